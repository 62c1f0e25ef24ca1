import { describe, expect, it } from '@jest/globals';
import type { FrameSize } from '../../../model/format.js';
import { Layer, type Layer as LayerT } from '../../../model/scene-document.js';
import { intersects } from './boxes.js';
import { composeBlocks, driftLift, headingSize } from './compose-blocks.js';
import { setCounter } from '../layers/counter.js';
import { layerRegions, picturesUnder, stackGroups } from './compose-scene.js';
import { setText } from '../layers/text.js';
import { contentArea } from '../placement.js';
import { hexToRgb } from '../style/contrast.js';
import { referenceLength, TYPE_SCALE } from '../typeset/set-block.js';

const IMG = 'ast_abcdefghijklmnopqrstu';
const HD: FrameSize = { width: 1920, height: 1080 };
const layers = (...input: object[]): LayerT[] => input.map((l) => Layer.parse(l));

/** The scene's composition as compose-scene makes it, and each text layer set as its renderer sets it. */
function compose(input: LayerT[], frame = HD, options: { captionsTop?: number } = {}) {
  const regions = layerRegions(input, frame, 5, new Map(), options);
  const c = composeBlocks(input, regions, stackGroups(input, 5), { frame, theme: 'classic', fill: { type: 'solid', colour: '#1c1b2a' }, sceneSeconds: 5, picturesUnder: picturesUnder(input, regions, 5) });
  const set = input.map((l, i) =>
    l.type === 'text' ? setText(l, { theme: 'classic', frame, box: c.regions[i]!.box, align: { h: c.regions[i]!.h, v: c.regions[i]!.v }, fill: { type: 'solid', colour: '#1c1b2a' }, overMedia: c.overMedia[i], panel: c.panels[i] }) : undefined,
  );
  return { ...c, set };
}

