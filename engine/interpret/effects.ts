import type { ParticlesLayer } from '../../model/scene-document.js';

/** Spoken back in summaries: "confetti", "light snow", "hearts floating up". */
export function describeParticles(layer: ParticlesLayer): string {
  const what = { confetti: 'confetti', sparkles: 'sparkles', snow: 'falling snow', bubbles: 'bubbles rising', hearts: 'hearts floating up', stars: 'twinkling stars' }[layer.kind];
  return `${layer.density === 'normal' ? '' : `${layer.density === 'light' ? 'a little' : 'lots of'} `}${what}`;
}
