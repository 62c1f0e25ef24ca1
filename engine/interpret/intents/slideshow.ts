import { LAYOUT_WORDS } from './layouts.js';
import type { MediaLayer, TextLayer } from '../../../model/scene-document.js';
import type { BuiltScene } from '../compose/build-scene.js';
import { animation } from '../compose/layers.js';
import { emptyParts } from '../compose/split-scene.js';
import type { Piece } from '../compose/piece.js';
import { QUOTE, type Reading } from '../read/reading.js';
import { classifyClause, styleClause } from '../read/roles.js';
import { DECIMAL_COMMA_TAIL, ORDINAL, ordinalValue } from '../read/words.js';

/*
 * Slideshows (docs/writing-prompts.md: clips): several pictures or clips in one description become a sequence of scenes, one
 * slide each, every picture full frame and cover-fit, in the order written: "a slideshow of these three photos,
 * 2 seconds each", "<a>, <b> and <c> one after another with crossfades", "…with the captions 'Kitchen', 'Garden',
 * 'View'" (one caption per slide, in order). Slides are ordinary scenes, so "3 seconds each", "20 seconds in
 * total", transitions and edits of "the second slide" apply to them as to any scene. Ken Burns moves alternate
 * (zoom in, zoom out, …; a pan goes left, then right) so consecutive slides do not move alike.
 *
 * Several full-frame pictures in one description are a slideshow even unnamed: drawn in one scene they would only
 * cover each other. Pictures placed apart (a side, a corner, a split) are a layout and stay in their scene.
 */

const SLIDESHOW = /\b(?:slide[- ]?show|photo\s+(?:montage|sequence|carousel)|carousel|montage\s+of|(?:photo|picture|image)\s+reel)\b/i;
const CAPTION_LIST = new RegExp(String.raw`\b(?:with\s+)?(?:the\s+|an?\s+)?(?:captions?|labels?|titles?|texts?|captioned|labelled|labeled|titled)(?:\s+(?:on|for|under)\s+(?:each|every)(?:\s+(?:one|photo|picture|image|slide|pic))?)?\s*(?::|of|[-–—](?=\s))?\s*((?:${QUOTE}\s*(?:(?:,|;|&|\band\b)\s*)*){2,})`, 'iu');
/** "each with a caption: A / B / C": captions set apart by slashes, as many as the slides (texts so set are slides' own lines). */
const CAPTION_SLASHES = new RegExp(String.raw`\b(?:with\s+)?(?:the\s+|an?\s+)?(?:captions?|labels?|captioned|labelled|labeled)(?:\s+(?:on|for|under)\s+(?:each|every)(?:\s+(?:one|photo|picture|image|slide|pic))?)?\s*(?::|[-–—](?=\s))?\s*(${QUOTE}(?:\s*[/|]\s*${QUOTE})+)`, 'iu');

/** What a prompt asked of a slideshow: that it is one, and the captions of its slides in order. */
export interface SlideshowRequest {
  said: boolean;
  captions: string[];
  /** The words said on each picture ("'Weddings' on <a>"), by its asset id: kept when a picture has a scene of its own. */
  saidOn?: Map<string, string>;
  /** Where a scene of its own was said to close the pictures ("…, and the last is a quote card: …"). */
  closingAt?: number;
  /** Where more quoted lines were said of a slide by its place ("On the first one: 'A', 'B' and 'C'"): 'B' and 'C'. */
  placed?: { start: number; end: number; slide: number }[];
}

/**
 * Reads "slideshow" and a list of two or more quoted captions ("with the captions 'A', 'B' and 'C'"), marked as
 * used. Read before the sound words, so these captions are not taken for the narration's.
 */
export function readSlideshow(reading: Reading): SlideshowRequest {
  const request = readSlides(reading);
  const closing = CLOSING_CARD.exec(reading.text);
  return closing ? { ...request, closingAt: closing.index } : request;
}

/** "and the last is a quote card", "the final one is a quote": a card after the pictures, not over the last one. */
const CLOSING_CARD = /\b(?:the\s+)?(?:last|final|fifth|sixth)(?:\s+(?:one|scene|slide))?\s+(?:is|will\s+be|should\s+be|being)\s+(?:a|an|the)\s+(?:quote|testimonial)\b/i;

