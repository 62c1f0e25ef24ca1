import type { LayoutCell, LayoutLayer, MediaLayer } from '../../../model/scene-document.js';
import { animation } from '../compose/layers.js';
import type { Piece } from '../compose/piece.js';
import { readPlacement, readSize } from './placement.js';
import { QUOTE, type Reading } from '../read/reading.js';
import { cellPlaying, COMPARED, COMPARED_LOGO } from './media.js';

/*
 * Several pictures in one frame, said in a scene description with two or more of the caller's images or videos:
 * "side by side", "split screen", "<a> on the left and <b> on the right" (a split; top and bottom in a portrait
 * frame, or when said: "stacked", "top and bottom"), "before and after" (a split with a divider, labelled Before and
 * After unless labelled otherwise), "a grid" / "collage" / "2x2" / "3x2" (2–6 cells), "picture in picture" / "inset" (the
 * second over the first, in the corner said, "small" or "large"). Labels: "labelled 'Before' and 'After'" (in the
 * order the pictures were written), or one picture's own ("<a> labelled 'Kitchen'"). The media pieces become one
 * layout piece; the label quotes are taken so they are not read as titles.
 */

const SPLIT = /\b(?:side[- ]by[- ]side|split[- ]?screen|split\s+(?:view|frame)|(?:left|right)\s+and\s+(?:left|right)|next\s+to(?:\s+each\s+other)?|beside\s+each\s+other|two\s+halves|half\s+and\s+half|vs\.?|versus|compared?\s+(?:to|with)|comparison\s+of)(?=\s|$|[,.;:])/i;
const STACKED = /\b(?:stacked|one\s+(?:above|on\s+top\s+of)\s+the\s+other|top\s+and\s+bottom|above\s+and\s+below|(?:on\s+)?top\s*\/\s*bottom)\b/i;
// Also said with nothing between ("before after of the dog") or as an arrow between the pictures ("before → after").
// "before <a> and after <b>": the words said around the pictures; "<a> is before <b> is after"; text-speak "before n after".
// (Typed quickly too: "befor and after"; "Before photo <a>, after <b>".)
const BEFORE_AFTER = /\bbefore?(?:[- ]?(?:and|&|\/|vs\.?|versus|→|->|>|n|'n'?|’n’?)[- ]?|[- ])after\b|\b(?:is|as|=)\s+(?:the\s+)?before\b(?=[^.!?\n]{0,40}\b(?:is|as|=)\s+(?:the\s+)?after\b)|\bbefore\s*:?\s*(?:(?:photo|picture|pic|image|shot|one)\s*:?\s*)?(?=(?:⟪a\d+⟫|\u0001+)\s*(?:,\s*|and\s+|&\s*)after\s*:?\s*(?:(?:photo|picture|pic|image|shot|one)\s*:?\s*)?(?:⟪a|\u0001))/i;
/** A grid, in the words people use: "a grid", "2x2", "2 by 2", "two by two", "four-up", "quad view", "three columns", "in little squares", "tiled". */
const GRID = /\b(?:(?:a|in\s+a|as\s+a)\s+)?(?:(?:[2-6]|two|three|four|five|six)\s*(?:[x×]|by)\s*(?:[1-3]|one|two|three)\s+)?(?:grid|collage|mosaic|tiles|(?<=\b(?:en|une|la)\s)grille|mosa[iï]que|mosaico|cuadr[ií]cula|griglia|raster)\b|\b(?:(?:in|as)\s+a\s+)?(?:[2-6]|two|three|four|five|six)\s*(?:[x×]|by)\s*(?:[1-3]|one|two|three)\b|\b(?:(?:a|in\s+a|as\s+a)\s+)?(?:[2-6]|two|three|four|five|six)[- ]up\b|\b(?:(?:a|in\s+a|as\s+a)\s+)?quad(?:\s+(?:view|split|screen|layout|grid))?\b|\b(?:in\s+)?(?:[2-6]|two|three|four|five|six)\s+(?:columns|panels|tiles|boxes|squares)\b|\bin\s+(?:(?:little|small|tiny|neat|equal|four|six)\s+)?(?:squares|boxes)\b|\btiled\b/i;
/** A picture in picture: "pip", "an inset", "small in the corner", "like a reaction video", "in a little box". */
const PIP = /\b(?:picture[- ]in[- ]picture|pip|(?:as\s+an?\s+|in\s+an?\s+)?inset|(?:like\s+a\s+|as\s+a\s+)?reaction(?:\s+(?:video|cam|style))?|small\s+in\s+(?:the\s+|a\s+)?(?:(?:top|bottom)(?:[- ](?:left|right))?\s+|(?:left|right)[- ]hand\s+)?corner|(?:in|as)\s+an?\s+(?:small|little|tiny|round)\s+(?:box|window|bubble|circle|corner\s+box)|(?:in|as)\s+an?\s+(?:bubble|circle)\s+in\s+the\s+corner|small\s+(?:box|window|bubble)\s+in\s+(?:the\s+|a\s+)?corner)\b/i;
/** Several pictures "all together in one frame", "on one screen", "at the same time", "on the screen together", "<a> <b> <c> together": a split of two, a grid of more. */
const TOGETHER = /\b(?:(?:all|both)\s+)?(?:(?:together|at\s+once)\s+)?(?:in|on)\s+(?:one|a\s+single|the\s+same)\s+(?:frame|screen|shot|image)\b|\b(?:all|both)\s+(?:(?:playing|shown|showing|visible)\s+)?(?:together|at\s+once|at\s+the\s+same\s+time)\b|\b(?:on|in)\s+(?:the\s+)?(?:screen|frame)\s+(?:together|at\s+once|at\s+the\s+same\s+time)\b|(?<=[⟫\u0001]\s*,?\s*)(?:(?:shown|showing)\s+)?together\b(?!\s+with\b)/i;
/** A before/after pair's words said again, and its divider: "(put them) like before and after", "with a slider". */
const BEFORE_AFTER_AGAIN = /(?<=\b(?:like|into|in|a)\s+)before\s+(?:and|&|n)\s+after\b(?!\s+(?:labels?|written|text|words|captions?|titles?|on)\b)|\b(?:with\s+)?(?:a\s+|the\s+)?(?:slider|divider)\b/gi;

