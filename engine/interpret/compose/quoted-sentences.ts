import { afterTitle, linesUnderMarker, readContentSentences, restatesCounter, sentencePiece, shownSentence } from '../intents/content-sentences.js';
import type { Reading } from '../read/reading.js';
import type { ScenePlan } from '../read/scene-plan.js';
import type { BuiltScene } from './build-scene.js';
import { textLayer } from './layers.js';

/*
 * Sentences of content in a brief that quoted its texts ('Explainer titled "Why sleep matters". Adults need 7 to 9
 * hours a night. …'): shown, not dropped as description. One said with a scene's lone title is its subtitle; one in
 * a scene with no text is its title; the others are slides of their own, after their scene.
 */
export function sentencesAmongQuotes(reading: Reading, descriptions: BuiltScene[], plan: ScenePlan, framed: boolean): void {
  const allGiven = plan.announced !== undefined && plan.segments.filter((s) => s.kind !== 'lead').length >= plan.announced;
  const counted = new Set(descriptions.flatMap((d) => d.pieces.flatMap((p) => p.layers.flatMap((l) => (l.type === 'counter' ? [l.to] : [])))));
  for (let i = 0; i < descriptions.length; i++) {
    const b = descriptions[i]!;
    if (b.segment.plainEnd !== undefined || (framed && b.segment.kind === 'lead' && b.pieces.length === 0)) continue;
    const sentences = readContentSentences(reading, b.segment.start, b.segment.end).filter((s) => {
      if (!restatesCounter(s.text, counted)) return true;
      reading.take(s.start, s.end);
      return false;
    });
    if (!sentences.length) continue;
    const texts = b.pieces.filter((p) => p.kind === 'text' || p.kind === 'list' || p.kind === 'quote' || p.kind === 'chart' || p.kind === 'counter' || p.kind === 'layout');
    const lone = texts.length === 1 && texts[0]!.kind === 'text' && texts[0]!.layers.every((l) => l.type === 'text' && l.role === 'heading') ? texts[0] : undefined;
    const rest = [...sentences];
    const short = (s: { text: string }, n: number) => s.text.split(/\s+/).length <= n;
    const titled = texts.length === 1 && texts[0]!.kind === 'text' && texts[0]!.layers.some((l) => l.type === 'text' && l.role === 'heading') && !texts[0]!.layers.some((l) => l.type === 'text' && l.role === 'body') ? texts[0] : undefined;
    // Scenes counted and each given ("Two scenes. First a quote … Second: Spring Concert, 27 April. Tickets £8 on the
    // door."): a scene's further sentences are its lines, never scenes of their own beyond the count.
    const home = texts.length === 0 ? undefined : texts.find((p) => p.kind === 'text');
    if (allGiven && b.segment.kind !== 'lead' && rest.length <= 3 && (texts.length === 0 || home)) {
      const piece = home ?? sentencePiece(rest.shift()!);
      if (!home) b.pieces.push(piece);
      for (const s of rest.splice(0)) {
        const alone = piece.layers.every((l) => l.type === 'text' && l.role === 'heading');
        piece.layers.push(...sentencePiece(s, alone ? 'subtitle' : 'body').layers);
        piece.end = Math.max(piece.end, s.end);
      }
      for (const s of sentences) reading.take(s.start, s.end);
      continue;
    }
    if (texts.length === 0) {
      const piece = sentencePiece(rest.shift()!);
      b.pieces.push(piece);
      // Over a picture, the sentence after it is its second line ("3 bed semi, 42 Elm Road. Guide price £325,000."),
      // not a slide of its own.
      if (rest.length === 1 && short(rest[0]!, 8) && b.pieces.some((p) => p.kind === 'media')) {
        piece.layers.push(...sentencePiece(rest[0]!, 'subtitle').layers);
        piece.end = rest.shift()!.end;
      }
    } else if (b.segment.kind === 'index' && lone && linesUnderMarker(lone, rest)) rest.length = 0;
    else if (lone && rest.length === 1 && short(rest[0]!, 14)) {
      const heading = lone.layers[0]!.type === 'text' ? lone.layers[0]!.text : '';
      const sentence = rest.shift()!;
      const added = afterTitle(shownSentence(sentence), heading);
      if (added) lone.layers.push(textLayer('subtitle', added));
    }
    // One short line more under a title and its details ("Apply in store."): its last line.
    else if (titled && rest.length === 1 && short(rest[0]!, 8)) titled.layers.push(...sentencePiece(rest.shift()!, 'body').layers);
    // Said before the scene's own content, slides come before it ("Black Friday sale! … Countdown from 10").
    const first = Math.min(...b.pieces.map((p) => p.start));
    const slidesOf = (list: typeof rest): BuiltScene[] => {
      const out: BuiltScene[] = [];
      for (let k = 0; k < list.length; k++) {
        const s = list[k]!;
        const next = list[k + 1];
        const pieces = [sentencePiece(s)];
        // An exclamation of a few words and the line after it are one slide: "Black Friday sale!" over "Up to 60% off".
        if (next && /!$/.test(s.text) && short(s, 5) && short(next, 10)) {
          pieces[0]!.layers.push(...sentencePiece(next, 'subtitle').layers);
          pieces[0]!.end = next.end;
          k++;
        }
        out.push({ segment: { ...b.segment, start: s.start, end: pieces[0]!.end }, pieces, fades: {}, soundtracks: [] });
      }
      return out;
    };
    const before = slidesOf(rest.filter((s) => s.end <= first));
    const after = slidesOf(rest.filter((s) => s.end > first));
    for (const s of sentences) reading.take(s.start, s.end);
    descriptions.splice(i + 1, 0, ...after);
    descriptions.splice(i, 0, ...before);
    i += before.length + after.length;
  }
}