function readSlides(reading: Reading): SlideshowRequest {
  // Not marked as used: "a 30-second slideshow" is also the whole video's length (durations.ts reads it after).
  const said = reading.first(SLIDESHOW) !== undefined;
  const captions: string[] = [];
  // A split, a grid or an inset labels its own cells ("side by side … labelled "Before" and "After""), unless the
  // prompt says it is a slideshow.
  const layout = !said && LAYOUT_WORDS.some((words) => reading.first(words) !== undefined);
  // Slides are pictures and clips; a logo said as one ("the logo <a> bottom right", "<a> as our logo") is no slide.
  const slides = reading.assetTokens().filter((t) => {
    const end = t.index + t[0].length;
    if (reading.assets[Number(t[1])]?.kind === 'audio') return false;
    return !/\blogo\b[^.!?⟪\n]{0,20}$/i.test(reading.text.slice(Math.max(0, t.index - 30), t.index)) && !/^\s*,?\s*(?:(?:as|for)\s+(?:a|an|the|our|my)\s+)?logo\b/i.test(reading.text.slice(end, end + 25));
  });
  // Pictures in scenes of their own ("<a> then <b>") are no slideshow's: texts said after them are the last scene's.
  const apart = slides.slice(1).some((t, i) => /\bthen\b|\n/i.test(reading.text.slice(slides[i]!.index, t.index)));
  if (slides.length >= 2 && !layout) {
    const slashed = apart ? undefined : reading.first(CAPTION_SLASHES);
    const m = apart ? undefined : slashed && slashed[1]!.match(/⟪q\d+⟫/g)!.length === slides.length ? (reading.takeMatch(slashed), slashed) : reading.takeFirst(CAPTION_LIST);
    // "'Weddings' on <a>, 'Portraits' on <b>": each picture named by the words said on it, when every slide has some.
    const on = reading.find(new RegExp(String.raw`${QUOTE}\s+(?:on|over|across|for)\s+(?:the\s+)?(?=⟪a\d+⟫)`, 'g'));
    if (m) for (const q of m[1]!.matchAll(new RegExp(QUOTE, 'g'))) captions.push(reading.quote(q[1]!));
    else if (on.length === slides.length) {
      for (const q of on) reading.takeMatch(q);
      captions.push(...on.map((q) => reading.quote(q[1]!)));
      const asset = (q: RegExpExecArray) => reading.assets[Number(/^⟪a(\d+)⟫/.exec(reading.text.slice(q.index + q[0].length))?.[1])]?.id;
      const saidOn = new Map(on.flatMap((q) => (asset(q) ? [[asset(q)!, reading.quote(q[1]!)] as [string, string]] : [])));
      return { said, captions, saidOn };
    }
    else {
      const named = namesAfterPictures(reading);
      captions.push(...named.map(([, text]) => text));
      // Kept by their picture too, for pictures said as scenes of their own ("3 scenes: <a> Eggs Benedict £11, …").
      const placed = placedByName(reading, captions);
      if (named.length) return { said, captions, saidOn: new Map(named.filter(([id]) => id !== undefined) as [string, string][]), ...(placed.length ? { placed } : {}) };
    }
    if (!captions.length) captions.push(...unquotedCaptions(reading, slides));
    if (!captions.length) {
      const placed: NonNullable<SlideshowRequest['placed']> = [];
      captions.push(...placedCaptions(reading, slides.length, placed));
      if (placed.length) return { said, captions, placed };
      // Slides given scenes of their own ("3 scenes: <a>, <b>, <c>") keep them by their picture.
      const saidOn = new Map(captions.flatMap((c, i) => {
        const id = reading.assets[Number(slides[i]?.[1])]?.id;
        return c !== undefined && id ? [[id, c] as [string, string]] : [];
      }));
      if (saidOn.size) return { said, captions, saidOn };
    }
  }
  return { said, captions };
}

/** A picture's name in title case right after it, up to a comma or a sentence's end: "<a> The Walled Garden, <b> …",
 * "<a> Day 1 – Hanoi, <b> …" (a dash or a colon may part its words); "<a> is Bella, <b> is Max" (said with "is");
 * in brackets, "(<a> Santorini, <b> Mykonos)". */
