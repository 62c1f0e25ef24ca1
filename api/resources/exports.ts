import { exportState, getActiveExport, startExport, type ExportObject } from '../../core/exports.js';
import { ExportOptions, ExportStart, ExportStatusResponse } from '../../model/export.js';
import { CONTAINER_TYPES, POSTER_TYPES, exportThumbnailKey } from '../../model/export-encoding.js';
import type { ApiDeps } from '../deps.js';
import { baseUrl } from '../public-url.js';
import { defineRoute } from '../route.js';
import { fileNameOf } from '../download-name.js';
import { getProject } from '../../core/projects.js';
import { WaitQuery, abortOnClose } from '../wait.js';
import { waitUntil } from '../../core/wait.js';

/**
 * An export as GET answers it; `downloadUrl` signs its files (a webhook payload uses the same), which download as
 * `<project name>.mp4` and `.vtt` when the name is given (api/download-name.ts), else under the project id.
 */
export async function presentExport(exp: ExportObject, downloadUrl: (key: string, filename: string) => Promise<string>, projectName?: string) {
  const status = exportState(exp);
  const s = exp.status;
  // `<project> - poster.jpg`, `<project> - chapter 2.jpg`: named as people save them.
  const name = (extension: string, suffix?: string) => fileNameOf([projectName ?? exp.spec.projectId, ...(suffix ? [suffix] : [])], extension, exp.spec.projectId);
  const container = exp.spec.options?.format ?? 'mp4';
  const done = status === 'completed';
  const video = done && s.outputKey ? await downloadUrl(s.outputKey, name(container)) : null;
  const captions = done && s.captionsKey ? await downloadUrl(s.captionsKey, name('vtt')) : null;
  const srt = done && s.captionsSrtKey ? await downloadUrl(s.captionsSrtKey, name('srt')) : null;
  const posterFormat = exp.spec.options?.poster === 'png' ? 'png' : 'jpeg';
  const poster = done && s.posterKey ? await downloadUrl(s.posterKey, name(posterFormat === 'png' ? 'png' : 'jpg', 'poster')) : null;
  const files = done
    ? [
        ...(video ? [{ kind: 'video' as const, url: video, content_type: CONTAINER_TYPES[container], ...(s.sizeBytes !== undefined ? { size_bytes: s.sizeBytes } : {}) }] : []),
        ...(poster ? [{ kind: 'poster' as const, url: poster, content_type: POSTER_TYPES[posterFormat] }] : []),
        ...(await Promise.all(
          (s.thumbnails ? exp.spec.chapters : []).map(async (c, i) => ({
            kind: 'thumbnail' as const,
            url: await downloadUrl(exportThumbnailKey(exp.spec.projectId, exp.spec.id, i), name('jpg', `chapter ${i + 1}`)),
            content_type: 'image/jpeg',
            chapter_id: c.chapterId,
          })),
        )),
        ...(captions ? [{ kind: 'captions' as const, url: captions, content_type: 'text/vtt' }] : []),
        ...(srt ? [{ kind: 'captions' as const, url: srt, content_type: 'application/x-subrip' }] : []),
      ]
    : undefined;
  return {
    id: exp.spec.id,
    status,
    download_url: video,
    captions_url: captions,
    captions_srt_url: srt,
    ...(status === 'queued' && s.waiting ? { message: s.waiting } : {}),
    ...(status === 'failed' ? { error: s.error ?? 'The export failed' } : {}),
    progress: done ? 1 : (s.progress ?? 0),
    ...(s.startedAt ? { started_at: s.startedAt } : {}),
    ...(s.completedAt ? { completed_at: s.completedAt } : {}),
    ...(s.durationSeconds !== undefined ? { duration_seconds: s.durationSeconds } : {}),
    ...(exp.spec.options ? { options: exp.spec.options } : {}),
    ...(done ? { poster_url: poster } : {}),
    ...(files ? { files } : {}),
    ...(exp.spec.batch ? { batch_id: exp.spec.batch.id, row: exp.spec.batch.row } : {}),
  };
}

export function exportRoutes(deps: ApiDeps) {
  const { store, clock, downloadUrl } = deps;
  const present = (exp: ExportObject, base: string, projectName: string) => presentExport(exp, (key, filename) => downloadUrl(key, filename, base), projectName);

  return [
    defineRoute({
      method: 'post',
      path: '/projects/:projectId/export',
      operationId: 'startExport',
      summary: "Start rendering the project's completed chapters into one video",
      description:
        'The body is optional: without one (as in the spec), the export is an MP4 in the project\'s format, joined by stream copy, with a JPEG poster and a thumbnail per chapter. ' +
        'Options choose the container (mp4, webm, gif), a smaller resolution, the frame rate, the quality, the caption files and the poster; anything but the default is re-encoded in the export\'s job. ' +
        'One export runs per project at a time. Poll GET .../export for its status and `files`.',
      body: ExportOptions,
      bodyOptional: true,
      tag: 'Exports',
      success: { status: 202, schema: ExportStart, description: 'The export is queued' },
      errors: ['VALIDATION_ERROR', 'UNAUTHORIZED', 'NOT_FOUND', 'CONFLICT', 'RATE_LIMITED'],
      handle: async ({ caller, params, body }) => {
        const exp = await startExport(store, clock, caller, params.projectId!, body);
        return {
          id: exp.spec.id,
          status: exportState(exp),
          message: `Export of ${exp.spec.chapters.length} completed chapter(s) queued. Poll GET /api/v1/projects/${exp.spec.projectId}/export.`,
          estimated_time: '10 seconds to 5 minutes',
        };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/projects/:projectId/export',
      operationId: 'getExport',
      summary: "Status of the project's latest export",
      description:
        'With `wait=N`, answers as soon as the export is `completed` or `failed`, or after N seconds (at most 30). ' +
        "An export stays `queued`, with a `message`, while chapters are re-rendered in the project's format. `captions_url` is the narration's subtitles (WebVTT), `captions_srt_url` the same as SRT, signed and expiring like `download_url`.",
      tag: 'Exports',
      query: WaitQuery,
      success: { status: 200, schema: ExportStatusResponse, description: 'The export status' },
      errors: ['VALIDATION_ERROR', 'UNAUTHORIZED', 'NOT_FOUND', 'RATE_LIMITED'],
      handle: async ({ caller, params, query, req, res }) => {
        const read = () => getActiveExport(store, caller, params.projectId!);
        if (query.wait > 0) {
          await read();
          await waitUntil(store, ['export', 'project'], async () => !['queued', 'processing'].includes(exportState(await read())), {
            timeoutMs: query.wait * 1000,
            signal: abortOnClose(res),
          });
        }
        const exp = await read();
        return present(exp, baseUrl(deps, req), (await getProject(store, caller, params.projectId!)).spec.name);
      },
    }),
  ];
}
