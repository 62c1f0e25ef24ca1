import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { audioStatements, duckExpr, gainDb, TARGET_LUFS } from './audio.js';
import { GraphBuilder } from '../ffmpeg/graph.js';

/** A WAV header and a few silent 16-bit samples: enough for its bytes to be a WAV. */
function wav(): Buffer {
  const b = Buffer.alloc(44 + 16);
  b.write('RIFF', 0, 'latin1');
  b.writeUInt32LE(b.length - 8, 4);
  b.write('WAVEfmt ', 8, 'latin1');
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(1, 22);
  b.writeUInt32LE(48000, 24);
  b.writeUInt32LE(96000, 28);
  b.writeUInt16LE(2, 32);
  b.writeUInt16LE(16, 34);
  b.write('data', 36, 'latin1');
  b.writeUInt32LE(16, 40);
  return b;
}

describe('audio mix', () => {
  // Every test's files in one folder, removed at the end (each run left two folders in the temp dir).
  const root = mkdtempSync(join(tmpdir(), 'audio-mix-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  it('brings each source to the target loudness, never past -1 dBFS peak', () => {
    expect(gainDb({ integrated: -26, peak: -12 }, TARGET_LUFS)).toBeCloseTo(10);
    expect(gainDb({ integrated: -26, peak: -4 }, TARGET_LUFS)).toBeCloseTo(3);
    expect(gainDb({ integrated: -8, peak: -0.1 }, TARGET_LUFS)).toBeCloseTo(-8);
    expect(gainDb(undefined, TARGET_LUFS)).toBe(0);
    expect(gainDb({ integrated: -70, peak: -120 }, TARGET_LUFS)).toBe(0);
  });

  it('ducks with ramps around each span of speech', () => {
    const expr = duckExpr([[1, 3], [5, 6]], 0.25)!;
    const at = (t: number) => {
      const clip = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
      return Function('t', 'clip', 'min', 'max', `return ${expr};`)(t, clip, Math.min, Math.max) as number;
    };
    expect(at(0)).toBeCloseTo(1);
    expect(at(2)).toBeCloseTo(0.25);
    expect(at(0.85)).toBeCloseTo(0.625);
    expect(at(4)).toBeCloseTo(1);
    expect(at(5.5)).toBeCloseTo(0.25);
    expect(duckExpr([], 0.25)).toBeUndefined();
    expect(duckExpr([[0, 1]], 0.25)).toBe('1-0.75*clip(min((t+0.3)/0.3,(1.3-t)/0.3),0,1)');
  });

  it('always has a track of the exact length, and mixes soundtrack and narration over it', () => {
    const work = mkdtempSync(join(root, 'mix-'));
    const music = join(mkdtempSync(join(root, 'job-')), 'ast_MUSIC');
    const narration = join(work, 'narration.wav');
    writeFileSync(music, wav());
    writeFileSync(narration, wav());
    const b = new GraphBuilder(work, new Map());
    expect(audioStatements(b, 3, undefined, undefined, '[a]')).toEqual(['anullsrc=r=48000:cl=stereo,atrim=duration=3[sil]', '[sil]anull[a]']);
    const mixed = audioStatements(
      b, 4,
      { path: music, fadeIn: 1, fadeOut: 2, duck: true, loudness: { integrated: -20, peak: -6 } },
      { path: narration, loudness: { integrated: -16, peak: -3 }, speech: [[0.5, 2]] },
      '[a]',
    ).join(';');
    // Each file with its explicit demuxer and files only; the soundtrack's loop and length before them.
    const wavInput = (path: string) => ['-f', 'wav', '-format_whitelist', 'wav', '-protocol_whitelist', 'file', '-i', `file:${path}`];
    expect(b.inputArgs()).toEqual(['-stream_loop', '-1', '-t', '4.5', ...wavInput(music), ...wavInput(narration)]);
    expect(mixed).toContain("volume='1-0.749*clip(min((t-0.2)/0.3,(2.3-t)/0.3),0,1)':eval=frame");
    expect(mixed).toContain('afade=t=in:st=0:d=1,afade=t=out:st=2:d=2');
    expect(mixed).toContain('amix=inputs=3:duration=first:dropout_transition=0,volume=3[a]');
  });

  it('refuses a soundtrack that is no audio FFmpeg may open, before any FFmpeg runs', () => {
    const work = mkdtempSync(join(root, 'mix-'));
    const playlist = join(work, 'ast_LIST');
    writeFileSync(playlist, '#EXTM3U\n#EXTINF:10.0,\nhttp://127.0.0.1:1/seg.ts\n#EXT-X-ENDLIST\n');
    const b = new GraphBuilder(work, new Map());
    expect(() => audioStatements(b, 2, { path: playlist, fadeIn: 0, fadeOut: 0, duck: false }, undefined, '[a]')).toThrow(/any supported audio type \(it looks like an HLS playlist\)/);
    expect(b.inputArgs()).toEqual([]);
  });
});