const NAME_AFTER = /^\s*(?:[-–—:=]|is\b|=)?\s*((?:\p{Lu}[\p{L}\d'’&-]*|\d+)(?:(?:\s+|\s+[-–—]\s+|:\s+)(?:(?:of|the|and|&|at|on|in|de|du|la|le|by)\s+)*(?:\p{Lu}[\p{L}\d'’&-]*|\d+)){0,5})\s*(?=[,;.!?\n)]|$|\s+(?:and\s+then|and|then)\s+⟪a)/u;

/** A line of copy after a picture, its first word capitalised, up to a comma or a sentence's end ("<a> Tiramisu £6.50,"). */
const LINE_AFTER = /^\s*:?\s*(\p{Lu}[\p{L}'’&-]*(?:\s+[\p{L}\d'’&£$€%/-]+(?:[.,]\d+)*){0,7})\s*(?=[,;!?\n)]|\.(?!\d)|$|\s+(?:and\s+then|and|then)\s+⟪a)/u;

/** A caption set apart from its picture by a dash, to its line's end: "<a> - Dorms from €19". */
const DASHED_AFTER = /^[ \t]*[-–—][ \t]+([^\n⟪\u0001]{2,60}?)[ \t]*(?=\n|$)/u;

/**
 * Names said after each picture without quotes ("Venue tour: <a> The Walled Garden, <b> The Long Barn, <c> The Bridal
 * Suite"): one caption per slide, in order, when every picture has one (marked as used).
 */
function namesAfterPictures(reading: Reading): [string | undefined, string][] {
  const pictures = reading.assetTokens().filter((t) => reading.assets[Number(t[1])]?.kind === 'image');
  const idOf = (t: RegExpExecArray) => reading.assets[Number(t[1])]?.id;
  // "<a> - Rooftop bar" on a line each: a dash after every picture marks its caption, in any case.
  const dashed = pictures.map((t) => {
    const at = t.index + t[0].length;
    const m = DASHED_AFTER.exec(reading.view(at, Math.min(reading.length, at + 80)));
    return m ? { m, at } : undefined;
  });
  if (pictures.length >= 2 && dashed.every((d) => d !== undefined)) {
    return dashed.map((d, i) => {
      reading.take(d!.at, d!.at + d!.m[0].length);
      return [idOf(pictures[i]!), d!.m[1]!.trim()];
    });
  }
  const found = pictures.map((t) => {
    const at = t.index + t[0].length;
    const m = NAME_AFTER.exec(reading.view(at, Math.min(reading.length, at + 80)));
    return m ? { m, at } : undefined;
  });
  // Pictures in scenes of their own ("<a> Day 1, then <b> Day 2") are no slideshow's: their names are their texts.
  const apart = pictures.slice(1).some((t, i) => /\bthen\b|\n/i.test(reading.text.slice(pictures[i]!.index, t.index)));
  if (pictures.length < 2 || apart) return [];
  // "<a> Lasagne al forno £14, <b> Risotto ai funghi £13": a line of copy after each picture, in any case after its
  // first word, when every one is copy (not "<a> slow zoom, <b> pan left").
  if (found.some((f) => f === undefined)) {
    const loose = pictures.map((t) => {
      const at = t.index + t[0].length;
      const m = LINE_AFTER.exec(reading.view(at, Math.min(reading.length, at + 80)));
      return m && classifyClause(m[1]!) === 'content' && !styleClause(m[1]!) ? { m, at } : undefined;
    });
    if (loose.some((f) => f === undefined)) return [];
    found.splice(0, found.length, ...loose);
  }
  return found.map((f, i) => {
    reading.take(f!.at, f!.at + f!.m[0].length);
    return [idOf(pictures[i]!), f!.m[1]!];
  });
}

/**
 * A slide's words, said by its place: "First one says "Emma & James", last one says "14.09.2024"", "text on the
 * first one: The Ivory Collection", "on the last photo put 'Book now'", "write 'Sold' on the second picture", "put
 * 'Back!' on the first one and '£2.80' on the second".
 */
