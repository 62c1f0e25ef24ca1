import { describe, expect, it } from '@jest/globals';
import { converter } from 'culori';
import type { SceneDocument } from '../../model/scene-document.js';
import { hexToRgb, worstRatio } from '../render/style/contrast.js';
import { THEME_STYLES } from '../render/style/themes.js';
import { TEMPLATES } from './catalogue/index.js';
import { fillTemplate, templateDocument } from './gallery.js';
import { groundSamples, groundTint, textColourOn } from './text-colours.js';

const toOklch = converter('oklch');
const assets = () => undefined;
/** A grey, white, black or a faint tint: no colour of its own. */
const neutral = (hex: string) => (toOklch(hex)!.c ?? 0) < 0.04;

/** Each template with a colour field, and which of its colour fields paint the ground and which the accent. */
const coloured = TEMPLATES.map((t) => ({ template: t, bindings: templateDocument(t).fields ?? [] }))
  .map(({ template, bindings }) => ({
    template,
    ground: bindings.filter((b) => b.path.startsWith('background.')).map((b) => b.name),
    accent: bindings.filter((b) => b.path === 'accent').map((b) => b.name),
  }))
  .filter((t) => t.ground.length + t.accent.length > 0);

/** Every text, list and what it is read against: the scene's ground (texts over a full-frame picture are the renderer's). */
function texts(doc: SceneDocument) {
  return doc.scenes.flatMap((scene) => {
    if (scene.layers.some((l) => l.type === 'media' && l.placement === 'full')) return [];
    const fill = scene.background ?? doc.background;
    return scene.layers.flatMap((l) => (l.type === 'text' || l.type === 'list' ? [{ what: l.type === 'text' ? l.text : l.items[0]!, colour: l.colour, fill }] : []));
  });
}

describe('the texts of a filled template', () => {
  it('covers every template with a colour field', () => {
    expect(coloured.map((t) => t.template.id).sort()).toEqual(['event', 'job-post', 'podcast-episode', 'promo', 'quote-card', 'recipe-steps', 'sale', 'testimonial', 'year-in-review']);
  });

  const grounds = { dark: '#0b3d2e', light: '#fdf2e9' };
  const CORAL = '#ff7f50';
  for (const { template, ground, accent } of coloured) {
    for (const [shade, colour] of Object.entries(grounds)) {
      it(`${template.id} on a ${shade} ground: every text reads at 4.5:1 in a colour that is the person's or a neutral`, () => {
        const values = Object.fromEntries([...ground.map((n) => [n, colour]), ...accent.map((n) => [n, CORAL])]);
        const filled = fillTemplate(template, values, assets);
        if (!filled.ok) throw new Error(filled.errors.join('; '));
        const found = texts(filled.document);
        expect(found.length).toBeGreaterThan(0);
        for (const t of found) {
          expect({ text: t.what, colour: t.colour }).toEqual({ text: t.what, colour: expect.stringMatching(/^#[0-9a-f]{6}$/) });
          expect({ text: t.what, ratio: worstRatio(hexToRgb(t.colour!), groundSamples(t.fill)) >= 4.5 }).toEqual({ text: t.what, ratio: true });
          const theirs = t.colour === CORAL || neutral(t.colour!);
          expect({ text: t.what, colour: t.colour, theirs }).toEqual({ text: t.what, colour: t.colour, theirs: true });
        }
      });
    }
  }

  it("never leaves the promo's texts in the bold theme's yellow: the coral accent heads a deep green ground", () => {
    const filled = fillTemplate(TEMPLATES.find((t) => t.id === 'promo')!, { brand: '#0b3d2e', accent: CORAL }, assets);
    if (!filled.ok) throw new Error(filled.errors.join('; '));
    const colours = texts(filled.document).map((t) => t.colour);
    expect(colours).not.toContain(THEME_STYLES.bold.textColour);
    expect(texts(filled.document).filter((t) => /Aurora|Why|Order/.test(t.what)).map((t) => t.colour)).toEqual([CORAL, CORAL, CORAL]);
    // On a green where coral reads at 3.6:1 only, the headings take a tint of the green instead.
    const mid = fillTemplate(TEMPLATES.find((t) => t.id === 'promo')!, { brand: '#14532d', accent: CORAL }, assets);
    expect(mid.ok && texts(mid.document).every((t) => t.colour !== CORAL && neutral(t.colour!))).toBe(true);
  });
});

describe('textColourOn', () => {
  it('gives a heading the accent only where it reads, and other texts a tint of the ground', () => {
    const dark = { type: 'solid', colour: '#1e1b4b' } as const;
    const light = { type: 'solid', colour: '#fefce8' } as const;
    expect(textColourOn(dark, 'heading', '#f59e0b')).toBe('#f59e0b');
    expect(textColourOn(light, 'heading', '#f59e0b')).toBe(groundTint(light, true));
    expect(textColourOn(dark, 'heading', undefined)).toBe(groundTint(dark, true));
    const tint = groundTint(dark, false);
    expect(neutral(tint)).toBe(true);
    expect(toOklch(tint)!.l).toBeGreaterThan(0.9);
    expect(toOklch(groundTint(light, false))!.l).toBeLessThan(0.35);
  });

  it('reads on both ends of a gradient, or falls back to white or near-black', () => {
    const gradient = { type: 'gradient', from: '#0f172a', to: '#f97316', direction: 'vertical' } as const;
    const c = groundTint(gradient, false);
    expect(['#ffffff', '#121212']).toContain(c);
  });
});
