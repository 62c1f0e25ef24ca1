import type { BuiltScene } from './build-scene.js';

/*
 * A title said twice: once opening the prompt and again as the first numbered slide ("Harvest Fair – a video for the
 * hall screen. Slide 1: Harvest Fair. Slide 2: …"). The words name the video and then give its first slide: one
 * scene, not two that read the same.
 */

const wordsOf = (a: string) => a.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
/**
 * The same title, or the next one with a few words of what it is around it ("For Kettle & Crumb cafe" before "1)
 * Kettle & Crumb"): the next one's words, whole, inside it, with at most three more.
 */
const same = (opening: string, next: string) => {
  const [a, b] = [wordsOf(opening), wordsOf(next)];
  return a === b || (b.length > 0 && ` ${a} `.includes(` ${b} `) && a.split(' ').length - b.split(' ').length <= 3);
};

/** The heading of a scene made only of one heading (nothing else drawn, no length or background of its own). */
function onlyHeading(b: BuiltScene): string | undefined {
  if (b.pieces.length !== 1 || b.duration !== undefined || b.background || b.decorated) return undefined;
  const layers = b.pieces[0]!.layers;
  const text = layers.length === 1 && layers[0]!.type === 'text' && layers[0]!.role === 'heading' ? layers[0]!.text : undefined;
  return text;
}

/**
 * A scene's texts without one said again word for word ("I have a tapas bar, 'La Pequeña Taberna'. … Title 'La
 * Pequeña Taberna'"): a text is drawn once in its scene; the one said as the title stays, the earlier mention goes.
 */
function withoutTwiceSaid(scene: BuiltScene): void {
  const texts = scene.pieces.flatMap((piece) => piece.layers.flatMap((layer) => (layer.type === 'text' ? [{ piece, layer }] : [])));
  for (const [i, a] of texts.entries()) {
    const again = texts.slice(i + 1).find((b) => wordsOf(b.layer.text) === wordsOf(a.layer.text) && b.layer.role === a.layer.role);
    if (!again || !wordsOf(a.layer.text)) continue;
    const drop = again.piece.start < a.piece.start ? again : a;
    drop.piece.layers = drop.piece.layers.filter((l) => l !== drop.layer);
  }
  scene.pieces = scene.pieces.filter((p) => p.layers.length > 0 || p.kind !== 'text');
}

/**
 * A first slide said as the title with something else, whose words are that something ("'FutureMobility Summit' with
 * 3 scenes: 1) Title with date '12–13 November'"): the title is the name said before, the quote the line under it.
 */
const TITLE_WITH = /^[\s\d.):–—-]*(?:the\s+|a\s+)?(?:title|heading)(?:\s+(?:slide|card|screen|scene))?\s*(?:with|and|plus|\+|&)\s+(?:the\s+|a\s+|its\s+)?(?:date|dates|day|time|place|venue|location|city|year|tagline|slogan|subtitle|strapline|motto)\b[^\n]{0,12}$/i;

/**
 * The scenes without an opening one whose only heading the next scene opens with again, or whose heading the next
 * scene asks for by name ("Title with date '…'"): then the heading joins it, above the words it gives.
 */
export function withoutRepeatedTitle(scenes: BuiltScene[], text = ''): BuiltScene[] {
  for (const scene of scenes) withoutTwiceSaid(scene);
  const [first, second] = scenes;
  if (!first || !second || first.segment.kind !== 'lead') return scenes;
  const title = onlyHeading(first);
  const next = second.pieces.flatMap((p) => p.layers).find((l) => l.type === 'text' && l.role === 'heading');
  if (title === undefined || next?.type !== 'text') return scenes;
  const said = text.slice(second.segment.start, second.segment.end).split('⟪')[0]!;
  if (!same(title, next.text) && TITLE_WITH.test(said)) {
    next.role = 'subtitle';
    second.pieces.unshift(first.pieces[0]!);
  } else if (!same(title, next.text)) return scenes;
  return scenes.slice(1);
}