const SLIDE = String.raw`(?:one|photo|picture|pic|image|slide|shot)`;
const PLACED_SAYS = new RegExp(
  String.raw`\b(?:the\s+)?(${ORDINAL})\s+${SLIDE}\s+(?:says?|reads?|should\s+(?:say|read)|shows?|gets|has)\s*:?\s*${QUOTE}` +
    String.raw`|\b(?:(?:the\s+|some\s+|a\s+)?(?:text|words|caption|title|heading)\s+)?(?:on|over|across|for|at|in)\s+(?:the\s+)?(${ORDINAL})\s+${SLIDE}\s*(?:[:,=]|[-–—](?=\s))?\s*(?:(?:put|write|add|show|say|have|use)\s+(?:the\s+(?:text|words)\s+)?)?${QUOTE}` +
    String.raw`|(?:\b(?:put|write|add|show|have|use)\s+)?${QUOTE}\s+(?:on|over|across)\s+(?:the\s+)?(${ORDINAL})(?:\s+${SLIDE})?\b` +
    // "First text 'Relax', …", "the last caption: 'Book now'": the text named by its place is that slide's.
    String.raw`|\b(?:the\s+)?(${ORDINAL})\s+(?:text|caption|words|line|title)\s*(?:[:,=]|[-–—](?=\s)|\s+(?:says?|reads?|is|should\s+(?:say|read|be)))?\s*${QUOTE}` +
    // "first slide should say "…" and the last one "Fresh out of the oven"": "one" standing for the slide named before
    // it, then its words with no verb ("Final slide: '…'" alone is a scene of its own: scene-plan.ts).
    String.raw`|\band\s+(?:the\s+)?(${ORDINAL})\s+one\s*(?:[:,=]|[-–—](?=\s))?\s*${QUOTE}` +
    // "put '…' at the start and '…' at the end": the first slide's and the last one's (put there by a verb of showing,
    // not a button's or a card's words: "a button 'Wishlist on Steam' at the end" is a button).
    String.raw`|(?:\b(?:put|write|add|show|have|use)\s+|\band\s+)${QUOTE}\s+(?:at|in)\s+the\s+(?:very\s+)?(start|beginning|end)\b`,
  'gi',
);

/**
 * A slide named by its caption ("<a> is Bella, …, <e> is Daisy … and on daisys one put '…'", "on the Max photo add
 * '…'"): what the rest of that sentence says goes on it.
 */
