import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import type { Layer } from '../../../model/scene-document.js';
import { picturesGrounds } from './calm-band.js';
import type { PixelBox } from '../layers/layer-api.js';

const dir = mkdtempSync(join(tmpdir(), 'calm-band-'));

/** A flat picture of `colour`, 3:2, with a white square in its middle (so a cover crop keeps the middle). */
function picture(name: string, colour: string): string {
  const canvas = createCanvas(600, 400);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = colour;
  ctx.fillRect(0, 0, 600, 400);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(280, 180, 40, 40);
  const path = join(dir, `${name}.png`);
  writeFileSync(path, canvas.toBuffer('image/png'));
  return path;
}

const paths: Record<string, string> = { ast_a: picture('a', '#204080'), ast_b: picture('b', '#c08020') };
const mediaPath = (id: string) => paths[id];
const FULL_HD = { width: 1920, height: 1080 };
const PORTRAIT = { width: 1080, height: 1920 };
const whole = (f: { width: number; height: number }): PixelBox => ({ x: 0, y: 0, w: f.width, h: f.height });
const layout = (arrangement: 'split' | 'before-after' | 'grid' | 'pip', kinds: ('image' | 'video')[] = ['image', 'image']): Layer =>
  ({ type: 'layout', arrangement, cells: kinds.map((kind, i) => ({ assetId: i % 2 ? 'ast_b' : 'ast_a', kind })), placement: 'full', direction: 'auto', corner: 'bottom-right', insetWidth: 0.32, gap: 0.008, start: 0 }) as unknown as Layer;
const title: Layer = { type: 'text', role: 'heading', text: 'Kitchen makeover', start: 0 } as unknown as Layer;
const hex = (c: { r: number; g: number; b: number }) => `#${[c.r, c.g, c.b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;

describe('the ground under a title over two pictures side by side', () => {
  it('a before/after in 16:9: the title goes in the bottom band, measured on the left picture and the right one as framed', async () => {
    const layers = [layout('before-after'), title];
    const ground = (await picturesGrounds(layers, [whole(FULL_HD), whole(FULL_HD)], FULL_HD, mediaPath))(1)!;
    expect(ground.band).toBe('bottom');
    const left = new Set(ground.samplesIn({ x: 100, y: 800, w: 500, h: 150 }).map(hex));
    const right = new Set(ground.samplesIn({ x: 1300, y: 800, w: 500, h: 150 }).map(hex));
    expect([...left]).toEqual(['#204080']);
    expect([...right]).toEqual(['#c08020']);
    // Across the seam: both pictures (and the gap between the cells).
    const across = ground.samplesIn({ x: 700, y: 800, w: 500, h: 150 }).map(hex);
    expect(across).toContain('#204080');
    expect(across).toContain('#c08020');
  });

  it('a split in 9:16 is stacked: the bottom band is the second picture', async () => {
    const layers = [layout('split'), title];
    const ground = (await picturesGrounds(layers, [whole(PORTRAIT), whole(PORTRAIT)], PORTRAIT, mediaPath))(1)!;
    expect(ground.band).toBe('bottom');
    expect(new Set(ground.samplesIn({ x: 100, y: 1600, w: 880, h: 250 }).map(hex))).toEqual(new Set(['#c08020']));
    // Cover-cropped around its centre: the picture's middle square is at the bottom cell's middle (y ≈ 1442).
    expect(ground.samplesIn({ x: 530, y: 1430, w: 20, h: 20 }).map(hex)).toContain('#ffffff');
    expect(new Set(ground.samplesIn({ x: 100, y: 50, w: 880, h: 250 }).map(hex))).toEqual(new Set(['#204080']));
  });

  it('a split with a clip is a ground of unknown colours; a grid and a picture-in-picture keep their titles where they are', async () => {
    const clip = (await picturesGrounds([layout('split', ['image', 'video']), title], [whole(FULL_HD), whole(FULL_HD)], FULL_HD, mediaPath))(1)!;
    expect(clip.band).toBe('bottom');
    expect(clip.samplesIn({ x: 0, y: 0, w: 100, h: 100 })).toEqual([]);
    for (const arrangement of ['grid', 'pip'] as const) {
      const grounds = await picturesGrounds([layout(arrangement), title], [whole(FULL_HD), whole(FULL_HD)], FULL_HD, mediaPath);
      expect(grounds(1)).toBeUndefined();
    }
  });

  it('a split that does not fill the frame is no ground', async () => {
    const grounds = await picturesGrounds([layout('before-after'), title], [{ x: 0, y: 0, w: 1920, h: 700 }, whole(FULL_HD)], FULL_HD, mediaPath);
    expect(grounds(1)).toBeUndefined();
  });
});
