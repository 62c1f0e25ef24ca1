import { SceneDocument, type Scene } from '../../model/scene-document.js';
import { parseSceneDocument } from '../scene/migrate.js';
import { readAudio } from './intents/audio.js';
import { applyAudio } from './compose/audio.js';
import { addedUnder, restatedLines, applyTransitions, keepWithinLimits, markDecorated, mergeInto, newDocument, noteMerged, reportEmptyScenes, spreadLogo, THE_TITLE_OVER } from './compose/scenes.js';
import { applyEntrance, isEmpty, readScene, sceneOf, type BuiltScene } from './compose/build-scene.js';
import { isLogoCard, markLogoCards } from './compose/logo-card.js';
import { splitQuoteCards } from './compose/quote-cards.js';
import { readEach, readPieceLength, readTotal } from './intents/durations.js';
import { reserveClipSpeeds } from './edits/edit-clips.js';
import { applyEdits } from './edits/edits.js';
import { swapDecorations } from './edits/edit-decorations.js';
import { applyProgress, placeGraphics, progressEdge, readProgress } from './intents/graphics.js';
import { describeFormat, readFormat, resolveFormat } from './intents/format.js';
import { newScene, sortLayers, textLayer } from './compose/layers.js';
import { Notes } from './compose/notes.js';
import { applyLengths } from './compose/lengths.js';
import { prepare } from './read/reading.js';
import { orderSegments, planScenes } from './read/scene-plan.js';
import { withoutRepeatedTitle } from './compose/repeated-title.js';
import { labelledSceneTexts, openingTitle, readPlainTexts } from './intents/plain-text.js';
import { closingLine } from './intents/closing-line.js';
import { headingAbove, textsAroundPictures } from './intents/picture-text.js';
import { statPiece } from './intents/counters.js';
import { groundForTextColours, LIGHT_GROUND } from './intents/ground-for-text.js';
import { colourName, describeFill, readAccent, readPalette, readTextColour, readTextOnGround, readTheme, THEME_BACKGROUNDS } from './intents/style.js';
import { describeLayer, summarise } from './compose/summary.js';
import type { InterpretContext, Interpretation, KnownAsset } from './types.js';
import { readSlideshow, splitSlides } from './intents/slideshow.js';
import { indexedOntoSlides } from './compose/indexed-slides.js';
import { picturesOntoScenes } from './compose/pictures-onto-scenes.js';
import { readTextEntrance, textEntranceTargets } from './compose/text-entrance.js';
import { readStill } from './intents/still.js';
import { markLists, readListMarks, reserveCountedLists } from './intents/lists.js';
import { contactLines, takeStreets } from './intents/contact-lines.js';
import { referredValues } from './intents/referred-values.js';
import { brandOntoFirst, leadFrames, nameFromLead } from './intents/framing-lead.js';
import { readBoundColour } from './intents/colour-words.js';
import { explainLead, listTitle, sentenceBeforeList } from './read/list-lead.js';
import { listLabelTitle } from './intents/list-label-title.js';
import { shoutedHeading } from './intents/shouted-heading.js';
import { withInitialsGiven } from './read/initials.js';
import { kindIn } from './edits/value-kinds.js';
import { sentencesAmongQuotes } from './compose/quoted-sentences.js';
import { applyEffects, readEffects } from './intents/effects.js';
import { applyClipCaptions, readClipCaptions } from './intents/clip-captions.js';
import { readClipWords } from './intents/trims.js';
import { reportUnknown } from './read/unknown.js';
import { account } from './read/accounting.js';
import { readVoice } from './intents/voice.js';
import { videoGround } from './intents/video-ground.js';
import { spreadThroughout } from './compose/throughout.js';

/*
 * The default engine: a deterministic, offline reading of a prompt as an edit to the chapter's scene document
 * (docs/writing-prompts.md). The first prompt builds the document; each later prompt edits it precisely and keeps
 * the rest. It never fetches anything: only the caller's own ready assets are used, and any other URL is named in
 * the summary, which says what was built and names what was not understood.
 *
 * The reading, in order: the prompt is prepared (quotes, assets and narration taken out: reading.ts); words about
 * the whole video are read (format, theme, sound, lengths); edit commands are applied to the previous document
 * (edits.ts); what is left is split into scene descriptions (scenes.ts), each read into layers (build-scene.ts);
 * the described scenes are placed (a new document, merged into a scene, inserted, or replacing all of them);
 * transitions, the logo and the sound are set; lengths are fitted; and the leftovers are reported (unknown.ts).
 */