const BY_NAME = /\bon\s+(?:the\s+)?([\p{L}][\p{L}-]*?)(?:['’]?s)?\s+(?:one|photo|pic|picture|image|slide|scene|shot)\b[^.!?\n]*/giu;
function placedByName(reading: Reading, captions: readonly string[]): NonNullable<SlideshowRequest['placed']> {
  const placed: NonNullable<SlideshowRequest['placed']> = [];
  for (const m of reading.find(BY_NAME)) {
    const slide = captions.findIndex((c) => c.toLowerCase() === m[1]!.toLowerCase());
    if (slide < 0 || captions.findIndex((c, i) => i !== slide && c.toLowerCase() === m[1]!.toLowerCase()) >= 0) continue;
    reading.take(m.index, m.index + m[0].indexOf(m[1]!) + m[1]!.length + (/^['’]?s/i.exec(m[0].slice(m[0].indexOf(m[1]!) + m[1]!.length))?.[0].length ?? 0));
    placed.push({ start: m.index, end: m.index + m[0].length, slide });
  }
  return placed;
}

// ("… 'Anna & Marek' and under it '12.06.2025'": a line said under it is that slide's too.)
const MORE_QUOTES = new RegExp(String.raw`^(?:\s*(?:,|;|&|\+|\band\b|\bplus\b)\s*(?:and\s+)?(?:(?:under|below|beneath|underneath)(?:\s+(?:it|that|this|them))?\s*[,:]?\s*(?:(?:put|write|add)\s+)?)?${QUOTE})+`, 'iu');

/** The words said on slides by their place (sparse: a slide no words were said on has none), marked as used. */
function placedCaptions(reading: Reading, count: number, placed: NonNullable<SlideshowRequest['placed']>): string[] {
  const captions: string[] = [];
  for (const m of reading.find(PLACED_SAYS)) {
    const [place, words] = m[1] !== undefined ? [m[1], m[2]!] : m[3] !== undefined ? [m[3], m[4]!] : m[6] !== undefined ? [m[6], m[5]!] : m[7] !== undefined ? [m[7], m[8]!] : m[9] !== undefined ? [m[9], m[10]!] : [m[12]!.toLowerCase() === 'end' ? 'last' : 'first', m[11]!];
    const at = (ordinalValue(place, count) ?? 0) - 1;
    if (at < 0 || at >= count || captions[at] !== undefined) continue;
    captions[at] = reading.quote(words);
    reading.takeMatch(m);
    // Lines that follow it in the same breath are that slide's too, read as any text ("…, '3 bed semi' and '£425,000'").
    const end = m.index + m[0].length;
    const more = MORE_QUOTES.exec(reading.text.slice(end));
    if (more) placed.push({ start: end, end: end + more[0].length, slide: at });
  }
  return captions;
}

/** "with captions Ceremony, Confetti moment, Party": unquoted captions, one per picture, to the sentence's end. */
// Or what each picture shows, said before a colon: "each photo is one scene with the name of cake and the price: …",
// "write on the screen the name of dishes: …" (as many as the pictures).
const UNQUOTED_CAPTIONS = /(?:\b(?:with\s+)?(?:the\s+|an?\s+|their\s+|its\s+)?(?:captions|labels|titles|(?:captions?|labels?|titles?|names?|prices?|texts?)(?:\s+(?:and|&|\+|with)\s+(?:the\s+|a\s+)?(?:names?|prices?|captions?|labels?|titles?|descriptions?))?\s+(?:on|for|under|over|below|beneath|underneath)\s+(?:each|every|them)(?:\s+(?:one|photo|picture|image|slide|pic))?)\s*:?|\b(?:each|every)\s+(?:photo|picture|pic|image|slide)\b[^:.⟪\u0001\n]{0,80}:|\b(?:the\s+)?names?\s+of\s+(?:the\s+)?[\p{L}-]+(?:\s+[\p{L}-]+)?\s*:)\s*((?:[^.⟪\u0001\n;!?,]+(?:,|\band\b|&)\s*){1,9}[^.⟪\u0001\n;!?,]+)/iu;

/** Unquoted captions, when there are as many as pictures (marked as used); else none. */
function unquotedCaptions(reading: Reading, slides: readonly RegExpExecArray[]): string[] {
  const m = reading.first(UNQUOTED_CAPTIONS);
  if (!m) return [];
  // A decimal comma ("1,80€") sets no captions apart.
  const items = m[1]!.split(new RegExp(String.raw`\s*(?:,(?!${DECIMAL_COMMA_TAIL})|\band\b|&)\s*`, 'i')).map((t) => t.trim()).filter(Boolean);
  // The slides: a logo said as one is none.
  const pictures = slides;
  // Pictures in scenes of their own ("<a> then <b>") are no slideshow's (as for names after pictures).
  const apart = pictures.slice(1).some((t, i) => /\bthen\b|\n/i.test(reading.text.slice(pictures[i]!.index, t.index)));
  if (apart || items.length !== pictures.length || items.some((t) => t.split(/\s+/).length > 6)) return [];
  reading.takeMatch(m);
  return items;
}

const isFullPicture = (p: Piece) => p.kind === 'media' && p.layers.every((l) => l.type === 'media' && l.placement === 'full');

/** The next move of a pair: slides alternate between a move and its opposite. */
const OPPOSITE: Record<MediaLayer['kenBurns'], MediaLayer['kenBurns']> = {
  none: 'none',
  'zoom-in': 'zoom-out',
  'zoom-out': 'zoom-in',
  'pan-left': 'pan-right',
  'pan-right': 'pan-left',
};

/** Slides get a slightly longer crossfade than the default between scenes: pictures dissolve into each other. */
export const SLIDE_TRANSITION = { type: 'crossfade' as const, duration: 0.7 };
/** A slide's length when none is said (each, total, or its own). */
export const SLIDE_SECONDS = 3;

/**
 * A description with two or more full-frame pictures as one slide per picture; anything else is returned as it is.
 * Other pieces (a title, a text next to a picture) go on the slide of the picture before them (the first slide for
 * what comes before every picture).
 */
export function splitSlides(built: BuiltScene, request: SlideshowRequest): BuiltScene[] {
  const pictures = built.pieces.filter(isFullPicture);
  // A picture given a scene of its own ("Two slides: 'Weddings' on <a>, …"): the words said on it are its caption.
  if (pictures.length < 2) {
    const media = pictures[0]?.layers[0] as MediaLayer | undefined;
    const caption = media ? request.saidOn?.get(media.assetId) : undefined;
    if (caption !== undefined) built.pieces.push(captionPiece(caption.slice(0, 500), pictures[0]!.end));
    return [built];
  }
  const closing = request.closingAt === undefined ? undefined : built.pieces.find((p) => p.kind === 'quote' && p.start > request.closingAt! && p.start > pictures.at(-1)!.start);
  const slides = emptyParts(built, pictures.length + (closing ? 1 : 0));
  pictures.forEach((piece, i) => {
    const slide = slides[i]!;
    const media = piece.layers[0] as MediaLayer;
    // A photo's slide lasts SLIDE_SECONDS unless a length is said (a clip's lasts its kept part: build-scene.ts).
    if (slide.duration === undefined && media.kind === 'image') slide.duration = SLIDE_SECONDS;
    if (i > 0 && !built.transition) slide.transition = { transition: { ...SLIDE_TRANSITION }, everywhere: false, at: piece.start };
  });
  let current = 0;
  const ordered = [...built.pieces].sort((a, b) => a.start - b.start);
  // "A montage of <a> <b> <c> with the title "Iceland 2025"": a title said after all the pictures, none of which has
  // a text of its own, is the montage's opening title, on its first slide (not on the last picture).
  const last = pictures.at(-1)!;
  const between = ordered.filter((p) => !pictures.includes(p) && p.start > pictures[0]!.start && p.start < last.start);
  const after = ordered.filter((p) => !pictures.includes(p) && p.start > last.start);
  const opening = between.length === 0 && after.length > 0 && after.every((p) => p.kind === 'text' && p.layers.some((l) => l.type === 'text' && l.role === 'heading'));
  for (const piece of ordered) {
    if (piece === closing) {
      slides.at(-1)!.pieces.push(piece);
      continue;
    }
    const k = pictures.indexOf(piece);
    if (k >= 0) current = k;
    const placed = request.placed?.find((p) => piece.start >= p.start && piece.start < p.end);
    slides[placed ? placed.slide : opening && after.includes(piece) ? 0 : current]!.pieces.push(piece);
  }
  // The roles were given across the whole description ("<a> with "Kitchen", <b> with "Garden"" made "Garden" a
  // subtitle): on a slide of its own, a subtitle with no title over it is the slide's title.
  for (const slide of slides) {
    const texts = slide.pieces.flatMap((p) => p.layers).filter((l): l is TextLayer => l.type === 'text');
    const lone = texts.find((l) => l.role === 'subtitle');
    if (lone && !texts.some((l) => l.role === 'heading')) lone.role = 'heading';
  }
  const first = pictures[0]!.layers[0] as MediaLayer;
  let move = first.kenBurns;
  pictures.forEach((piece, i) => {
    const media = piece.layers[0] as MediaLayer;
    if (media.kind === 'image') {
      // A picture with the first's move or the default one alternates; one said otherwise keeps it.
      if (i > 0 && (media.kenBurns === first.kenBurns || media.kenBurns === 'zoom-in')) media.kenBurns = OPPOSITE[move];
      move = media.kenBurns;
    }
    const caption = request.captions[i];
    if (caption !== undefined && request.placed?.some((p) => p.slide === i)) leadLine(slides[i]!, caption.slice(0, 500), piece.end);
    else if (caption !== undefined) slides[i]!.pieces.push(captionPiece(caption.slice(0, 500), piece.end));
  });
  return slides;
}

/**
 * The first of several lines said of a slide ("On the first one: '14 Oakfield Road', '3 bed semi' and '£425,000'")
 * leads, as it was said first: the slide's title, the lines after it a step down (a title a subtitle, a subtitle body).
 */
function leadLine(slide: BuiltScene, text: string, at: number): void {
  const down: Partial<Record<TextLayer['role'], TextLayer['role']>> = { heading: 'subtitle', subtitle: 'body' };
  for (const layer of slide.pieces.flatMap((p) => p.layers)) if (layer.type === 'text' && down[layer.role]) layer.role = down[layer.role]!;
  const layer: TextLayer = { type: 'text', role: 'heading', text, start: 0, animation: animation({ in: 'fade' }) };
  slide.pieces.unshift({ kind: 'text', start: at, end: at, layers: [layer], said: {} });
}

/** A slide's caption: a caption at the bottom of its picture, on its panel. */
function captionPiece(text: string, at: number): Piece {
  const layer: TextLayer = { type: 'text', role: 'caption', text, placement: 'bottom', start: 0, animation: animation({ in: 'fade' }) };
  return { kind: 'text', start: at, end: at, layers: [layer], said: { placement: true } };
}
