import { describe, expect, it } from '@jest/globals';
import { driftLift, overlayPosition, planMotion, type MotionInput } from './text-motion.js';

const input = (over: Partial<MotionInput> = {}): MotionInput => ({
  reveal: { start: 0, animation: { in: 'fade', out: 'none', duration: 0.5 } as MotionInput['reveal']['animation'] },
  fps: 30,
  sceneSeconds: 6,
  rise: 20,
  units: 0,
  edges: { left: 400, right: 1500, top: 300, bottom: 700 },
  frameHeight: 1080,
  ...over,
});

describe('planMotion', () => {
  it('moves a held block on every frame: each pose rises a fraction of a pixel over the one before, none repeats', () => {
    const plan = planMotion(input());
    const held = plan.poses.slice(plan.drift!.holdFrom, plan.drift!.from + plan.drift!.frames);
    expect(held.length).toBeGreaterThan(120);
    for (let k = 1; k < held.length; k++) {
      const step = held[k - 1]!.dy - held[k]!.dy;
      expect(step).toBeGreaterThan(0.1);
      expect(step).toBeLessThanOrEqual(0.25);
    }
    // Bounded: a 6-second hold rises at most 5 % of the frame's height.
    expect(Math.min(...plan.poses.map((p) => p.dy))).toBeGreaterThan(-1080 * 0.05);
  });

  it('leaves before the scene ends, or, carried out by a slide, stays whole through the transition', () => {
    const leaves = planMotion(input());
    expect(leaves.poses).toHaveLength(180);
    expect(leaves.poses.at(-1)!.opacity).toBeLessThan(0.3);
    // Carried: 12 frames more, every one of them fully shown (no exit), so the text rides out with its scene.
    const carried = planMotion(input({ carryFrames: 12 }));
    expect(carried.poses).toHaveLength(192);
    expect(carried.poses.slice(30).every((p) => p.opacity === 1)).toBe(true);
    // A layer that ends before the scene does (or asked to fade out at its end) still leaves on time.
    const ends = planMotion(input({ carryFrames: 12, reveal: { ...input().reveal, end: 4 } }));
    expect(ends.poses).toHaveLength(120);
    expect(ends.poses.at(-1)!.opacity).toBeLessThan(0.3);
  });

  it('slows and then stops the drift of a ten-minute hold within its bound', () => {
    const plan = planMotion(input({ sceneSeconds: 600 }));
    expect(plan.drift!.q).toBe(16);
    expect(plan.drift!.frames * (2 / plan.drift!.q)).toBeLessThanOrEqual(1080 * 0.05);
  });

  it('keeps a block still when the layer asks for no animation', () => {
    const plan = planMotion(input({ life: false }));
    expect(plan.drift).toBeUndefined();
    expect(new Set(plan.poses.slice(20, 150).map((p) => p.dy)).size).toBe(1);
  });

  it('shows a slide that opens the video whole on frame 0 (a fade, most of the way in), and slides later ones', () => {
    const slide = { start: 0, animation: { in: 'slide-right', out: 'none', duration: 0.6 } } as MotionInput['reveal'];
    const opening = planMotion(input({ reveal: slide, firstFrame: true }));
    expect(opening.slide).toBeUndefined();
    expect(opening.poses[0]!.opacity).toBeGreaterThan(0.9);
    expect(planMotion(input({ reveal: slide })).slide).toBeDefined();
  });

  it("puts the drift's whole pixels in the overlay, as an expression of the frame index taken from t", () => {
    const drift = { from: 10, holdFrom: 15, frames: 200, q: 12 };
    expect(driftLift(drift, 9)).toBe(0);
    expect(driftLift(drift, 10 + 12)).toBe(2);
    expect(driftLift(drift, 10 + 12 * 3 + 5)).toBe(6);
    expect(driftLift(drift, 10_000)).toBe(2 * Math.floor(200 / 12));
    expect(overlayPosition(100, 200, undefined, drift, 30, 30)).toEqual({ x: '100', y: '200-2*floor(clip(floor(t*30+0.5)-40,0,200)/12)' });
  });
});