describe('text blocks', () => {
  it('gives a title and subtitle on the plain half of a split layout no backdrop at all', () => {
    const c = compose(
      layers(
        { type: 'media', assetId: IMG, kind: 'image', placement: 'left-half' },
        { type: 'text', role: 'heading', text: 'Meet Ana', placement: 'right-half' },
        { type: 'text', role: 'subtitle', text: 'Head of Design', placement: 'right-half' },
      ),
    );
    expect(c.overMedia.slice(1)).toEqual([false, false]);
    expect(c.panels).toEqual([undefined, undefined, undefined]);
    expect(c.set[1]!.style.backdrop).toBeUndefined();
    expect(c.set[2]!.style.backdrop).toBeUndefined();
    expect(c.blocks.filter((b) => b.members.length === 2)).toHaveLength(1);
  });

  it('gives a title and subtitle over a picture ONE panel around both, and neither member one of its own', () => {
    const c = compose(
      layers(
        { type: 'media', assetId: IMG, kind: 'image', placement: 'full' },
        { type: 'text', role: 'heading', text: 'Explore Iceland' },
        { type: 'text', role: 'subtitle', text: 'Ten days on the ring road' },
      ),
    );
    const block = c.blocks.find((b) => b.members.length === 2)!;
    expect(block.panel).toBeDefined();
    expect(c.panels[1]).toBe(block.panel!.backdrop);
    expect(c.panels[2]).toBe(block.panel!.backdrop);
    expect(c.set[1]!.style.backdrop).toBeUndefined();
    expect(c.set[2]!.style.backdrop).toBeUndefined();
    // The panel holds both members' ink, inside the frame.
    for (const i of [1, 2]) {
      const s = c.set[i]!;
      expect(s.inkX).toBeGreaterThanOrEqual(block.panel!.box.x);
      expect(s.inkY + s.block.height).toBeLessThanOrEqual(block.panel!.box.y + block.panel!.box.h + 1);
    }
    // The text reads against the panel: 4.5:1 or better.
    expect(Math.min(c.set[1]!.ratio, c.set[2]!.ratio)).toBeGreaterThanOrEqual(4.5);
  });

  it('decides by geometry: a title beside a picture in a corner box has no backdrop, one over it has', () => {
    const picture = { type: 'media', assetId: IMG, kind: 'image', placement: { x: 0.05, y: 0.05, w: 0.3, h: 0.3 } };
    const beside = compose(layers(picture, { type: 'text', role: 'heading', text: 'Beside', placement: 'bottom' }));
    expect(beside.overMedia[1]).toBe(false);
    expect(beside.set[1]!.style.backdrop).toBeUndefined();
    const over = compose(layers(picture, { type: 'text', role: 'heading', text: 'Over', placement: 'top-left' }));
    expect(over.overMedia[1]).toBe(true);
    expect(over.set[1]!.style.backdrop?.kind).toBe('panel');
  });

  it('sizes a lower third by the type scale over a picture with a title, in the safe area and clear of the title, also above captions', () => {
    for (const captionsTop of [undefined, 940, 900, 860]) {
      const c = compose(
        layers(
          { type: 'media', assetId: IMG, kind: 'image', placement: 'full' },
          { type: 'text', role: 'heading', text: 'Our journey' },
          { type: 'text', role: 'name', text: 'Jane Doe' },
          { type: 'text', role: 'role', text: 'CEO' },
          { type: 'logo', assetId: IMG, placement: 'top-right' },
        ),
        HD,
        { captionsTop },
      );
      const [title, name, role] = [c.set[1]!, c.set[2]!, c.set[3]!];
      // The name at least 5 % of the frame's height (54 px at 1080p), the role clearly smaller but readable.
      expect(name.block.px).toBeGreaterThanOrEqual(0.05 * HD.height);
      expect(role.block.px).toBeGreaterThanOrEqual(0.033 * HD.height);
      expect(role.block.px).toBeLessThan(name.block.px * 0.8);
      // The title keeps a hero's size beside it (it once came out at 40 px).
      expect(title.block.px).toBeGreaterThanOrEqual(0.095 * HD.height);
      const lowerThird = c.blocks.find((b) => b.members.includes(2))!;
      const titleBlock = c.blocks.find((b) => b.members.includes(1))!;
      expect(lowerThird.members).toEqual([2, 3]);
      expect(intersects(lowerThird.box, titleBlock.box)).toBe(false);
      const safe = contentArea(HD);
      expect(lowerThird.box.x).toBeGreaterThanOrEqual(safe.x);
      expect(lowerThird.box.y + lowerThird.box.h).toBeLessThanOrEqual(captionsTop ?? safe.y + safe.h);
      expect(lowerThird.box.y).toBeGreaterThan(HD.height * 0.5);
    }
  });

  it('sets a short quote as the hero of its card: large, on balanced lines, its attribution small and close', () => {
    const c = compose(
      layers({ type: 'text', role: 'quote', text: 'Simplicity is the ultimate sophistication' }, { type: 'text', role: 'attribution', text: 'Leonardo da Vinci' }),
    );
    const [quote, by] = [c.set[0]!, c.set[1]!];
    expect(quote.block.px).toBeGreaterThanOrEqual(0.09 * HD.height);
    expect(quote.block.lines.length).toBe(2);
    const [a, b] = quote.block.lines.map((l) => l.width);
    expect(Math.min(a!, b!) / Math.max(a!, b!)).toBeGreaterThan(0.6);
    expect(by.block.px).toBeLessThan(quote.block.px * 0.45);
    const gap = by.inkY - (quote.inkY + quote.block.height);
    expect(gap).toBeGreaterThan(0);
    expect(gap).toBeLessThan(quote.block.capHeight);
  });

  describe('a title over a full-frame photo with a corner logo and a lower third', () => {
    // The photo measured as calm-band.ts measures it (here: its bottom calmer, a mid-blue sky everywhere).
    const ground = (band: 'top' | 'bottom') => ({ band, energy: { top: 10, bottom: 10 }, samplesIn: () => [{ r: 90, g: 120, b: 180 }] });
    for (const [frame, name] of [[HD, '16:9'], [{ width: 1080, height: 1920 }, '9:16'], [{ width: 1080, height: 1080 }, '1:1']] as const) {
      for (const calm of ['top', 'bottom'] as const) {
        it(`sets it in a calm band under the logo, clear of the lower third, over a scrim (${name}, calm ${calm})`, () => {
          const input = layers(
            { type: 'media', assetId: IMG, kind: 'image', placement: 'full', fit: 'cover' },
            { type: 'text', role: 'heading', text: 'Autumn Collection' },
            { type: 'text', role: 'name', text: 'Jane Doe', placement: 'lower-third' },
            { type: 'text', role: 'role', text: 'Head of Design', placement: 'lower-third' },
            { type: 'logo', assetId: IMG, placement: 'top-right' },
          );
          // The interpreter's logo (scale 0.15) of a 5:2 wordmark.
          const logoSizes = new Map([[4, { w: Math.round(frame.width * 0.15), h: Math.round(frame.width * 0.06) }]]);
          const regions = layerRegions(input, frame, 5, logoSizes);
          const g = ground(calm);
          const c = composeBlocks(input, regions, stackGroups(input, 5), { frame, theme: 'classic', sceneSeconds: 5, picturesUnder: picturesUnder(input, regions, 5), ground: (i) => (i > 0 ? g : undefined), logoSizes });
          const title = c.blocks.find((b) => b.members.includes(1))!;
          const lowerThird = c.blocks.find((b) => b.members.includes(2))!;
          // A scrim from the top edge, not a centred panel over the subject.
          expect(title.panel?.backdrop.kind).toBe('scrim');
          expect(title.panel?.backdrop.edge).toBe('top');
          const area = contentArea(frame);
          // Clear of the logo's own box (the top right of the area) and of the lower third.
          const logo = { x: area.x + area.w - logoSizes.get(4)!.w, y: area.y, w: logoSizes.get(4)!.w, h: logoSizes.get(4)!.h };
          expect(intersects(title.box, logo)).toBe(false);
          expect(intersects(title.box, lowerThird.box)).toBe(false);
          // Still a hero: at least a heading's base size.
          const set = setText(input[1] as never, { theme: 'classic', frame, box: c.regions[1]!.box, align: { h: c.regions[1]!.h, v: c.regions[1]!.v }, overMedia: true, panel: c.panels[1] });
          expect(set.block.px).toBeGreaterThanOrEqual(0.08 * Math.min(frame.width, frame.height));
          // Its ink in the top third of the area text may use, below the logo.
          expect(set.inkY).toBeGreaterThanOrEqual(logo.y + logo.h);
          expect(set.inkY + set.block.height).toBeLessThanOrEqual(logo.y + logo.h + area.h / 3 + 0.04 * Math.min(frame.width, frame.height));
          expect(set.inkY + set.block.height).toBeLessThan(frame.height / 2);
        });
      }
    }
  });

  it('sets a title "at the top" low enough that its drift keeps it inside the safe area (720p, 6 s)', () => {
    const frame = { width: 1280, height: 720 };
    const input = layers(
      { type: 'text', role: 'heading', text: 'Flash Sale ends in', placement: 'top' },
      { type: 'counter', from: 5, to: 0, placement: 'center' },
      { type: 'text', role: 'subtitle', text: 'Up to 70% off everything', placement: 'bottom' },
    );
    const regions = layerRegions(input, frame, 6);
    const fill = { type: 'solid' as const, colour: '#e00000' };
    const c = composeBlocks(input, regions, stackGroups(input, 6), { frame, theme: 'classic', fill, sceneSeconds: 6, picturesUnder: picturesUnder(input, regions, 6) });
    const title = setText(input[0] as never, { theme: 'classic', frame, box: c.regions[0]!.box, align: { h: c.regions[0]!.h, v: c.regions[0]!.v }, fill });
    const lift = driftLift(input[0]!, { frame, sceneSeconds: 6 });
    // It drifts about 30 px over 6 s (measured on the frames: 27 px); it set its cap top on the safe line and ended
    // 5 px from the frame's edge.
    expect(lift).toBeGreaterThan(27);
    expect(title.inkY - lift).toBeGreaterThanOrEqual(contentArea(frame).y);
    // Still a title's size, and still clear of the counter's place.
    expect(title.block.px).toBeGreaterThanOrEqual(0.1 * frame.height);
    // A title that does not move keeps the safe line.
    const still = layers({ type: 'text', role: 'heading', text: 'Flash Sale', placement: 'top', animation: { in: 'none', out: 'none' } });
    const r2 = layerRegions(still, frame, 6);
    const c2 = composeBlocks(still, r2, stackGroups(still, 6), { frame, theme: 'classic', fill, sceneSeconds: 6, picturesUnder: picturesUnder(still, r2, 6) });
    expect(c2.regions[0]!.box.y).toBe(contentArea(frame).y);
  });

  it('centres a counter in the space a title at the top leaves (square: it sat at the frame\'s middle, the bottom third empty)', () => {
    const frame = { width: 1080, height: 1080 };
    const input = layers({ type: 'counter', from: 0, to: 10000, suffix: ' users' }, { type: 'text', role: 'heading', text: 'Thank you', placement: 'top' });
    const regions = layerRegions(input, frame, 5);
    const c = composeBlocks(input, regions, stackGroups(input, 5), { frame, theme: 'classic', fill: { type: 'solid', colour: '#1c1b2a' }, sceneSeconds: 5, picturesUnder: picturesUnder(input, regions, 5) });
    const counter = c.regions[0]!.box;
    const title = c.blocks.find((b) => b.members.includes(1))!.box;
    expect(counter.y).toBeGreaterThan(title.y + title.h);
    const middle = counter.y + counter.h / 2;
    // The middle of the space under the title, down to the area's bottom.
    const area = contentArea(frame);
    expect(Math.abs(middle - (title.y + title.h + area.y + area.h) / 2)).toBeLessThan(frame.height * 0.04);
    expect(middle).toBeGreaterThan(frame.height * 0.54);
  });

  it('sets a counter under a title the prompt did not place on the grid: a cap height or more under it, the group centred (16:9, 1:1, 9:16)', () => {
    for (const frame of [HD, { width: 1080, height: 1080 }, { width: 1080, height: 1920 }]) {
      const input = layers({ type: 'text', role: 'heading', text: 'Our community' }, { type: 'counter', from: 0, to: 10000, suffix: ' members' });
      const { regions, set } = compose(input, frame);
      const title = set[0]!;
      const r = regions[1]!;
      const figure = setCounter(input[1] as never, ['10,000'], { frame, theme: 'classic', box: r.box, align: { h: r.h, v: r.v } }, 'members');
      const gap = figure.ink.y - (title.inkY + title.block.height);
      expect(gap).toBeGreaterThanOrEqual(title.block.capHeight * 0.99);
      expect(gap).toBeGreaterThanOrEqual(figure.capHeight * 0.74);
      expect(gap).toBeLessThanOrEqual(Math.max(title.block.capHeight, figure.capHeight) * 1.2);
      const area = contentArea(frame);
      const middle = (title.inkY + figure.ink.y + figure.ink.h) / 2;
      expect(Math.abs(middle - (area.y + area.h / 2))).toBeLessThan(frame.height * 0.03);
    }
  });

  it("sets a heading no larger than the chapter's first title when given its size", () => {
    const opening = layers({ type: 'text', role: 'heading', text: 'Modern Family Home' }, { type: 'text', role: 'subtitle', text: '4 beds · 3 baths · $850,000' });
    const first = compose(opening);
    const px = headingSize(opening, first, { frame: HD, theme: 'classic', fill: { type: 'solid', colour: '#1c1b2a' }, sceneSeconds: 5, picturesUnder: () => [] })!;
    expect(px).toBeCloseTo(first.set[0]!.block.px, 5);
    const later = layers({ type: 'text', role: 'heading', text: 'Open' });
    const regions = layerRegions(later, HD, 5);
    const env = { frame: HD, theme: 'classic' as const, fill: { type: 'solid' as const, colour: '#1c1b2a' }, sceneSeconds: 5, picturesUnder: () => [], headingPx: px };
    const c = composeBlocks(later, regions, stackGroups(later, 5), env);
    const free = compose(later).set[0]!.block.px;
    expect(free).toBeGreaterThan(px);
    expect(headingSize(later, c, env)).toBeLessThanOrEqual(px + 1e-6);
  });
});