export type { InterpretContext, Interpretation, KnownAsset } from './types.js';


/** The pieces a sentence about every text's entrance moves: words on screen, not pictures, logos or layouts. */
const TEXT_KINDS = new Set(['text', 'list', 'quote', 'lower-third', 'counter']);

/** Values a sentence after a list is kept for: when and where, what it costs, how to reach them. */
const FACT_KINDS = ['date', 'time', 'price', 'phone', 'email', 'web'] as const;

/** Reads `prompt` as an edit to `previous` (a scene document of any version) or as a new document. */
export function interpretPrompt(previous: unknown, prompt: string, ctx: InterpretContext): Interpretation {
  const base = previous === undefined || previous === null ? undefined : parseSceneDocument(previous);
  const reading = prepare(prompt, ctx);
  const notes = new Notes();

  // A counted title's plain items ("5 tips for better sleep: no screens after 10pm, …"), before any reader takes them.
  const countedLists = base ? [] : reserveCountedLists(reading);
  const listMarks = readListMarks(reading); // "Numbered is fine." said after the items: every list's (list-style.ts)
  // 1. Words about the whole video.
  const formatRequest = readFormat(reading);
  // Before the sound: "with the captions 'A', 'B'" of a slideshow are its slides' texts, not the narration's.
  const slideshow = readSlideshow(reading);
  // A clip's trim, speed and sound, before the voice's speed and the sound's words could take them.
  reading.clipWords = readClipWords(reading);
  // A clip's speed said in an edit ("make the last clip 2x speed"), before the voice's speed could take it.
  if (base) reserveClipSpeeds(reading, base);
  // Sound first: "big bold captions" is a caption style, not the bold theme. A clip's captions before the
  // narration's ("subtitles for the video" is not the narration's).
  const clipCaptions = readClipCaptions(reading);
  const pieceLength = readPieceLength(reading);
  const audio = readAudio(reading);
  // Speaker clauses before the look's words: "a cheerful young woman reads" is the voice's, not a playful theme.
  const voice = readVoice(reading, Boolean(base?.narration) || reading.narration.length > 0);
  const theme = readTheme(reading);
  const onGround = readTextOnGround(reading);
  const accent = readAccent(reading);
  const palette = readPalette(reading) ?? (onGround ? { fill: onGround.ground } : undefined);
  const each = readEach(reading);
  const total = pieceLength ?? readTotal(reading);
  const still = readStill(reading);
  const progress = readProgress(reading);
  // One decoration swapped for another in an edit, before the decorations' reader would add the new one beside it
  // (on the parsed copy of the previous document, which the edit starts from).
  if (base) swapDecorations(reading, base, notes);
  const effects = readEffects(reading);
  const textEntrance = readTextEntrance(reading);
  const startOver = base !== undefined && reading.takeFirst(/\b(?:start\s+(?:over|again|afresh|from\s+scratch)|from\s+scratch|clear\s+everything|reset\s+(?:it|everything))\b/i) !== undefined;

  // 2. Edits to what is there.
  const editing = base !== undefined && !startOver;
  const doc: SceneDocument = editing ? structuredClone(base) : newDocument(theme ?? base?.theme ?? 'classic');
  if (startOver && base?.soundtrack) doc.soundtrack = base.soundtrack;
  if (startOver) notes.change('started over');
  if (editing) applyEdits(doc, reading, notes, ctx.assets);
  if (theme) {
    if (doc.background.type === 'solid' && doc.background.colour === THEME_BACKGROUNDS[doc.theme]) doc.background = { type: 'solid', colour: THEME_BACKGROUNDS[theme] };
    doc.theme = theme;
    notes.global(`${theme} style`);
  }

  // 3. The scenes described, and where they go.
  const plan = planScenes(reading, editing ? doc.scenes.length : 0);
  // Several full-frame pictures in one description: one slide (scene) each (slideshow.ts); several quotes, a card each.
  // Pictures handed over after every scene was described go behind those scenes, one each (pictures-onto-scenes.ts).
  const descriptions = indexedOntoSlides(picturesOntoScenes(reading, plan.segments.map((segment) => readScene(reading, segment))).flatMap((b) => splitSlides(b, slideshow)).flatMap(splitQuoteCards));
  if (textEntrance) for (const b of textEntranceTargets(textEntrance, descriptions)) for (const piece of b.pieces) if (TEXT_KINDS.has(piece.kind) && !piece.said.animation) applyEntrance(piece, textEntrance.entrance);
  for (const piece of countedLists) (descriptions.find((b) => b.segment.start <= piece.start && piece.start < b.segment.end) ?? descriptions[0]!).pieces.push(piece);
  // Facts asked for by their kind ("the date and the place", "address + price"), before the lead is judged.
  if (!editing) referredValues(reading, descriptions);
  // Scenes numbered from one make the words before them the video's name, not a scene (intents/framing-lead.ts).
  const bareLead = descriptions[0]!.segment.kind === 'lead' && descriptions[0]!.pieces.every((p) => p.kind === 'logo');
  const framed = !editing && bareLead && leadFrames(plan, (s) => descriptions.some((d) => d.segment.start === s.start && d.pieces.length > 0), reading.text.slice(descriptions[0]!.segment.start, descriptions[0]!.segment.end));
  if (framed) nameFromLead(reading, descriptions[0]!.segment, notes);
  else if (!editing) brandOntoFirst(reading, plan, descriptions);
  const streets = takeStreets(reading, descriptions);
  // In a brief that quoted nothing, a new scene with no text shows what its words say ("Announcement: We are hiring!
  // …"); one with only a picture or a lower third takes the sentence said before them as its heading. Who quotes some
  // text means the rest as description ("then some happy people dancing in a park" is footage to find, not words).
  if (!editing && reading.typedQuotes === 0) {
    // "Release notes video for v2.4, three slides: 1) … 2) … 3) …": when the slides announced are all given, the
    // words before them only frame the video; they make no slide of their own.
    const given = plan.announced !== undefined && plan.segments.filter((s) => s.kind !== 'lead').length >= plan.announced;
    // A sentence after a list that gives a fact ("… 4. Finish and get a medal. Starts 19 July.") is its last line;
    // remarks after it ("So people know how long is left") stay unshown.
    const factsAfterList = (b: BuiltScene, lists: readonly { end: number }[]) => {
      const after = Math.max(...lists.map((p) => p.end));
      for (const m of reading.text.slice(after, b.segment.end).matchAll(/[^.!?\n]+[.!?]?/g)) {
        const start = after + m.index;
        if (!FACT_KINDS.some((kind) => kindIn(kind).test(m[0])) || !reading.isFree(start, start + m[0].length)) continue;
        b.pieces.push(...readPlainTexts(reading, start, start + m[0].length).map((p) => ({ ...p, layers: p.layers.map((l) => (l.type === 'text' ? { ...l, role: 'body' as const } : l)) })));
      }
    };
    for (const b of descriptions) {
      if ((given || framed) && b.segment.kind === 'lead' && b.pieces.length === 0) continue;
      const shown = b.pieces.filter((p) => p.kind !== 'logo');
      // A sentence of its own before a list is its title ("Recipe: Pancakes. Step 1: …").
      if (shown.length && shown.every((p) => p.kind === 'list')) {
        const to = Math.min(...shown.map((p) => p.start));
        const asked = explainLead(reading.text.slice(b.segment.start, to));
        if (asked && reading.isFree(b.segment.start + asked.index, to)) {
          // "Explain how vaccines work in four steps: …": the subject is the title, not the request.
          reading.take(b.segment.start + asked.index, to);
          b.pieces.push({ kind: 'text', start: b.segment.start + asked.index, end: to, layers: [textLayer('heading', asked.title)], said: {} });
        } else if (sentenceBeforeList(reading, b.segment.start, to)) b.pieces.push(...readPlainTexts(reading, b.segment.start, to));
        else {
          // "Thanksgiving menu: roast turkey $28, …": the words before the list's noun name it; together they are its title.
          const named = listTitle(reading.text.slice(b.segment.start, Math.max(...shown.map((p) => p.end))));
          if (named && reading.isFree(b.segment.start + named.index, to)) {
            const at = b.segment.start + named.index;
            reading.take(at, to);
            if (named.title) b.pieces.push({ kind: 'text', start: at, end: to, layers: [textLayer('heading', named.title)], said: {} });
          }
        }
        factsAfterList(b, shown);
        continue;
      }
      // Over a picture too: "<list>. Precio $95. usa la foto <a> de fondo".
      const listed = shown.filter((p) => p.kind === 'list');
      if (listed.length && shown.some((p) => p.kind === 'media') && shown.every((p) => p.kind === 'list' || p.kind === 'media' || p.kind === 'text')) factsAfterList(b, listed);
      // "PassRight Driving School. 3 lessons for £75. Add a bar chart of …": sentences said before a chart or a
      // counter, in a scene with no text, are its texts (they were dropped before).
      // Only whole sentences before it: "60 second plank timer counting down" names the counter.
      const stop = shown.length && shown.every((p) => p.kind === 'chart' || p.kind === 'counter') ? [...reading.text.slice(b.segment.start, Math.min(...shown.map((p) => p.start))).matchAll(/(?<!\.)[.!?](?!\.)(?=\s)/g)].at(-1) : undefined;
      if (stop) {
        b.pieces.push(...readPlainTexts(reading, b.segment.start, b.segment.start + stop.index! + 1));
        continue;
      }
      b.pieces.push(...headingAbove(reading, b.segment, shown));
      if (!shown.every((p) => p.kind === 'media' || p.kind === 'layout' || p.kind === 'lower-third' || p.kind === 'graphic')) continue;
      // A button or an arrow is no text: the words around it are read as they would be without it.
      const placed = shown.filter((p) => p.kind !== 'graphic');
      const to = placed.length ? Math.min(...placed.map((p) => p.start)) : b.segment.end;
      // Before a picture, only a sentence of its own: "a slideshow of these three photos, 2 seconds each: <urls>"
      // introduces the pictures, it is no heading.
      if (placed.length) { b.pieces.push(...textsAroundPictures(reading, b.segment, placed)); continue; }
      const stat = b.segment.plainEnd !== undefined && !shown.length ? statPiece(reading, b.segment.start, b.segment.plainEnd) : undefined;
      b.pieces.push(...(stat ? [stat] : readPlainTexts(reading, b.segment.start, to, { explain: descriptions.length === 1 && !placed.length })));
    }
  }
  // "Tutoring with Mr Okafor: 1. Maths 2. …" in a brief that quoted its other texts: the list's label is its title.
  if (!editing && reading.typedQuotes > 0) for (const b of descriptions) { listLabelTitle(reading, b); shoutedHeading(reading, b); }
  // "Start with the title over <picture>": the title said in the lead goes over that picture, in that scene.
  const lead0 = descriptions[0]!;
  const overPicture = descriptions.find(
    (b, i) =>
      i > 0 &&
      THE_TITLE_OVER.test(reading.text.slice(b.segment.start, b.segment.end)) &&
      b.pieces.some((p) => p.kind === 'media') &&
      !b.pieces.some((p) => p.kind === 'text'),
  );
  if (overPicture && lead0.pieces.length > 0 && lead0.pieces.every((p) => p.kind === 'text')) {
    overPicture.pieces.push(...lead0.pieces);
    lead0.pieces = [];
  }
  // A web address, handle, email or phone said with a scene's title: shown under it, never dropped.
  contactLines(reading, descriptions, streets);
  // Unquoted items given a scene each ("each habit on its own scene: Wake early, Read daily"): the item is its text.
  for (const b of descriptions) {
    if (b.segment.plainEnd === undefined || b.pieces.some((p) => p.kind !== 'media' && p.kind !== 'logo')) continue;
    const stat = statPiece(reading, b.segment.start, b.segment.plainEnd);
    b.pieces.push(...(stat ? [stat] : readPlainTexts(reading, b.segment.start, b.segment.plainEnd)));
  }
  if (!editing) openingTitle(reading, descriptions[0]!.pieces, descriptions.length > 1 && descriptions[0]!.segment.kind === 'lead' && descriptions.slice(1).every((b) => b.segment.kind === 'last'));
  if (!editing) closingLine(reading, descriptions.at(-1)!.pieces);
  if (!editing && reading.quotes.length > 0) sentencesAmongQuotes(reading, descriptions, plan, framed);
  if (!editing && reading.typedQuotes > 0) labelledSceneTexts(reading, descriptions);
  // Graphics placed once every text is in, the ones added above too (a button beside texts goes at their foot).
  for (const b of descriptions) placeGraphics(b.pieces);
  // A text colour no text stood near ("… Bold white text on black." closing a brief of several scenes) is every
  // text's that has none of its own.
  const textColour = readTextColour(reading, 0, reading.length) ?? onGround?.text;
  if (textColour) for (const b of descriptions) for (const p of b.pieces) for (const l of p.layers) if ((l.type === 'text' || l.type === 'list') && !l.colour) l.colour = textColour;
  // The figures' own colour ("neon green numbers", "the countdown in red"), else the text colour: every counter's.
  const figures = descriptions.some((b) => b.pieces.some((p) => p.kind === 'counter')) ? (readBoundColour(reading, 'counter') ?? textColour) : undefined;
  if (figures) for (const b of descriptions) for (const p of b.pieces) for (const l of p.layers) if (l.type === 'counter' && !l.colour) l.colour = figures;
  const lead = descriptions[0]!;
  // A background said as a clause of its own, in any scene's words ("…, then "Old Port". dark green bg, cream
  // text."), is the whole video's, as the lead's is; one tied to its scene stays its own (intents/video-ground.ts).
  const grounded = videoGround(reading, descriptions, editing);
  if (grounded && grounded !== lead) {
    lead.background = grounded.background;
    delete grounded.background;
  }
  // The lead's background is the document's ("navy background", and a later prompt's "make the background navy").
  if (lead.background) {
    doc.background = lead.background;
    for (const scene of doc.scenes) delete scene.background;
    notes.global(describeFill(lead.background));
    delete lead.background;
  } else if (palette) {
    // "A sage green theme": the whole video's ground, unless a background was also said for it.
    doc.background = palette.fill;
    for (const scene of doc.scenes) delete scene.background;
    notes.global(describeFill(palette.fill));
  }
  const accentAsked = accent ?? palette?.accent;
  if (accentAsked) {
    doc.accent = accentAsked;
    notes.global(`${colourName(accentAsked)} accents`);
  }
  if (!editing) markDecorated(descriptions, effects);
  markLogoCards(reading, descriptions);
  // A numbered scene that only speaks ("Scene 2: a female voice reads: …") is still a scene: the narration plays over it.
  const spoken = (b: BuiltScene) => b.segment.kind === 'index' && /⟪n\d+⟫/.test(reading.text.slice(b.segment.start, b.segment.end));
  const described = withoutRepeatedTitle(spreadThroughout(reading, descriptions).filter((b) => !isEmpty(b) || spoken(b)), reading.text);
  reportEmptyScenes(reading, descriptions, notes);
  const inheritedLogo = doc.scenes.flatMap((s) => s.layers.filter((l) => l.type === 'logo')).at(-1);
  const transitionBefore = doc.scenes.at(-1)?.transition;
  const built: Scene[] = [];
  const sceneOfBuilt = new Map<BuiltScene, Scene>();
  const place = (b: BuiltScene): Scene => {
    const scene = sceneOf(b, (id) => ctx.assets.get(id)?.seconds);
    if (b.background) scene.background = b.background;
    sceneOfBuilt.set(b, scene);
    built.push(scene);
    return scene;
  };

  const rebuild = editing && plan.sequence && described.length > 1 && (plan.announced !== undefined || described.some((b) => b.segment.kind === 'first'));
  if (!editing || rebuild) {
    if (rebuild) notes.change(`replaced the ${doc.scenes.length === 1 ? 'scene' : `${doc.scenes.length} scenes`}`);
    doc.scenes = orderSegments(described).map(place);
    if (doc.scenes.length === 0) {
      const scene = newScene(lead.duration);
      if (lead.fades.fadeIn) scene.fadeIn = true;
      if (lead.fades.fadeOut) scene.fadeOut = true;
      doc.scenes.push(scene);
      sceneOfBuilt.set(lead, scene);
    }
    if (rebuild) spreadLogo(doc, inheritedLogo);
  } else {
    for (const b of descriptions) {
      const n = doc.scenes.length;
      const merging = b.segment.kind === 'lead' || (b.segment.kind === 'index' && b.segment.index! <= n);
      if (merging) {
        const target = doc.scenes[b.segment.kind === 'lead' ? n - 1 : b.segment.index! - 1]!;
        if (isEmpty(b) && b.fades.fadeIn === undefined && b.fades.fadeOut === undefined && !b.transition) continue;
        // "no fade" said of no scene in particular: none of them fades.
        if (b.segment.kind === 'lead' && isEmpty(b) && b.fades.fadeIn === false && b.fades.fadeOut === false && n > 1) {
          for (const scene of doc.scenes) Object.assign(scene, { fadeIn: false, fadeOut: false });
          notes.change('no fades');
          continue;
        }
        for (const change of restatedLines(b, target)) notes.change(change);
        addedUnder(reading, b, target);
        mergeInto(target, b);
        sceneOfBuilt.set(b, target);
        noteMerged(notes, b, doc, target);
        continue;
      }
      if (isEmpty(b)) continue;
      if (n >= 50) {
        notes.hint('a chapter holds at most 50 scenes');
        continue;
      }
      const scene = place(b);
      if (inheritedLogo && !scene.layers.some((l) => l.type === 'logo')) scene.layers = sortLayers([...scene.layers, structuredClone(inheritedLogo)]);
      if (transitionBefore && !scene.transition) scene.transition = { ...transitionBefore };
      const insert = b.segment.insert;
      let at = n;
      if (b.segment.kind === 'first' || insert?.at === 'start') at = 0;
      else if (insert?.ref !== undefined && insert.ref >= 1 && insert.ref <= n) at = insert.at === 'before' ? insert.ref - 1 : insert.ref;
      doc.scenes.splice(at, 0, scene);
    }
  }

  // 4. Motion between scenes, the logo, the sound.
  applyTransitions(doc, descriptions, sceneOfBuilt, notes);
  const newLogo = descriptions.filter((b) => !isLogoCard(b)).flatMap((b) => b.pieces.filter((p) => p.kind === 'logo').flatMap((p) => p.layers)).at(-1);
  spreadLogo(doc, newLogo, descriptions.filter(isLogoCard).flatMap((b) => (sceneOfBuilt.get(b) ? [sceneOfBuilt.get(b)!] : [])));
  // A progress bar runs through the whole video: asked now, or kept on the scenes added to a video that has one.
  // Its note: the summary lists it with a built scene's layers, but not on scenes that were there or made empty.
  if (progress) applyProgress(doc, progress, editing || built.length === 0 ? notes : undefined);
  else if (built.length) applyProgress(doc, progressEdge(doc));
  if (newLogo && editing) notes.change(describeLayer(newLogo));
  if (markLists(doc, listMarks) && editing) notes.change(listMarks ? 'numbered the list' : 'bulleted the list');
  applyEffects(doc, effects, sceneOfBuilt, notes, built, reading.text);
  for (const b of descriptions) for (const p of b.pieces) if (p.hint) notes.hint(p.hint);
  // The clips' captions: asked for, or a plain "with captions" with no narration to caption (clip-captions.ts).
  const narrated = Boolean(doc.narration) || reading.narration.length > 0;
  // "captions on the video" with a narration and no clip: the narration's captions.
  const hasClips = doc.scenes.some((s) => s.layers.some((l) => l.type === 'media' && l.kind === 'video'));
  if (clipCaptions && !hasClips && narrated && audio.captions === undefined) audio.captions = true;
  const clipsCaptioned = applyClipCaptions(doc, { asked: clipCaptions && (hasClips || !narrated), captions: narrated && audio.captions ? undefined : audio.captions, style: audio.captionStyle, highlight: audio.highlight }, notes);
  applyAudio(doc, reading, audio, voice, descriptions.flatMap((b) => b.soundtracks), notes, clipsCaptioned);

  // 5. Lengths: each scene, the whole, the chapter's own length; then list reveals fitted to them (lengths.ts).
  applyLengths(doc, sceneOfBuilt, { each, total, chapterDuration: ctx.chapterDuration, editing }, notes);

  if (still === true && !doc.still) {
    doc.still = true;
    notes.global('nothing moves');
  } else if (still === false && doc.still) {
    delete doc.still;
    notes.change('motion');
  }
  const ground = groundForTextColours(doc);
  if (ground) {
    doc.background = { type: 'solid', colour: ground };
    notes.global(`a ${ground === LIGHT_GROUND ? 'light' : 'dark'} background, so the text's own colour shows`);
  }
  keepWithinLimits(doc, notes);
  reportUnknown(reading, notes, { gotSoundtrack: descriptions.some((b) => b.soundtracks.length > 0), gotMedia: reading.assets.length > 0 });
  const document = SceneDocument.parse(doc);
  const format = resolveFormat(formatRequest, ctx.format);
  if (format) notes.format = describeFormat(format);
  const builtNow = built.map((s) => document.scenes[doc.scenes.indexOf(s)]).filter((s): s is Scene => s !== undefined);
  const summary = summarise({ doc: document, created: !editing, built: builtNow, notes, ignored: reading.ignored });
  // An initial's full stop was held while reading (read/initials.ts): given back in all that is returned.
  return withInitialsGiven({ document, summary, accounting: account(reading, document), ...(format ? { format } : {}) });
}

