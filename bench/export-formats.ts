import { join } from 'node:path';
import { ExportJob, jobKeys } from '../engine/job-spec.js';
import { renderChapter } from '../engine/render/render-chapter.js';
import { runExportJob } from '../engine/run-export.js';
import { uploadFile } from '../engine/storage-files.js';
import { ExportOptions } from '../model/export.js';
import { exportEncoding, exportRender, joinedFormat } from '../model/export-encoding.js';
import { frameSize, type OutputFormat } from '../model/format.js';
import { newId } from '../model/ids.js';
import type { SceneDocumentInput } from '../model/scene-document.js';
import { LocalDiskStorage } from '../storage/local-disk.js';
import { ownAndChildrenCpuSeconds } from './cpu.js';
import { round } from './stats.js';
import type { Cleanup } from './support.js';
import { overhead, type Row } from './table.js';

/*
 * Export formats (issue 30): the CPU an export's job spends per minute of output, for each kind of export, on one
 * chapter of the bench's usual motion (a title, a subtitle, a progress bar, a spoken narration) in a 1080p project.
 * Each export runs the engine's export job in this process (runExportJob: fetch or render, join, encode, as the
 * controller plans it), and its CPU is this process's and its waited-for children's (ffmpeg, espeak-ng: Linux
 * /proc/self/stat cutime + cstime), so the figure is CPU seconds, not wall time on a shared machine. Baseline: the
 * chapter's own render at 1080p30 (what a prompt pays), measured the same way.
 */

const PROJECT: OutputFormat = { aspect: 'landscape', resolution: '1080p' };

export interface ExportFormatsOptions {
  seconds: number;
}

const document = (seconds: number): SceneDocumentInput & { narration: { text: string; captions: boolean } } => ({
  version: 2,
  background: { type: 'gradient', from: '#14213d', to: '#1f4068' },
  narration: { text: 'Our launch week, in three numbers. Thank you for watching.', captions: false },
  scenes: [
    {
      duration: seconds,
      layers: [
        { type: 'text', role: 'heading', text: 'LAUNCH WEEK' },
        { type: 'text', role: 'subtitle', text: 'Three numbers that matter', start: 0.4 },
        { type: 'progress', span: 'chapter' },
      ],
    },
  ],
});

const cpuSeconds = ownAndChildrenCpuSeconds;

const KINDS: { name: string; options: object }[] = [
  { name: 'MP4 1080p30 (the project\'s: stream copy)', options: {} },
  { name: 'MP4 720p30 (re-encoded from the chapters)', options: { resolution: '720p' } },
  { name: 'WebM VP9 1080p30 (re-encoded)', options: { format: 'webm' } },
  { name: 'GIF 480p12 (re-encoded)', options: { format: 'gif' } },
  { name: 'MP4 1080p30, captions burned (rendered again)', options: { captions: 'burned' } },
  { name: 'MP4 1080p60 (rendered at 60 fps)', options: { fps: 60 } },
  { name: 'MP4 1440p30 (rendered at 1440p)', options: { resolution: '1440p' } },
  { name: 'MP4 1440p60 (rendered)', options: { resolution: '1440p', fps: 60 } },
  { name: 'MP4 2160p30, 4K (rendered)', options: { resolution: '2160p' } },
];

export async function exportFormatsScenario(cleanup: Cleanup, options: ExportFormatsOptions): Promise<Row[]> {
  const S = 'export-formats';
  const dir = cleanup.tempDir('export-formats');
  const storage = new LocalDiskStorage({ root: join(dir, 'objects'), secret: 'x'.repeat(40), publicBaseUrl: 'http://localhost' });
  const doc = document(options.seconds);

  // Baseline: the chapter as its prompt renders it (1080p30), which every export below starts from.
  const chapterPath = join(dir, 'chapter.mp4');
  let cpu = cpuSeconds();
  const chapter = await renderChapter({ document: doc, format: PROJECT, media: new Map(), output: chapterPath });
  const baseline = ((cpuSeconds() - cpu) / chapter.seconds) * 60;
  await uploadFile(storage, 'chapters/c/render.mp4', chapterPath, 'video/mp4');

  const rows: Row[] = [];
  // BENCH_EXPORT_FORMATS=4K,1440p: only the kinds whose name contains one of these.
  const only = process.env.BENCH_EXPORT_FORMATS?.split(',').filter(Boolean);
  for (const kind of KINDS.filter((k) => !only || only.some((o) => k.name.includes(o)))) {
    const opts = ExportOptions.parse({ ...kind.options, poster: 'none', thumbnails: false });
    const exportId = newId('export');
    const keys = jobKeys.export(newId('project'), exportId, opts.format);
    const render = exportRender(opts, PROJECT) ?? (opts.captions === 'burned' ? { aspect: PROJECT.aspect, resolution: PROJECT.resolution } : undefined);
    const encode = exportEncoding(opts, PROJECT);
    const renderDoc = opts.captions === 'burned' ? { ...doc, narration: { ...doc.narration, captions: true } } : doc;
    const job = ExportJob.parse({
      type: 'export',
      exportId,
      chapters: [
        {
          key: render ? `cache/${exportId}.mp4` : 'chapters/c/render.mp4',
          durationSeconds: chapter.seconds,
          ...(render ? { render: { document: renderDoc, format: render, fixedLength: false, assets: [], metaKey: `cache/${exportId}.json`, captionsKey: `cache/${exportId}.vtt` } } : {}),
        },
      ],
      outputKey: keys.outputKey,
      ...(encode ? { encode } : {}),
      frame: frameSize(joinedFormat(opts, PROJECT)),
      resultKey: keys.resultKey,
      progressKey: keys.progressKey,
    });
    cpu = cpuSeconds();
    const result = await runExportJob(storage, job);
    if (!result.ok) throw new Error(`${kind.name}: ${result.message}`);
    const perMinute = ((cpuSeconds() - cpu) / result.durationSeconds!) * 60;
    if (process.env.BENCH_DEBUG) console.error(`${kind.name}: ${perMinute.toFixed(1)} CPU s per output minute`);
    rows.push({
      scenario: S,
      metric: `${kind.name}: CPU per output minute`,
      value: round(perMinute, 1),
      unit: 'CPU s',
      baseline: round(baseline, 1),
      ...overhead(perMinute, baseline),
      samples: `1 export of a ${options.seconds} s chapter`,
      note: 'baseline: the chapter\'s own render (1080p30), the same content; CPU of this process and its ffmpeg/espeak-ng children',
    });
  }
  return rows;
}