/** Just after a picture, or just before it: the word logo ("<file> logo", "logo: <file>"). */
const LOGO_AFTER = /^[\s,(]*(?:(?:as\s+)?(?:our|my|the|a|its)\s+)?(?:(?:company|brand|small|little)\s+)?(?:logo|watermark)\b/i;
/** "logo: <a>", "My logo bottom right <a>": named a logo just before, its corner maybe said between. */
const LOGO_BEFORE = /\b(?:logo|watermark)(?:\s+(?:(?:in|at|on)\s+the\s+)?(?:(?:top|bottom|upper|lower)[\s-]*)?(?:left|right|corner)(?:\s+corner)?)?\s*[:\-–]?\s*$/i;

const COMPARED_BEFORE = new RegExp(String.raw`${COMPARED_LOGO.source}\s*[:\-–]?\s*$`, 'i');
function saidAsLogo(reading: Reading, p: Piece): boolean {
  const layer = p.layers[0] as MediaLayer;
  // "Split screen: old logo <a> on the left, new logo <b> on the right": logos compared are the layout's pictures.
  if (COMPARED.test(reading.text) && COMPARED_BEFORE.test(reading.view(Math.max(0, p.start - 40), p.start))) return false;
  return layer.kind === 'image' && (LOGO_AFTER.test(reading.view(p.end, Math.min(reading.length, p.end + 40))) || LOGO_BEFORE.test(reading.view(Math.max(0, p.start - 40), p.start)));
}

/** Words that ask for several pictures in one frame: their labels are the cells' (slideshow.ts leaves them). */
export const LAYOUT_WORDS: readonly RegExp[] = [SPLIT, STACKED, BEFORE_AFTER, GRID, PIP, TOGETHER];
const LABELS_SAID = String.raw`\b(?:label(?:l)?ed|label\s+them(?:\s+as)?|titled|tagged|captioned|with\s+(?:the\s+|their\s+)?(?:labels?|captions?|names?|titles?)(?:\s+(?:under|below|on|over|beneath|underneath|above|for)\s+(?:each(?:\s+[a-z-]+)?|every\s+[a-z-]+|them))?)\s*:?\s*`;
const ONE_LABEL_SAID = String.raw`^[\s\u0001,(]*(?:label(?:l)?ed|titled|tagged|captioned|called|with\s+(?:the\s+|a\s+)?(?:label|caption))\s*:?\s*`;
const SIDE_AFTER = /^\s*(?:(?:is|goes|sits|shown|placed)\s+)?(?:on|at|to|in)\s+(?:the\s+)?(left|right|top|bottom)\b(?:[- ]hand)?(?:\s+(?:side|half))?/i;
/** Or with no preposition when "side" or "half" says it, and a verb of placing after it: "Left side put <a>, right side <b>". */
const SIDE_BEFORE = /(?:\b(?:on|at|to|in)\s+(?:the\s+)?(left|right|top|bottom)(?:[- ]hand)?(?:\s+(?:side|half))?|(?<![\p{L}])(left|right|top|bottom)(?:[- ]hand)?\s+(?:side|half))\s*[:,]?\s*(?:(?:put|show|have|place|goes)\s+)?$/iu;

/** Two labels said unquoted, in capitals: "small labels RAW and EDITED over each one", "labels Day One and Day Two on them". */
const CAPITAL_LABELS = /(?<=\b(?:(?:[Ss]mall|[Ll]ittle|[Tt]iny|[Bb]ig)\s+)?(?:[Ll]abels?|[Cc]aptions?|[Tt]ags?)\s+)(\p{Lu}[\p{L}\d'’]*(?:\s+\p{Lu}[\p{L}\d'’]*){0,2})\s+(?:and|&|\/)\s+(\p{Lu}[\p{L}\d'’]*(?:\s+\p{Lu}[\p{L}\d'’]*){0,2})(?:\s+(?:over|on|under|below|above|across)\s+(?:them|each(?:\s+one)?|the\s+(?:photos|pictures|images|pics)))?/u;

