import { describe, expect, it } from '@jest/globals';
import type { Layer, Placement } from '../../../model/scene-document.js';
import { directionsByPlace, layerDirection, startSide } from './start-side.js';

const frame = { width: 1280, height: 720 };
const text = (t: string, placement?: Placement): Layer => ({ type: 'text', role: 'name', text: t, start: 0, placement, animation: { in: 'none', out: 'none', duration: 0.5 } }) as Layer;

describe('right-to-left text starts at the right', () => {
  it('reads a layer\'s direction from its first letter', () => {
    expect(layerDirection(text('שלום world'))).toBe('rtl');
    expect(layerDirection(text('2024: مرحبا'))).toBe('rtl');
    expect(layerDirection(text('Hello مرحبا'))).toBe('ltr');
    expect(layerDirection({ type: 'list', items: ['תה', 'קפה'], numbered: false, stagger: 0, start: 0, animation: { in: 'none', out: 'none', duration: 0.5 } } as Layer)).toBe('rtl');
  });

  it('mirrors the lower third to the frame\'s right and aligns left places to their right edge; a named side stays', () => {
    const lower = { box: { x: 64, y: 480, w: 864, h: 180 }, h: 'left' as const, v: 'middle' as const };
    expect(startSide(lower, 'lower-third', 'rtl', frame)).toEqual({ box: { x: 352, y: 480, w: 864, h: 180 }, h: 'right', v: 'middle' });
    expect(startSide(lower, 'lower-third', 'ltr', frame)).toBe(lower);
    const left = { box: { x: 64, y: 100, w: 500, h: 400 }, h: 'left' as const, v: 'middle' as const };
    expect(startSide(left, 'left', 'rtl', frame)).toEqual({ ...left, h: 'right' });
    const centre = { box: { x: 64, y: 100, w: 1152, h: 400 }, h: 'center' as const, v: 'middle' as const };
    expect(startSide(centre, 'center', 'rtl', frame)).toEqual(centre);
  });

  it('gives a place one direction: a lower third\'s role follows its name', () => {
    const layers = [text('سارة أحمد', 'lower-third'), text('CEO', 'lower-third'), text('Title', 'center')];
    expect(directionsByPlace(layers, (l) => (l as { placement: Placement }).placement)).toEqual(['rtl', 'rtl', 'ltr']);
  });
});
