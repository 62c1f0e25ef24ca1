import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { EXPORT_CAPTIONS, EXPORT_CONTAINERS, EXPORT_FRAME_RATES, EXPORT_QUALITIES, EXPORT_RESOLUTIONS, ExportStatusResponse } from '../../model/export.js';
import { id } from '../../model/fields.js';
import { RestError, type RestClient } from '../rest/client.js';
import { guarded, ok } from './result.js';
import { closedObject, idArgument, knownArguments } from './schema.js';
import { afterAccepting, waitLoop, type ToolOptions } from './wait.js';

const ExportProjectOutput = ExportStatusResponse.extend({
  project_id: id('project'),
  started: z.boolean().meta({ description: 'true: this call started the export; false: it reports one already running, or the export_id asked for' }),
  waited_seconds: z.number().min(0),
});

/** The export options (REST's body, model/export.ts), each optional; left to the API to check, as every argument. */
const OPTION_ARGUMENTS = {
  format: z.string().meta({ enum: [...EXPORT_CONTAINERS], description: 'Optional: mp4 (default), webm, or gif (a short loop without sound)' }).optional(),
  resolution: z.string().meta({ enum: [...EXPORT_RESOLUTIONS], description: "Optional: the output's short side (default: the project's); 2160p is 4K, at most 30 fps. Larger than the project's renders the chapters again at that size (slower)" }).optional(),
  fps: z.number().meta({ enum: [...EXPORT_FRAME_RATES], description: 'Optional: frames per second (default 30; a GIF 12); 50 or 60 renders the chapters again at that rate (slower)' }).optional(),
  quality: z.string().meta({ enum: [...EXPORT_QUALITIES], description: 'Optional: draft, standard (default) or high' }).optional(),
  captions: z.string().meta({ enum: [...EXPORT_CAPTIONS], description: 'Optional: sidecar (WebVTT and SRT files when a chapter has captions; default), burned (the narration drawn on the frames of every narrated chapter, plus the files) or none' }).optional(),
  poster: z.string().meta({ enum: ['jpeg', 'png', 'none'], description: 'Optional: the poster still as jpeg (default) or png, or none' }).optional(),
  poster_at: z.number().meta({ minimum: 0, description: 'Optional: seconds into the video for the poster (default: when the main content is on screen)' }).optional(),
  thumbnails: z.boolean().meta({ description: 'Optional: one small JPEG per chapter (default true)' }).optional(),
};

const ExportProjectArguments = {
  project_id: idArgument('project', 'The project (prj_...)'),
  export_id: idArgument('export', "Optional: an export (exp_...) this tool started, to follow it without starting another").optional(),
  ...OPTION_ARGUMENTS,
};