describe('the gap inside a block, wherever it is laid out', () => {
  const ground = (band: 'top' | 'bottom') => ({ band, energy: { top: 10, bottom: 10 }, samplesIn: () => [{ r: 90, g: 120, b: 180 }] });
  const frames = [[HD, '16:9'], [{ width: 1080, height: 1920 }, '9:16'], [{ width: 1080, height: 1080 }, '1:1']] as const;
  const pairs = [
    ['quote', 'The best coffee in town, hands down', 'attribution', 'Leo Martin, regular since 2019'],
    ['quote', 'Montage saved our team ten hours a week', 'attribution', 'Priya Shah, Head of Marketing at Acme'],
    ['heading', 'Handmade Ceramic Mug', 'subtitle', '$24 · free shipping'],
    ['heading', 'Behind the Scenes', 'subtitle', 'A day at our bakery'],
    ['heading', 'Unforgettable', 'subtitle', 'Our summer in Portugal'],
    ['name', 'Sam Patel', 'role', 'Lead Engineer'],
  ] as const;
  for (const [frame, name] of frames) {
    for (const over of ['plain', 'photo'] as const) {
      for (const calm of over === 'photo' ? (['top', 'bottom'] as const) : (['bottom'] as const)) {
        it(`keeps the lower member at least 0.55 of the upper's cap height under it (${name}, ${over}${over === 'photo' ? `, calm ${calm}` : ''})`, () => {
          for (const [roleA, textA, roleB, textB] of pairs) {
            const input = layers(
              ...(over === 'photo' ? [{ type: 'media', assetId: IMG, kind: 'image', placement: 'full', fit: 'cover' }] : []),
              { type: 'text', role: roleA, text: textA },
              { type: 'text', role: roleB, text: textB },
            );
            const a = input.length - 2;
            const regions = layerRegions(input, frame, 5);
            const g = ground(calm);
            const env = { frame, theme: 'classic' as const, fill: { type: 'solid' as const, colour: '#1c1b2a' }, sceneSeconds: 5, picturesUnder: picturesUnder(input, regions, 5), ground: (i: number) => (over === 'photo' && i > 0 ? g : undefined) };
            const c = composeBlocks(input, regions, stackGroups(input, 5), env);
            const set = [a, a + 1].map((i) => setText(input[i] as never, { theme: 'classic', frame, box: c.regions[i]!.box, align: { h: c.regions[i]!.h, v: c.regions[i]!.v }, fill: env.fill, overMedia: c.overMedia[i], panel: c.panels[i] }));
            const gap = set[1]!.inkY - (set[0]!.inkY + set[0]!.block.height);
            const caps = gap / set[0]!.block.capHeight;
            // A role close under its name (0.55 cap heights, rounded); free text 0.6 or more.
            expect([textA, caps >= (roleA === 'name' ? 0.5 : 0.55) && caps <= 1.6]).toEqual([textA, true]);
            // The lower member keeps (nearly) its role's size: the hero gives way, not the attribution.
            expect([textB, set[1]!.block.px >= 0.7 * TYPE_SCALE[roleB].base * referenceLength(frame)]).toEqual([textB, true]);
          }
        });
      }
    }
  }
});

