import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { ExportStatusResponse } from '../../model/export.js';
import { id } from '../../model/fields.js';
import { RestError, type RestClient } from '../rest/client.js';
import { guarded, ok } from './result.js';
import { idArgument } from './schema.js';
import { afterAccepting, waitLoop, type ToolOptions } from './wait.js';

const ExportProjectOutput = ExportStatusResponse.extend({
  project_id: id('project'),
  started: z.boolean().meta({ description: 'true: this call started the export; false: it reports one already running, or the export_id asked for' }),
  waited_seconds: z.number().min(0),
});

/** Waits as long as AddPrompt: one tool call stays well inside a client's usual 60 s request timeout. */
export function registerExportTool(server: McpServer, api: RestClient, { waitSeconds }: ToolOptions): void {
  server.registerTool(
    'ExportProject',
    {
      title: 'Export the project as one MP4',
      description:
        "Render the project's chapters, in order, into one downloadable MP4. Each chapter's newest completed render " +
        'is used; chapters without one are skipped, and a project with none gets VALIDATION_ERROR (add prompts ' +
        `first). Starts an export (or, if one is already running, reports that one) and waits up to ${waitSeconds} s. When ` +
        'it is completed the answer has download_url, an expiring link. If it is still `queued` or `processing`, call ' +
        'ExportProject again with the same project_id and the `export_id` from the answer: with export_id it only ' +
        'waits for and reports that export (and signs a fresh download_url), it never starts another. On `failed`, ' +
        '`error` says why. Call without export_id again only to export anew, e.g. after changing chapters.',
      inputSchema: {
        project_id: idArgument('project', 'The project (prj_...)'),
        export_id: idArgument('export', "Optional: an export (exp_...) this tool started, to follow it without starting another").optional(),
      },
      outputSchema: ExportProjectOutput,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    },
    ({ project_id, export_id }, { signal }) =>
      guarded(async () => {
        const startedAt = Date.now();
        // The id of the export this call started; none when following export_id or when one was already running.
        const startedId = export_id === undefined ? await start(api, project_id, signal) : undefined;
        const known = startedId ?? export_id;
        const follow = `Call ExportProject with project_id "${project_id}"${known ? ` and export_id "${known}"` : ''} to follow it.`;
        const status = await afterAccepting(known ? `Export ${known} is running` : 'An export is running', follow, () =>
          waitLoop(startedAt, waitSeconds, async (wait) => {
            const got = await api.getExport(project_id, wait, { signal });
            return { value: got, done: got.status === 'completed' || got.status === 'failed' };
          }),
        );
        const waited = Math.round((Date.now() - startedAt) / 100) / 10;
        const text = [describe(status, startedId !== undefined, export_id, waited)];
        if (status.status === 'queued' || status.status === 'processing') {
          text.push(`Call ExportProject with project_id "${project_id}" and export_id "${status.id}" to keep waiting (it will not start another).`);
        }
        return ok(text.join('\n'), ExportProjectOutput, { ...status, project_id, started: startedId !== undefined, waited_seconds: waited });
      }),
  );
}

/**
 * Starts an export and returns its id; no id when one is already running (409: the spec allows one per project),
 * which is then the one reported.
 */
async function start(api: RestClient, projectId: string, signal: AbortSignal): Promise<string | undefined> {
  try {
    return (await api.startExport(projectId, { signal })).id;
  } catch (err) {
    if (err instanceof RestError && err.code === 'CONFLICT') return undefined;
    throw err;
  }
}

function describe(status: ExportStatusResponse, started: boolean, asked: string | undefined, waited: number): string {
  // The API shows a project's latest export; an export_id that is not it was replaced by a newer export.
  const replaced = asked !== undefined && asked !== status.id ? `Export ${asked} was replaced by a newer one. ` : '';
  const what = `${replaced}${started || asked !== undefined ? 'Export' : 'An export was already running:'} ${status.id}`;
  if (status.status === 'completed') {
    const length = status.duration_seconds === undefined ? '' : ` (${status.duration_seconds} s of video)`;
    const captions = status.captions_url ? ` Captions (WebVTT, expiring link): ${status.captions_url}` : '';
    return `${what} is completed${length}. Download (expiring link): ${status.download_url}${captions}`;
  }
  if (status.status === 'failed') return `${what} failed: ${status.error ?? 'no reason given'}. Fix the chapters and call ExportProject again.`;
  const why = status.message ? ` ${status.message}` : '';
  return `${what} is ${status.status} (${Math.round(status.progress * 100)}% done) after ${waited} s.${why}`;
}
