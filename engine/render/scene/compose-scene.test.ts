import { describe, expect, it } from '@jest/globals';
import { Layer, type Layer as LayerT } from '../../../model/scene-document.js';
import { contentArea } from '../placement.js';
import { layerRegions } from './compose-scene.js';

const layers = (...input: object[]): LayerT[] => input.map((l) => Layer.parse(l));
const frame = { width: 1280, height: 720 };

describe('layer regions', () => {
  it('places layers without a placement by their role', () => {
    const [heading, subtitle, name, logo] = layerRegions(
      layers(
        { type: 'text', role: 'heading', text: 'A' },
        { type: 'text', role: 'subtitle', text: 'B' },
        { type: 'text', role: 'name', text: 'C' },
        { type: 'logo', assetId: 'ast_abcdefghijklmnopqrstu' },
      ),
      frame,
      5,
    );
    // A subtitle goes with its heading: both in the centre, the subtitle under it.
    expect(heading!.box.y + heading!.box.h).toBeLessThanOrEqual(subtitle!.box.y);
    expect(heading!.box.y).toBeLessThan(360);
    expect(subtitle!.box.y + subtitle!.box.h).toBeGreaterThan(360);
    expect(name!).toMatchObject({ h: 'left' });
    expect(name!.box.y).toBeGreaterThan(440);
    expect(logo!).toMatchObject({ h: 'right', v: 'top' });
  });

  it('stacks text-like layers that share a place and a time, hugging each other', () => {
    const [heading, list] = layerRegions(
      layers({ type: 'text', role: 'heading', text: 'A', placement: 'center' }, { type: 'list', items: ['x', 'y'], placement: 'center' }),
      frame,
      5,
    );
    expect(heading!.box.y + heading!.box.h).toBeLessThanOrEqual(list!.box.y);
    expect(heading!.v).toBe('bottom');
    expect(list!.v).toBe('top');
    const [name, role] = layerRegions(layers({ type: 'text', role: 'name', text: 'A' }, { type: 'text', role: 'role', text: 'B' }), frame, 5);
    expect(name!.box.y + name!.box.h).toBeLessThanOrEqual(role!.box.y);
    expect(name!.box.h).toBeGreaterThan(role!.box.h);
  });

  it('does not stack layers that take turns in the same place', () => {
    const [a, b] = layerRegions(
      layers({ type: 'text', role: 'heading', text: 'A', end: 2 }, { type: 'text', role: 'heading', text: 'B', start: 2 }),
      frame,
      4,
    );
    expect(a!.box).toEqual(b!.box);
  });

  it('keeps text clear of a corner logo: narrower in landscape, below it in portrait', () => {
    const input = layers({ type: 'text', role: 'heading', text: 'A', placement: 'top' }, { type: 'logo', assetId: 'ast_abcdefghijklmnopqrstu', placement: 'top-right', scale: 0.2 });
    const [wide] = layerRegions(input, frame, 5, new Map([[1, { w: 256, h: 100 }]]));
    expect(wide!.box.x + wide!.box.w).toBeLessThanOrEqual(1216 - 256);
    expect(wide!.box.x - 64).toBe(1216 - (wide!.box.x + wide!.box.w));
    const [tall] = layerRegions(input, { width: 720, height: 1280 }, 5, new Map([[1, { w: 144, h: 60 }]]));
    expect(tall!.box.y).toBeGreaterThanOrEqual(64 + 60);
    expect(tall!.box.w).toBe(contentArea({ width: 720, height: 1280 }).w);
  });

  it('keeps named text above the captions', () => {
    const [subtitle, logo] = layerRegions(
      layers({ type: 'text', role: 'subtitle', text: 'A' }, { type: 'logo', assetId: 'ast_abcdefghijklmnopqrstu', placement: 'bottom-left' }),
      frame,
      5,
      new Map(),
      { captionsTop: 560 },
    );
    expect(subtitle!.box.y + subtitle!.box.h).toBeLessThanOrEqual(560);
    expect(logo!.box.y + logo!.box.h).toBe(684);
  });

  it('keeps a button at the bottom above the captions', () => {
    const [button] = layerRegions(layers({ type: 'button', text: 'Shop now' }), frame, 5, new Map(), { captionsTop: 560 });
    expect(button!.box.y + button!.box.h).toBeLessThanOrEqual(560);
  });

  it('moves a lower third above the captions as one: the name stays over its role', () => {
    const [name, role] = layerRegions(
      layers({ type: 'text', role: 'name', text: 'Jane Doe' }, { type: 'text', role: 'role', text: 'CEO' }),
      frame,
      5,
      new Map(),
      { captionsTop: 560 },
    );
    expect(name!.box.y + name!.box.h).toBeLessThanOrEqual(role!.box.y + 0.5);
    expect(role!.box.y + role!.box.h).toBeLessThanOrEqual(560);
  });
});
