import { exportState, getActiveExport, startExport, type ExportObject } from '../../core/exports.js';
import { ExportStart, ExportStatusResponse } from '../../model/export.js';
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
  const name = (extension: string) => fileNameOf(projectName === undefined ? [] : [projectName], extension, exp.spec.projectId);
  return {
    id: exp.spec.id,
    status,
    download_url: status === 'completed' && s.outputKey ? await downloadUrl(s.outputKey, name('mp4')) : null,
    captions_url: status === 'completed' && s.captionsKey ? await downloadUrl(s.captionsKey, name('vtt')) : null,
    captions_srt_url: status === 'completed' && s.captionsSrtKey ? await downloadUrl(s.captionsSrtKey, name('srt')) : null,
    ...(status === 'queued' && s.waiting ? { message: s.waiting } : {}),
    ...(status === 'failed' ? { error: s.error ?? 'The export failed' } : {}),
    progress: status === 'completed' ? 1 : (s.progress ?? 0),
    ...(s.startedAt ? { started_at: s.startedAt } : {}),
    ...(s.completedAt ? { completed_at: s.completedAt } : {}),
    ...(s.durationSeconds !== undefined ? { duration_seconds: s.durationSeconds } : {}),
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
      summary: "Start rendering the project's completed chapters into one MP4",
      description: 'No body. One export runs per project at a time. Poll GET .../export for its status.',
      tag: 'Exports',
      success: { status: 202, schema: ExportStart, description: 'The export is queued' },
      errors: ['VALIDATION_ERROR', 'UNAUTHORIZED', 'NOT_FOUND', 'CONFLICT', 'RATE_LIMITED'],
      handle: async ({ caller, params }) => {
        const exp = await startExport(store, clock, caller, params.projectId!);
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
