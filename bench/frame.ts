import { mkdtemp } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { renderFrame } from '../engine/frame/render-frame.js';
import { PictureMemo } from '../engine/render/ffmpeg/picture-memo.js';
import { renderChapter } from '../engine/render/render-chapter.js';
import { frameSize } from '../model/format.js';
import { SceneDocument, type SceneDocumentInput } from '../model/scene-document.js';
import { makeMedia } from '../test/support/media.js';
import { ownAndChildrenCpuSeconds } from './cpu.js';
import { median, percentile, round, secondsSince } from './stats.js';
import { type Cleanup, settle } from './support.js';
import { type Row } from './table.js';

/*
 * Issue 41's bench: a still of one instant (GET/POST .../frame, engine/frame/) beside a full render of the same
 * scene. The scene has a title, a list and a picture (5 s); the still is at 2.5 s, drawn as the endpoint draws it on
 * a cache miss (the graph built, one FFmpeg run, the image written), at 640 px and at 1080p, with the process's
 * background pictures kept from one still to the next as the API keeps them (core/still.ts); one more still with
 * none kept shows what a new fill or size costs. Targets: p50 ≤ 300 ms at 640 px, ≤ 1 s at 1080p. Wall time, so it
 * moves with the machine's load: the CPU seconds and the load average (os.loadavg) are given beside it.
 */

export interface FrameOptions {
  runs: number;
}

const PICTURE = 'ast_benchPicture000000001';

export function stillDocument(): SceneDocumentInput {
  return {
    version: 2,
    theme: 'bold',
    background: { type: 'solid', colour: '#1e293b' },
    scenes: [
      {
        duration: 5,
        layers: [
          { type: 'media', assetId: PICTURE, kind: 'image', placement: 'right' },
          { type: 'text', role: 'heading', text: 'Spring Sale', placement: 'top' },
          { type: 'list', items: ['Fresh bread', 'Warm coffee', 'Open late'], placement: 'left' },
        ],
      },
    ],
  };
}

export async function frameScenario(cleanup: Cleanup, options: FrameOptions): Promise<Row[]> {
  const S = 'frame';
  const work = cleanup.tempDir('frame-work');
  const media = new Map([[PICTURE, await makeMedia('png', join(work, 'photo.png'), { size: '1600x1200' })]]);
  const document = SceneDocument.parse(stillDocument());
  const rows: Row[] = [];
  // The API keeps the backgrounds' pictures from one still to the next (core/still.ts): so does the bench.
  const pictures = new PictureMemo(64 * 1024 * 1024);
  const still = async (width: number, height: number, memo: PictureMemo) => {
    await settle();
    const dir = await mkdtemp(join(work, 'still-'));
    const cpu = ownAndChildrenCpuSeconds();
    const started = performance.now();
    await renderFrame({ document, frame: { width, height }, seconds: 2.5, format: 'png', media, work: dir, output: join(dir, 'still.png'), pictures: memo });
    return { wall: secondsSince(started) * 1000, cpu: (ownAndChildrenCpuSeconds() - cpu) * 1000 };
  };
  const stills = async (width: number, height: number) => {
    const walls: number[] = [];
    const cpus: number[] = [];
    // The first run warms the fonts and the text engine (and draws the background): not counted.
    await still(width, height, pictures);
    for (let i = 0; i < options.runs; i++) {
      const { wall, cpu } = await still(width, height, pictures);
      walls.push(wall);
      cpus.push(cpu);
    }
    // A still of a fill or a size not drawn before in the process: its background picture drawn too.
    const fresh = await still(width, height, new PictureMemo(64 * 1024 * 1024));
    return { walls, cpus, fresh };
  };
  await settle();
  const cpu = ownAndChildrenCpuSeconds();
  const started = performance.now();
  await renderChapter({ document, format: { aspect: 'landscape', resolution: '1080p' }, media, output: join(work, 'full.mp4') });
  const full = { wall: secondsSince(started) * 1000, cpu: (ownAndChildrenCpuSeconds() - cpu) * 1000 };
  for (const [name, width, target] of [['640 px', 640, 300], ['1080p', 1920, 1000]] as const) {
    const height = width === 1920 ? frameSize({ aspect: 'landscape', resolution: '1080p' }).height : Math.round((width * 9) / 16);
    const load = loadavg()[0]!;
    const { walls, cpus, fresh } = await stills(width, height);
    const p50 = median(walls);
    rows.push({
      scenario: S,
      metric: `still at 2.5 s of a title, a list and a picture, ${name}: wall p50`,
      value: round(p50, 0),
      unit: 'ms',
      baseline: round(full.wall, 0),
      ratio: round(full.wall / p50, 1),
      ratioText: `${(full.wall / p50).toFixed(1)}× faster than the full 1080p render`,
      target: `p50 ≤ ${target} ms`,
      pass: p50 <= target,
      samples: `${walls.length} runs (+1 warm-up): wall [${walls.map((w) => w.toFixed(0)).join(', ')}] ms, p95 ${percentile(walls, 95).toFixed(0)} ms; CPU p50 ${median(cpus).toFixed(0)} ms; a new background: wall ${fresh.wall.toFixed(0)} ms, CPU ${fresh.cpu.toFixed(0)} ms; load average ${load.toFixed(1)} → ${loadavg()[0]!.toFixed(1)}`,
      note: `baseline = the same 5 s scene rendered whole at 1080p (wall ${full.wall.toFixed(0)} ms, CPU ${full.cpu.toFixed(0)} ms)`,
    });
  }
  return rows;
}
