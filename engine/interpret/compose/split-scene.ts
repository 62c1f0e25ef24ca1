import type { BuiltScene } from './build-scene.js';

/**
 * `count` empty scenes that one description is split into (a slide per picture, a card per quote): the first keeps
 * its ground, transition and sound, the first and last its fades, and each its length.
 */
export function emptyParts(built: BuiltScene, count: number): BuiltScene[] {
  return Array.from({ length: count }, (_, i) => ({
    segment: built.segment,
    pieces: [],
    ...(built.duration !== undefined ? { duration: built.duration } : {}),
    ...(i === 0 && built.background ? { background: built.background } : {}),
    ...(i === 0 && built.transition ? { transition: built.transition } : {}),
    fades: i === 0 ? { fadeIn: built.fades.fadeIn } : i === count - 1 ? { fadeOut: built.fades.fadeOut } : {},
    soundtracks: i === 0 ? built.soundtracks : [],
  }));
}
