import { describe, expect, it } from '@jest/globals';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mergeShown, pictureSequence, retimeExpr, type Shown } from './picture-sequence.js';

const at = (frame: number, key: string): Shown => ({ frame, key, draw: () => Buffer.from(key) });

describe('retimeExpr', () => {
  it('puts picture N at its frame: the first frame plus a step at each later picture', () => {
    const expr = retimeExpr([12, 15, 45, 46]);
    expect(expr).toBe('12+gte(N,1)*3+gte(N,2)*30+gte(N,3)*1');
    // Evaluated as setpts would for N = 0..3.
    const value = (n: number) => expr.split('+').reduce((sum, term) => {
      const m = /^gte\(N,(\d+)\)\*(\d+)$/.exec(term);
      return sum + (m ? (n >= Number(m[1]) ? Number(m[2]) : 0) : Number(term));
    }, 0);
    expect([0, 1, 2, 3].map(value)).toEqual([12, 15, 45, 46]);
  });

  it('counts a run of pictures frame by frame with N: a term per gap only (hundreds of terms fail to parse)', () => {
    const frames = [10, ...Array.from({ length: 300 }, (_, i) => 20 + i), 400];
    const expr = retimeExpr(frames);
    expect(expr).toBe('10+N+gte(N,1)*9+gte(N,301)*80');
    const value = (n: number) => expr.split('+').reduce((sum, term) => {
      const m = /^gte\(N,(\d+)\)\*(\d+)$/.exec(term);
      return sum + (term === 'N' ? n : m ? (n >= Number(m[1]) ? Number(m[2]) : 0) : Number(term));
    }, 0);
    expect(frames.map((_, n) => value(n))).toEqual(frames);
  });
});

describe('mergeShown', () => {
  it('keeps one picture per run of equal keys, at the run’s first frame', () => {
    const merged = mergeShown([at(0, 'a'), at(1, 'a'), at(2, 'b'), at(3, 'b'), at(4, 'b'), at(5, 'a')]);
    expect(merged.map((s) => [s.frame, s.key])).toEqual([[0, 'a'], [2, 'b'], [5, 'a']]);
  });

  it('lets a later picture on a frame already taken replace the earlier one', () => {
    const merged = mergeShown([at(0, 'a'), at(3, 'b'), at(3, 'c'), at(4, 'c')]);
    expect(merged.map((s) => [s.frame, s.key])).toEqual([[0, 'a'], [3, 'c']]);
  });
});

describe('pictureSequence', () => {
  it('draws each key once (later files are links to the first), holds the last picture past the stream with eof_action=pass', async () => {
    const work = await mkdtemp(join(tmpdir(), 'seq-test-'));
    try {
      const inputs: string[][] = [];
      let labels = 0;
      const ctx = {
        frame: { width: 64, height: 36 }, fps: 10, sceneSeconds: 1, streamSeconds: 1.5, theme: 'classic', box: { x: 0, y: 0, w: 64, h: 36 },
        textFile: async () => join(work, 'unused.txt'),
        frameDir: async () => work,
        addInput: (args: string[]) => inputs.push(args) - 1,
        label: (p: string) => `[${p}${labels++}]`,
        mediaPath: () => undefined,
      } as unknown as Parameters<typeof pictureSequence>[0];
      let drawn = 0;
      const pic = (frame: number, key: string): Shown => ({ frame, key, draw: () => (drawn++, Buffer.from(key)) });
      const steps = await pictureSequence(ctx, [pic(2, 'a'), pic(3, 'b'), pic(5, 'a'), pic(6, 'b')], { x: '0', y: '0' }, '[in]');
      expect(drawn).toBe(2);
      expect((await readdir(work)).sort()).toEqual(['p00000.png', 'p00001.png', 'p00002.png', 'p00003.png', 'p00004.png']);
      const inode = async (n: number) => (await stat(join(work, `p0000${n}.png`))).ino;
      expect(await inode(2)).toBe(await inode(0));
      expect(await inode(3)).toBe(await inode(1));
      // The last picture again at frame 15 (the stream's end), so `pass` leaves it shown to the end.
      expect(await inode(4)).toBe(await inode(1));
      expect(steps.statements[0]).toContain(`setpts='${retimeExpr([2, 3, 5, 6, 15])}'`);
      expect(steps.statements[1]).toContain('eof_action=pass');
      expect(steps.statements[1]).not.toContain('eof_action=repeat');
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });
});
