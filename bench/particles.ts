import { loadavg } from 'node:os';
import { join } from 'node:path';
import { renderChapter } from '../engine/render/render-chapter.js';
import type { ParticleKind, SceneDocumentInput } from '../model/scene-document.js';
import { cpuSeconds, loadNote, timed } from './cpu.js';
import { median, round } from './stats.js';
import { type Cleanup, settle } from './support.js';
import { overhead, type Row } from './table.js';

/** A kind, or a kind behind with its near layer in front (`confetti+front`: "confetti falling over the title"). */
export type ParticleVariant = ParticleKind | `${ParticleKind}+front`;

export interface ParticlesOptions {
  runs: number;
  kinds: ParticleVariant[];
}

/** A 5 s 1080p birthday title, with or without a particles layer behind it (and one in front). */
function document(variant: ParticleVariant | undefined): SceneDocumentInput {
  const kind = variant?.replace('+front', '') as ParticleKind | undefined;
  const front = variant?.endsWith('+front') === true;
  return {
    version: 2,
    theme: 'playful',
    background: { type: 'gradient', from: '#1b1464', to: '#6a0572', direction: 'diagonal' },
    scenes: [
      {
        duration: 5,
        layers: [
          ...(kind ? [{ type: 'particles' as const, kind }] : []),
          { type: 'text', role: 'heading', text: 'Happy Birthday Maya' },
          { type: 'text', role: 'subtitle', text: 'Thirty and thriving' },
          ...(kind && front ? [{ type: 'particles' as const, kind, front: true }] : []),
        ],
      },
    ],
  };
}

/**
 * Particles (engine/render/layers/particles.ts): CPU seconds of the 5 s 1080p chapter with a particles layer over
 * the same chapter without it, the two rendered in turn (this process and its ffmpeg child: drawing the sheets,
 * the filters, and the encoder's work on the moving particles). After one warm-up render of each, not counted.
 */
export async function particlesScenario(cleanup: Cleanup, options: ParticlesOptions): Promise<Row[]> {
  const work = cleanup.tempDir('particles-work');
  const format = { aspect: 'landscape', resolution: '1080p' } as const;
  const rows: Row[] = [];
  // This process's own share (drawing the pictures in Node) beside FFmpeg's: where the time goes.
  const render = async (kind: ParticleVariant | undefined, n: number) => {
    const own = cpuSeconds();
    const result = await timed(() => renderChapter({ document: document(kind), format, media: new Map(), output: join(work, `${kind ?? 'plain'}-${n}.mp4`) }));
    return { ...result, own: cpuSeconds() - own };
  };
  for (const kind of options.kinds) {
    const load = loadavg()[0]!;
    const plain: number[] = [];
    const ours: number[] = [];
    const plainOwn: number[] = [];
    const oursOwn: number[] = [];
    for (let n = 0; n <= options.runs; n++) {
      await settle();
      const a = await render(undefined, n);
      await settle();
      const b = await render(kind, n);
      if (n === 0) continue;
      plain.push(a.cpu);
      ours.push(b.cpu);
      plainOwn.push(a.own);
      oursOwn.push(b.own);
    }
    const list = (values: number[]) => `[${values.map((s) => s.toFixed(2)).join(', ')}]`;
    const p = median(ours);
    const base = median(plain);
    rows.push({
      scenario: 'particles',
      metric: `5 s 1080p title chapter with ${kind.endsWith('+front') ? `${kind.replace('+front', '')} behind the text and its near layer in front` : `${kind} behind the text`}, CPU median (this process + ffmpeg)`,
      value: round(p, 2),
      unit: 'CPU s',
      baseline: round(base, 2),
      ...overhead(p, base),
      target: '≤ 1.2× baseline',
      pass: p <= 1.2 * base,
      samples: `${ours.length} runs ${list(ours)} CPU s (this process ${list(oursOwn)}, the rest FFmpeg); baseline ${list(plain)} CPU s (this process ${list(plainOwn)}) (+1 warm-up each); ${loadNote(load)}`,
      note: 'baseline = the same chapter without the particles layer, rendered in turn with it',
    });
  }
  return rows;
}