/** A label said unquoted: a name in capitals, up to three words, or a year, ending its clause. */
// Its price may follow it after a dash: "labelled Basic — $9/mo".
const NAMED_LABEL = String.raw`((?:\p{Lu}[\p{L}\d'’-]*(?:\s+\p{Lu}[\p{L}\d'’-]*){0,2}|(?:19|20)\d\d)(?:\s+[—–-]\s+[$€£]?\d[\d.,]*(?:\s?[$€£])?(?:\s?\/\s?[\p{L}]{1,5})?)?)(?=\s*(?:$|[,;:!?\n⟪\u0001]|\.(?!\d)|\s+(?:and|then|with|on|in|at)\b))`;

/** A label: a quote token, or text in single quotes ('Before'), which prepare() leaves in the prompt. */
const LABEL = String.raw`(?:${QUOTE}|'([^'⟪\n]{1,60})')`;
const LABEL_G = new RegExp(LABEL, 'g');
const RANK: Record<string, number> = { left: 0, top: 0, right: 1, bottom: 1 };

/** The layout said around two or more media pieces, replacing them in `pieces`; undefined when none was said. */
export function readLayout(reading: Reading, from: number, to: number, pieces: Piece[]): Piece | undefined {
  // A logo is no picture of the layout ("<logo> logo small in the top-right corner"): media.ts makes it a logo.
  const media = pieces.filter((p) => p.kind === 'media' && p.layers[0]?.type === 'media' && !saidAsLogo(reading, p));
  if (media.length < 2) return undefined;
  const view = reading.view(from, to);
  const beforeAfter = BEFORE_AFTER.exec(view);
  // Said of a logo ("Our logo <a> small in the corner"), "small in the corner" is the logo's place, not an inset.
  const inset = PIP.exec(view);
  const pip = inset && !/\b(?:logo|watermark)\b[^.!?;]{0,40}$/i.test(view.slice(0, inset.index)) ? inset : null;
  const grid = GRID.exec(view);
  const split = SPLIT.exec(view);
  const stacked = STACKED.exec(view);
  // "<a> on the left and <b> on the right": a split said by the sides alone.
  const sides = media.map((p, i) => {
    const next = media[i + 1]?.start ?? to;
    const after = SIDE_AFTER.exec(reading.view(p.end, next));
    if (after) return { side: after[1]!.toLowerCase(), at: p.end + after.index, length: after[0].length };
    const previous = media[i - 1]?.end ?? from;
    const before = SIDE_BEFORE.exec(reading.view(previous, p.start));
    if (before) return { side: (before[1] ?? before[2])!.toLowerCase(), at: previous + before.index, length: before[0].length };
    return undefined;
  });
  const bySides = sides.filter(Boolean).length >= 2;

  const together = TOGETHER.exec(view);
  if (!beforeAfter && !pip && !grid && !split && !stacked && !bySides && !together) return undefined;

  // More than two "side by side" or "in one frame" are a grid: a split holds two.
  const arrangement: LayoutLayer['arrangement'] = pip ? 'pip' : beforeAfter ? 'before-after' : (grid || split || together) && media.length > 2 ? 'grid' : grid && !split ? 'grid' : 'split';
  const max = arrangement === 'grid' ? 6 : 2;
  const used = media.slice(0, max);
  for (const m of [beforeAfter, pip, grid, split, stacked, together]) if (m) reading.take(from + m.index, from + m.index + m[0].length);
  for (const s of sides) if (s) reading.take(s.at, s.at + s.length);
  // The pair said more than once ("<a> is before, <b> is after, … like before and after with slider"): every saying.
  if (beforeAfter) for (const m of reading.find(BEFORE_AFTER_AGAIN, from, to)) reading.takeMatch(m);

  // "<a> on the left labelled January and <b> … labelled June": names in capitals (or years) said unquoted, each
  // picture's own, when every picture has one ("<a> <b> split screen, titled Old and new" titles the whole).
  const named = used.map((p, i) => new RegExp(`${ONE_LABEL_SAID}${NAMED_LABEL}`, 'u').exec(reading.view(p.end, used[i + 1]?.start ?? to)));
  const everyNamed = named.every((m) => m !== null);
  // Labels: one picture's own, then a list in the order the pictures were written.
  const labels: (string | undefined)[] = used.map((p, i) => {
    const next = used[i + 1]?.start ?? to;
    const own = new RegExp(`${ONE_LABEL_SAID}${LABEL}(?!\\s*(?:,|and|&|then)\\s*(?:⟪q|'))`, 'i').exec(reading.view(p.end, next));
    const name = named[i];
    if (!own && everyNamed && name) {
      reading.take(p.end + name.index, p.end + name.index + name[0].length);
      return name[1]!;
    }
    if (!own) return undefined;
    reading.take(p.end + own.index, p.end + own.index + own[0].length);
    return own[1] !== undefined ? reading.quote(own[1]) : own[2]!;
  });
  // "with BEFORE and AFTER written on them": two words said written on the pictures are their labels, in order.
  // "small labels RAW and EDITED over each one": the same, said as labels in capitals, unquoted.
  // "write Before and After on them": the same, asked for.
  const written = reading.first(/\bwith\s+([\p{L}\d'’]+(?:\s+[\p{L}\d'’]+){0,3}?)\s+(?:and|&|\/)\s+([\p{L}\d'’]+(?:\s+[\p{L}\d'’]+){0,3}?)\s+(?:written|printed|shown|typed)\s+(?:on|over|across)\s+(?:them|each(?:\s+one)?|the\s+(?:photos|pictures|images|pics))\b/iu, from, to)
    ?? reading.first(/\b(?:write|put|label|caption)(?:\s+them)?\s+(?!labels?\b)([\p{L}\d'’]+(?:\s+[\p{L}\d'’]+){0,3}?)\s+(?:and|&|\/|n)\s+([\p{L}\d'’]+(?:\s+[\p{L}\d'’]+){0,3}?)\s+(?:labels?\s+|captions?\s+|words\s+)?(?:(?:written|printed|shown|typed)\s+)?(?:on|over|across)\s+(?:them|both|each(?:\s+one)?|the\s+(?:photos|pictures|images|pics))\b/iu, from, to)
    ?? reading.first(CAPITAL_LABELS, from, to);
  if (written && used.length === 2) {
    reading.takeMatch(written);
    labels.forEach((l, i) => (labels[i] = l ?? written[i + 1]));
  }
  const listed = reading.first(new RegExp(String.raw`${LABELS_SAID}(${LABEL}(?:\s*(?:,|and|&|then)\s*${LABEL})*)`, 'i'), from, to);
  if (listed) {
    reading.takeMatch(listed);
    const quotes = [...listed[1]!.matchAll(LABEL_G)].map((q) => (q[1] !== undefined ? reading.quote(q[1]) : q[2]!));
    let k = 0;
    labels.forEach((l, i) => {
      if (l === undefined && k < quotes.length) labels[i] = quotes[k++];
    });
  }
  // "<a> before <b> after", "before: <a>, after: <b>": the words that say which is which are the cells' own labels
  // (read after the labels said for them: "with BEFORE and AFTER written on them").
  if (arrangement === 'before-after') {
    for (const p of used) {
      const after = /^\s*[(,]?\s*(?:before|after)\b\s*\)?/i.exec(reading.view(p.end, Math.min(to, p.end + 12)));
      if (after) reading.take(p.end, p.end + after[0].length);
      const before = /\b(?:before|after)\s*[:\-–—]?\s*$/i.exec(reading.view(Math.max(from, p.start - 12), p.start));
      if (before) reading.take(p.start - before[0].length, p.start);
    }
  }
  const cells: LayoutCell[] = used.map((p, i) => {
    const layer = p.layers[0] as MediaLayer;
    const label = labels[i]?.trim().slice(0, 60);
    // Pictures keep their camera move in their cell, zooming in and out in turn; a before/after pair stays still,
    // so the two are compared in the same framing.
    const move = layer.kind === 'image' && layer.kenBurns !== 'none' && arrangement !== 'before-after' ? { kenBurns: i % 2 ? ('zoom-out' as const) : ('zoom-in' as const) } : {};
    return { assetId: layer.assetId, kind: layer.kind, ...(label ? { label } : {}), ...(layer.focus ? { focus: layer.focus } : {}), ...move, ...cellPlaying(layer) };
  });
  // Sides said put each picture in its cell: "<b> on the right and <a> on the left".
  const rank = (i: number) => (sides[i] ? RANK[sides[i]!.side]! : 0.5);
  const order = used.map((_, i) => i);
  if (bySides) order.sort((a, b) => rank(a) - rank(b) || a - b);
  // "put my facecam <b> small in the corner over the gameplay <a>": the one said over the other is the inset (the
  // second cell); the one it is over fills the frame.
  if (arrangement === 'pip' && used.length === 2 && /\b(?:over|on\s+top\s+of|above)\b/i.test(reading.text.slice(used[0]!.end, used[1]!.start))) order.reverse();
  const vertical = Boolean(stacked) || sides.some((s) => s?.side === 'top' || s?.side === 'bottom');
  const layer: LayoutLayer = {
    type: 'layout',
    arrangement,
    cells: order.map((i) => cells[i]!),
    placement: 'full',
    direction: vertical ? 'stacked' : 'auto',
    corner: 'bottom-right',
    insetWidth: 0.32,
    gap: 0.008,
    start: 0,
    animation: animation({ in: 'none' }),
  };
  if (arrangement === 'pip') {
    const anchor = readPlacement(reading, from, to, true);
    if (anchor === 'corner') layer.corner = 'bottom-right';
    if (anchor === 'top-left' || anchor === 'top-right' || anchor === 'bottom-left' || anchor === 'bottom-right') layer.corner = anchor;
    const size = readSize(reading, from, to);
    if (size === 'small') layer.insetWidth = 0.24;
    if (size === 'large' || size === 'huge') layer.insetWidth = 0.42;
    layer.gap = 0;
  }
  const start = Math.min(...used.map((p) => p.start));
  const end = Math.max(...used.map((p) => p.end));
  for (const p of media) pieces.splice(pieces.indexOf(p), 1);
  const piece: Piece = { kind: 'layout', start, end, layers: [layer], said: { placement: true } };
  pieces.push(piece);
  if (media.length > max) piece.hint = `a ${arrangement === 'grid' ? 'grid shows at most 6' : `${arrangement.replace('-', '/')} shows 2`} pictures: the first ${max} were used`;
  return piece;
}