describe('a subtitle on its own measure', () => {
  const TALL: FrameSize = { width: 1080, height: 1920 };
  it('sets a subtitle under a one-word title in 9:16 narrower than the title, on balanced lines at its size', () => {
    const c = compose(layers({ type: 'text', role: 'heading', text: 'Unforgettable' }, { type: 'text', role: 'subtitle', text: 'Our summer in Portugal' }), TALL);
    const [title, sub] = [c.set[0]!, c.set[1]!];
    // It was one line 797 px wide under the 778 px title: a second title.
    expect(sub.block.width).toBeLessThanOrEqual(title.block.width * 0.85);
    expect(sub.block.lines.map((l) => l.text)).toEqual(['Our summer', 'in Portugal']);
    expect(sub.block.px).toBeGreaterThanOrEqual(TYPE_SCALE.subtitle.base * referenceLength(TALL));
    // Still centred under the title.
    expect(Math.abs(sub.inkX + sub.block.width / 2 - (title.inkX + title.block.width / 2))).toBeLessThan(2);
  });

  it('sets an attribution no wider than its quote, and leaves a subtitle that a narrower measure would strand as it was', () => {
    const q = compose(layers({ type: 'text', role: 'quote', text: 'The best coffee in town, hands down' }, { type: 'text', role: 'attribution', text: 'Leo Martin, regular since 2019' }), TALL);
    expect(q.set[1]!.block.width).toBeLessThanOrEqual(q.set[0]!.block.width * 0.85);
    expect(q.set[1]!.block.lines).toHaveLength(2);
    // "$24 / free shipping" would leave a word alone: it stays on one line.
    const p = compose(layers({ type: 'text', role: 'heading', text: 'Handmade Ceramic Mug' }, { type: 'text', role: 'subtitle', text: '$24 · free shipping' }), TALL);
    expect(p.set[1]!.block.lines).toHaveLength(1);
    // In 16:9 a subtitle well under its title's width keeps its one line.
    const wide = compose(layers({ type: 'text', role: 'heading', text: 'Unforgettable' }, { type: 'text', role: 'subtitle', text: 'Our summer in Portugal' }));
    expect(wide.set[1]!.block.lines).toHaveLength(1);
  });
});