/** Waits as long as AddPrompt: one tool call stays well inside a client's usual 60 s request timeout. */
export function registerExportTool(server: McpServer, api: RestClient, { waitSeconds }: ToolOptions): void {
  server.registerTool(
    'ExportProject',
    {
      title: 'Export the project as one video',
      description:
        "Render the project's chapters, in order, into one downloadable video (MP4 unless format says webm or gif; the options are optional). Each chapter's newest completed render " +
        'is used; chapters without one are skipped, and a project with none gets VALIDATION_ERROR (add prompts ' +
        `first). Starts an export (or, if one is already running, reports that one) and waits up to ${waitSeconds} s. When ` +
        'it is completed the answer has download_url, an expiring link. If it is still `queued` or `processing`, call ' +
        'ExportProject again with the same project_id and the `export_id` from the answer: with export_id it only ' +
        'waits for and reports that export (and signs a fresh download_url), it never starts another. On `failed`, ' +
        '`error` says why. Call without export_id again only to export anew, e.g. after changing chapters.',
      inputSchema: closedObject(ExportProjectArguments),
      outputSchema: ExportProjectOutput,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    },
    (args, { signal }) =>
      guarded('ExportProject', async () => {
        const { project_id, export_id, ...options } = knownArguments('ExportProject', ExportProjectArguments, args);
        if (export_id !== undefined && Object.keys(options).length > 0) {
          throw new RestError(400, 'VALIDATION_ERROR', 'Export options go with a new export, not with export_id', `Call ExportProject with project_id "${project_id}" and the options (no export_id) to start an export with them.`);
        }
        const startedAt = Date.now();
        // An export_id is followed only while it is the project's latest export, the one the API reports: any other
        // (unknown, another project's, or replaced by a newer export) is NOT_FOUND at once, before any wait.
        if (export_id !== undefined) await expectLatest(api, project_id, export_id, signal);
        // The id of the export this call started; none when following export_id or when one was already running.
        const startedId = export_id === undefined ? await start(api, project_id, signal, options) : undefined;
        const known = startedId ?? export_id;
        const follow = `Call ExportProject with project_id "${project_id}"${known ? ` and export_id "${known}"` : ''} to follow it.`;
        const status = await afterAccepting(known ? `Export ${known} is running` : 'An export is running', follow, () =>
          waitLoop(startedAt, waitSeconds, async (wait) => {
            const got = await api.getExport(project_id, wait, { signal });
            const replaced = export_id !== undefined && got.id !== export_id;
            return { value: got, done: replaced || got.status === 'completed' || got.status === 'failed' };
          }),
        );
        // Another client started a newer export while this call waited.
        if (export_id !== undefined && status.id !== export_id) throw notLatest(project_id, export_id, status.id);
        const waited = Math.round((Date.now() - startedAt) / 100) / 10;
        const text = [describe(status, startedId !== undefined, export_id, waited)];
        if (status.status === 'queued' || status.status === 'processing') {
          text.push(`Call ExportProject with project_id "${project_id}" and export_id "${status.id}" to keep waiting (it will not start another).`);
        }
        return ok(text.join('\n'), ExportProjectOutput, { ...status, project_id, started: startedId !== undefined, waited_seconds: waited });
      }),
  );
}

async function expectLatest(api: RestClient, projectId: string, exportId: string, signal: AbortSignal): Promise<void> {
  const latest = await api.getExport(projectId, 0, { signal });
  if (latest.id !== exportId) throw notLatest(projectId, exportId, latest.id);
}

function notLatest(projectId: string, exportId: string, latestId: string): RestError {
  return new RestError(
    404,
    'NOT_FOUND',
    `Export ${exportId} not found in project ${projectId}`,
    `Its latest export is ${latestId}: call ExportProject with project_id "${projectId}" and export_id "${latestId}" to follow that one, ` +
      'or with the project_id alone to start a new export.',
  );
}

/**
 * Starts an export and returns its id; no id when one is already running (409: the spec allows one per project),
 * which is then the one reported.
 */
async function start(api: RestClient, projectId: string, signal: AbortSignal, options: Record<string, unknown>): Promise<string | undefined> {
  try {
    return (await api.startExport(projectId, { signal }, options)).id;
  } catch (err) {
    if (err instanceof RestError && err.code === 'CONFLICT') return undefined;
    throw err;
  }
}

function describe(status: ExportStatusResponse, started: boolean, asked: string | undefined, waited: number): string {
  const what = `${started || asked !== undefined ? 'Export' : 'An export was already running:'} ${status.id}`;
  if (status.status === 'completed') {
    const length = status.duration_seconds === undefined ? '' : ` (${status.duration_seconds} s of video)`;
    const srt = status.captions_srt_url ? ` Captions as SRT (expiring link): ${status.captions_srt_url}` : '';
    const captions = status.captions_url ? ` Captions (WebVTT, expiring link): ${status.captions_url}${srt}` : '';
    const poster = status.poster_url ? ` Poster (expiring link): ${status.poster_url}` : '';
    const more = (status.files?.length ?? 0) > 0 ? ` All ${status.files!.length} files are listed in the structured result.` : '';
    return `${what} is completed${length}. Download (expiring link): ${status.download_url}${captions}${poster}${more}`;
  }
  if (status.status === 'failed') return `${what} failed: ${status.error ?? 'no reason given'}. Fix the chapters and call ExportProject again.`;
  const why = status.message ? ` ${status.message}` : '';
  return `${what} is ${status.status} (${Math.round(status.progress * 100)}% done) after ${waited} s.${why}`;
}
