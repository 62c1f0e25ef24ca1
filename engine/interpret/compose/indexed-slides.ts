import type { BuiltScene } from './build-scene.js';

/*
 * Scenes said by their number after the pictures that made them ("Three scenes, one photo each: <a>, <b>, <c>. Scene
 * 1 text "Your day", scene 2 "Your story", …"): each numbered description is said of that picture's scene, not a
 * scene of its own after them. Only when the numbers all name a slide and the numbered descriptions show no picture.
 */
export function indexedOntoSlides(descriptions: BuiltScene[]): BuiltScene[] {
  const first = descriptions[0];
  if (!first) return descriptions;
  const slides = descriptions.filter((d) => d.segment === first.segment);
  const indexed = descriptions.filter((d) => d.segment.kind === 'index');
  if (slides.length < 2 || !indexed.length || slides.length + indexed.length !== descriptions.length) return descriptions;
  const picture = (s: BuiltScene) => s.pieces.some((p) => p.kind === 'media');
  if (slides.filter(picture).length < 2) return descriptions;
  const fits = (d: BuiltScene) => d.segment.index !== undefined && d.segment.index <= slides.length && picture(slides[d.segment.index - 1]!) && !d.pieces.some((p) => p.kind === 'media' || p.kind === 'layout');
  if (!indexed.every(fits)) return descriptions;
  for (const d of indexed) {
    const slide = slides[d.segment.index! - 1]!;
    slide.pieces.push(...d.pieces);
    slide.soundtracks.push(...d.soundtracks);
    slide.duration ??= d.duration;
    slide.background ??= d.background;
    slide.transition ??= d.transition;
    slide.fades = { ...d.fades, ...slide.fades };
  }
  return slides;
}