describe("a lower third in the brief's accent", () => {
  it('takes the accent the brief asked for on its panel over a picture, its text reading at 4.5:1', () => {
    const input = layers(
      { type: 'media', assetId: IMG, kind: 'image', placement: 'full', fit: 'cover' },
      { type: 'text', role: 'name', text: 'Sam Patel' },
      { type: 'text', role: 'role', text: 'Lead Engineer' },
    );
    const regions = layerRegions(input, HD, 5);
    const env = { frame: HD, theme: 'classic' as const, sceneSeconds: 5, picturesUnder: picturesUnder(input, regions, 5) };
    const themed = composeBlocks(input, regions, stackGroups(input, 5), env);
    for (const accent of ['#ffd700', '#2e8b57', '#ff6b35', '#5a189a']) {
      const c = composeBlocks(input, regions, stackGroups(input, 5), { ...env, accent });
      const panel = c.panels[1]!;
      expect(panel.kind).toBe('panel');
      // Not the theme's blue: the accent's hue (kept, or deepened for its text), unlike the theme's own.
      expect(panel.colour).not.toBe(themed.panels[1]!.colour);
      const [a, p] = [hexToRgb(accent), hexToRgb(panel.colour)];
      const hue = (c: { r: number; g: number; b: number }) => Math.atan2(Math.sqrt(3) * (c.g - c.b), 2 * c.r - c.g - c.b);
      const d = Math.abs(hue(a) - hue(p));
      expect(Math.min(d, 2 * Math.PI - d)).toBeLessThan(0.35);
      for (const i of [1, 2]) {
        const set = setText(input[i] as never, { theme: 'classic', frame: HD, box: c.regions[i]!.box, align: { h: c.regions[i]!.h, v: c.regions[i]!.v }, overMedia: c.overMedia[i], panel, accent });
        expect(set.ratio).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
