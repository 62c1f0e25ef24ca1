import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { MAX_WAIT_SECONDS } from '../../api/wait.js';
import { Chapter, PromptEntry } from '../../model/chapter.js';
import { ChapterState, PromptContent, id } from '../../model/fields.js';
import type { RestClient } from '../rest/client.js';
import { promptLine } from './describe.js';
import { guarded, ok } from './result.js';
import { advertised, closedObject, idArgument, knownArguments } from './schema.js';
import { afterAccepting, waitLoop, type ToolOptions } from './wait.js';

const AddPromptOutput = z.object({
  prompt_id: id('prompt'),
  project_id: id('project'),
  chapter_id: id('chapter'),
  status: PromptEntry.shape.status,
  result: PromptEntry.shape.result,
  progress: PromptEntry.shape.progress,
  chapter_status: ChapterState,
  preview_url: Chapter.shape.preview_url,
  waited_seconds: z.number().min(0).meta({ description: 'How long the tool waited for the render' }),
});

const AddPromptArguments = {
  project_id: idArgument('project', 'The project (prj_...)'),
  chapter_id: idArgument('chapter', 'The chapter (cht_...)'),
  content: advertised(z.string(), PromptContent, 'What the chapter shows, 1-5000 characters'),
  force: z.boolean().optional().meta({ description: 'Supersede a prompt still processing for this chapter (default false)' }),
};

export function registerPromptTool(server: McpServer, api: RestClient, { waitSeconds }: ToolOptions): void {
  server.registerTool(
    'AddPrompt',
    {
      title: 'Describe a chapter in a prompt and render it',
      description:
        'Submit a prompt (1-5000 characters) that builds the chapter: the first prompt creates its content, each later ' +
        'one edits it. Text in quotes is shown on screen (the first quote is the title, the next the caption); also ' +
        'understood: a background colour ("navy background"), a length ("5 seconds"), the URL of an uploaded asset ' +
        '(image, video or audio), `narrate: "..."`, themes (minimal, bold, retro, elegant, playful, classic), "add a fade", ' +
        `"add a scene ...". Waits up to ${waitSeconds} s for the render and returns the prompt's status (completed or failed) and ` +
        'its result, one sentence saying what was built. If it is still `processing` after that, do not resubmit: call ' +
        `ListChapters with project_id, chapter_id and wait_seconds ${MAX_WAIT_SECONDS} until it finishes. One prompt runs per chapter at a time; ` +
        'another submission gets CONFLICT unless `force` is true, which stops the running prompt (it ends failed, ' +
        'superseded). Next: AddPrompt again to change the chapter, AddChapter for the next one, or ExportProject.',
      inputSchema: closedObject(AddPromptArguments),
      outputSchema: AddPromptOutput,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    },
    (args, { signal }) =>
      guarded('AddPrompt', async () => {
        const { project_id, chapter_id, content, force } = knownArguments('AddPrompt', AddPromptArguments, args);
        const started = Date.now();
        const submitted = await api.submitPrompt(project_id, chapter_id, { content, force: force ?? false }, { signal });
        const follow = `Do not resubmit: call ListChapters with project_id "${project_id}", chapter_id "${chapter_id}" and wait_seconds ${MAX_WAIT_SECONDS} until it finishes.`;
        const chapter = await afterAccepting(`Prompt ${submitted.prompt_id} was accepted`, follow, () =>
          waitLoop(started, waitSeconds, async (wait) => {
            const got = await api.getChapter(project_id, chapter_id, wait, { signal });
            const entry = got.prompts.find((p) => p.id === submitted.prompt_id);
            return { value: got, done: entry !== undefined && entry.status !== 'processing' };
          }),
        );
        const entry = chapter.prompts.find((p) => p.id === submitted.prompt_id);
        const waited = Math.round((Date.now() - started) / 100) / 10;
        const status = entry?.status ?? 'processing';
        const text = [promptLine({ id: submitted.prompt_id, status, result: entry?.result ?? null, progress: entry?.progress }, waited)];
        if (status === 'processing') {
          text.push(follow);
        } else if (status === 'failed') {
          text.push('Next: rephrase and call AddPrompt again.');
        } else {
          if (chapter.preview_url) text.push(`Preview (expiring link): ${chapter.preview_url}`);
          text.push('Next: AddPrompt again to change this chapter, AddChapter for another, or ExportProject.');
        }
        return ok(text.join('\n'), AddPromptOutput, {
          prompt_id: submitted.prompt_id,
          project_id: chapter.project_id,
          chapter_id: chapter.id,
          status,
          result: entry?.result ?? null,
          ...(entry?.progress === undefined ? {} : { progress: entry.progress }),
          chapter_status: chapter.status,
          preview_url: chapter.preview_url,
          waited_seconds: waited,
        });
      }),
  );
}
