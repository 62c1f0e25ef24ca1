import { describe, expect, it } from '@jest/globals';
import type { SceneDocument } from '../../model/scene-document.js';
import { drawnStrings } from '../scene/drawn-strings.js';
import { IMG, read, allDrawn, assetUrl } from './testing.js';


/*
 * Rules read from the w126 blind batch (docs/prompt-generalisation.md, "Thirtieth round"), each tested in phrasings of
 * my own, with ones that must not trigger them.
 */

describe('an unquoted title joined by "and" to a quoted line under it', () => {
  it('both are drawn, the title first', () => {
    const doc = read(`the photo ${assetUrl(IMG)} with the title Twelfth Night and 'Hill Players, 8-10 May' under it`).document;
    expect(allDrawn(doc)).toEqual(['Twelfth Night', 'Hill Players, 8-10 May']);
  });

  it.each([
    ["title for the 'Summer' slide", ['Summer']],
    ['Donut chart of Rent 40%, Food 30%, Other 30%. Title Your budget, 2025/26.', undefined],
  ])('a quote the title names, and a year after its comma, stay as they were: %s', (prompt, texts) => {
    const shown = allDrawn(read(prompt).document);
    if (texts) expect(shown).toEqual(texts);
    else expect(shown).toContain('Your budget, 2025/26');
  });
});

describe('German: a bold look and texts placed "oben" and "unten"', () => {
  it('"Text oben: "…" und unten: "…". Fetter Stil."', () => {
    const doc = read('Text oben: "Probetraining gratis" und unten: "Nur im März". Fetter Stil.').document;
    expect(doc.theme).toBe('bold');
    const placed = doc.scenes[0]!.layers.flatMap((l) => (l.type === 'text' ? [[l.text, l.placement]] : []));
    expect(placed).toEqual([['Probetraining gratis', 'top'], ['Nur im März', 'bottom']]);
  });
});
