import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { ExportChapterRender, ExportJob } from '../job-spec.js';
import { renderChapter } from '../render/render-chapter.js';
import { speechSettingsFromEnv } from '../speech/speech-endpoint.js';
import { downloadTo, putJson, uploadFile, type EngineStorage } from '../storage-files.js';
import { transcriberFromEnv } from '../transcribe.js';

type JobChapter = ExportJob['chapters'][number];

/**
 * One chapter of a batch row (issue 30): its template's document, already filled with the row's values by the
 * controller (engine/template/fill.ts), rendered as a prompt's document is, and stored at its content address so a
 * later row that fills it the same way reuses it. The video and captions are written before the meta object, whose
 * presence tells the controller the render is whole.
 */
export async function renderTemplateChapter(
  storage: EngineStorage,
  chapter: JobChapter,
  render: ExportChapterRender,
  output: string,
  work: string,
  index: number,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<JobChapter & { captions?: string }> {
  // Its own directory: renderChapter reads media only from directly inside the directory it is given.
  const mediaDir = join(work, `media-${index}`);
  await mkdir(mediaDir);
  const media = new Map<string, string>();
  for (const asset of render.assets) {
    const path = join(mediaDir, asset.id);
    await downloadTo(storage, asset.key, path);
    media.set(asset.id, path);
    signal?.throwIfAborted();
  }
  const result = await renderChapter({
    document: render.document as never,
    format: render.format,
    media,
    mediaDir,
    output,
    onProgress,
    signal,
    fixedLength: render.fixedLength,
    speech: speechSettingsFromEnv(process.env),
    transcribe: transcriberFromEnv(process.env),
  });
  signal?.throwIfAborted();
  await uploadFile(storage, chapter.key, output, 'video/mp4');
  if (result.captions !== undefined) {
    await storage.put(render.captionsKey, Readable.from([Buffer.from(result.captions, 'utf8')]), { contentType: 'text/vtt' });
  }
  await putJson(storage, render.metaKey, { durationSeconds: result.seconds, captions: result.captions !== undefined });
  const rendered: JobChapter & { captions?: string } = { key: chapter.key, durationSeconds: result.seconds, captionsKey: result.captions !== undefined ? render.captionsKey : null };
  // The captions as written, for the export's files: the job's grant lets it write them but not read them back.
  if (result.captions !== undefined) rendered.captions = result.captions;
  return rendered;
}
