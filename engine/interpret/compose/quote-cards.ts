import type { BuiltScene } from './build-scene.js';
import { emptyParts } from './split-scene.js';

/*
 * Several quote cards said in one description ("Three reviews: '…' - Mrs Patel, '…' - Gary W, '…' - Sandra") are a
 * card each, one after another: a designer never stacks three testimonials in one frame. What else the description
 * holds (a title said before them, a logo) stays on the first card.
 */
export function splitQuoteCards(built: BuiltScene): BuiltScene[] {
  const quotes = built.pieces.filter((p) => p.kind === 'quote');
  if (quotes.length < 2 || built.pieces.some((p) => p.kind === 'media' || p.kind === 'layout' || p.kind === 'list' || p.kind === 'chart')) return [built];
  const cards = emptyParts(built, quotes.length);
  let current = 0;
  for (const piece of [...built.pieces].sort((a, b) => a.start - b.start)) {
    const k = quotes.indexOf(piece);
    if (k >= 0) current = k;
    cards[current]!.pieces.push(piece);
  }
  return cards;
}
