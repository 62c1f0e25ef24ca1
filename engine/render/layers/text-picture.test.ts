import { describe, expect, it } from '@jest/globals';
import { REST, type Pose } from '../typeset/raster.js';
import { driftLift } from './text-motion.js';
import { poseShownAt, segmentsOf, splitHold, type Segment } from './text-picture.js';

const pose = (opacity: number, dy = 0): Pose => ({ ...REST, opacity, dy });

describe('splitHold', () => {
  it('keeps short runs frame by frame', () => {
    const poses = [pose(0.2), pose(0.6), ...Array.from({ length: 59 }, () => pose(1)), pose(0.5)];
    expect(splitHold(poses, 30)).toEqual({ head: poses, held: 0, tail: [] });
  });

  it('cuts the longest run of one pose to its first frame, counting the rest as held, and keeps what follows', () => {
    const enter = [pose(0.2), pose(0.6)];
    const shortRun = Array.from({ length: 70 }, () => pose(1, 1));
    const longRun = Array.from({ length: 18_000 }, () => pose(1));
    const exit = [pose(0.6), pose(0.2)];
    const { head, held, tail } = splitHold([...enter, ...shortRun, ...longRun, ...exit], 30);
    expect(head).toEqual([...enter, ...shortRun, pose(1)]);
    expect(held).toBe(17_999);
    expect(tail).toEqual(exit);
    // Nothing lost: every frame is accounted for once.
    expect(head.length + held + tail.length).toBe(2 + 70 + 18_000 + 2);
  });

  it('holds to the end when the run is last', () => {
    const { head, held, tail } = splitHold([pose(0.5), ...Array.from({ length: 100 }, () => pose(1))], 30);
    expect({ head: head.length, held, tail: tail.length }).toEqual({ head: 2, held: 99, tail: 0 });
  });
});

describe('segmentsOf', () => {
  it('draws a drift as one cycle of q pictures (the overlay moves the whole pixels), and the entrance and exit frame by frame', () => {
    const drift = { from: 0, holdFrom: 10, frames: 150, q: 12 };
    const poses: Pose[] = Array.from({ length: 170 }, (_, k) => pose(k < 10 ? k / 10 : k >= 160 ? (170 - k) / 10 : 1, -(2 / 12) * Math.min(150, k)));
    const segments = segmentsOf(poses, drift, 30);
    expect(segments.map((s) => s.kind)).toEqual(['frames', 'cycle', 'frames']);
    const cycle = segments[1] as Extract<Segment, { kind: 'cycle' }>;
    expect(cycle.poses).toHaveLength(12);
    expect(cycle.frames).toBe(140);
    // As drawn: within 2 px, each a step above the one before.
    for (const p of cycle.poses) expect(p.dy).toBeGreaterThan(-2);
    // Every frame accounted for once.
    expect(segments.reduce((n, s) => n + (s.kind === 'frames' ? s.poses.length : s.frames), 0)).toBe(170);
  });

  it('holds a still ten-minute block as one picture repeated, not a file per frame', () => {
    const poses = [pose(0.5), ...Array.from({ length: 18_000 }, () => pose(1))];
    const segments = segmentsOf(poses, undefined, 30);
    expect(segments.map((s) => s.kind)).toEqual(['frames', 'repeat']);
  });
});

describe('poseShownAt (a still’s one picture)', () => {
  const key = (p: Pose) => `${Math.round(p.opacity * 255)}|${p.scale.toFixed(4)}|${(Math.round(p.dy * 16) / 16).toFixed(4)}|${p.shown ?? ''}`;

  it('is, at every frame, the pose the picture stream shows then: entrance, the drift’s cycle, a long hold, the exit', () => {
    const drift = { from: 0, holdFrom: 10, frames: 150, q: 12 };
    // An entrance, the drift for 150 frames, then still for 90 (a long run of one pose: held), then an exit.
    const poses: Pose[] = Array.from({ length: 250 }, (_, k) => pose(k < 10 ? (k + 1) / 11 : k >= 240 ? (250 - k) / 11 : 1, -(2 / 12) * Math.min(150, k)));
    const segments = segmentsOf(poses, drift, 30);
    expect(segments.map((s) => s.kind)).toEqual(['frames', 'cycle', 'frames', 'repeat', 'frames']);
    for (let k = 0; k < poses.length; k++) {
      // As drawn: the drift's whole pixels are the overlay's.
      const drawn = { ...poses[k]!, dy: poses[k]!.dy + driftLift(drift, k) };
      expect(key(poseShownAt(segments, k)!)).toBe(key(drawn));
    }
  });

  it('is the first pose drawn with its key (the render links the later ones to its picture)', () => {
    const first = pose(1, 0.01);
    const segments: Segment[] = [{ kind: 'frames', poses: [pose(0.5), first, pose(1, 0.02)] }];
    expect(poseShownAt(segments, 2)).toBe(first);
  });

  it('is nothing before the block’s first frame or after its last', () => {
    const segments = segmentsOf([pose(0.5), pose(1), pose(1)], undefined, 30);
    expect(poseShownAt(segments, -1)).toBeUndefined();
    expect(poseShownAt(segments, 3)).toBeUndefined();
    expect(poseShownAt(segments, 2)).toEqual(pose(1));
  });
});
