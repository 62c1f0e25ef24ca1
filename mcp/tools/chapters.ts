import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { MAX_WAIT_SECONDS } from '../../api/wait.js';
import { Chapter, ChapterList, ChapterSummary, CreatedChapter, PromptEntry } from '../../model/chapter.js';
import { ChapterDuration, ChapterName, MAX_CHAPTER_DURATION_SECONDS } from '../../model/fields.js';
import type { RestClient } from '../rest/client.js';
import { chapterLine, promptLine } from './describe.js';
import { guarded, ok } from './result.js';
import { advertised, closedObject, idArgument, knownArguments, outputObject } from './schema.js';

/** A chapter with its newest prompt (without the prompt text the caller wrote: the result is what is news). */
const ChapterDetail = ChapterSummary.extend({
  preview_url: Chapter.shape.preview_url,
  latest_prompt: PromptEntry.omit({ content: true }).nullable(),
});
const ListChaptersOutput = ChapterList.extend({
  chapter: ChapterDetail.optional().meta({ description: 'With chapter_id: that chapter with its latest prompt' }),
});

const AddChapterOutput = outputObject(CreatedChapter);
const WaitSeconds = z.number().int().min(0).max(MAX_WAIT_SECONDS);

const AddChapterArguments = {
  project_id: idArgument('project', 'The project (prj_...)'),
  name: advertised(z.string(), ChapterName, 'Chapter name, 1-30 characters'),
  duration: advertised(z.number(), ChapterDuration, `Total length in whole seconds, 1-${MAX_CHAPTER_DURATION_SECONDS}`).optional(),
};
const ListChaptersArguments = {
  project_id: idArgument('project', 'The project (prj_...)'),
  chapter_id: idArgument('chapter', 'Optional: a chapter (cht_...) to show with its latest prompt').optional(),
  wait_seconds: advertised(z.number(), WaitSeconds, `With chapter_id: wait up to this many seconds (0-${MAX_WAIT_SECONDS}, default 0) for it to finish processing`).optional(),
};

export function registerChapterTools(server: McpServer, api: RestClient): void {
  server.registerTool(
    'AddChapter',
    {
      title: 'Add a chapter to a project',
      description:
        'Add a chapter (a segment of the video) to a project; chapters play in the order they were added. `name` is ' +
        `required, 1-30 characters; \`duration\` is optional: the chapter's total length in positive whole seconds, at most ${MAX_CHAPTER_DURATION_SECONDS} ` +
        '(omit it and the prompt decides). Returns at once with the chapter id (cht_...). The chapter is empty until ' +
        'a prompt builds it. Next: AddPrompt with project_id and chapter_id, describing what the chapter shows.',
      inputSchema: closedObject(AddChapterArguments),
      outputSchema: AddChapterOutput,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    },
    (args, { signal }) =>
      guarded('AddChapter', async () => {
        const { project_id, name, duration } = knownArguments('AddChapter', AddChapterArguments, args);
        const chapter = await api.addChapter(project_id, duration === undefined ? { name } : { name, duration }, { signal });
        return ok(
          `Added chapter "${chapter.name}" (id ${chapter.id}) to project ${chapter.project_id}. ` +
            `Next: AddPrompt with project_id "${chapter.project_id}" and chapter_id "${chapter.id}".`,
          AddChapterOutput,
          chapter,
        );
      }),
  );

  server.registerTool(
    'ListChapters',
    {
      title: "List a project's chapters with their status",
      description:
        "List a project's chapters in render order with their status: `processing` (a prompt is being rendered, or the " +
        "chapter is re-rendered in the project's new format), " +
        '`ready` (done, or no prompt yet: see prompt_count), `error` (the latest prompt failed). Returns at once. ' +
        'To follow a prompt that AddPrompt left processing, also pass `chapter_id`: the answer then includes that ' +
        'chapter\'s latest prompt (status and result) and preview_url, and with `wait_seconds` (0-30) it waits until ' +
        'the chapter stops processing. Next: ExportProject once the chapters you want are ready.',
      inputSchema: closedObject(ListChaptersArguments),
      outputSchema: ListChaptersOutput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (args, { signal }) =>
      guarded('ListChapters', async () => {
        const { project_id, chapter_id, wait_seconds } = knownArguments('ListChapters', ListChaptersArguments, args);
        // The chapter first: after its wait, the list shows the state the wait ended in.
        const detail = chapter_id === undefined ? undefined : await api.getChapter(project_id, chapter_id, wait_seconds ?? 0, { signal });
        const list = await api.listChapters(project_id, { signal });
        const lines = list.chapters.map((c, i) => `${i + 1}. ${chapterLine(c)}`);
        const text = [
          list.chapters.length === 0
            ? `Project ${list.project_id} has no chapters yet. Next: AddChapter.`
            : `Project ${list.project_id} has ${list.chapters.length} chapter${list.chapters.length === 1 ? '' : 's'}, in render order:`,
          ...lines,
        ];
        let chapter: z.infer<typeof ChapterDetail> | undefined;
        if (detail) {
          const { prompts, ...summary } = detail;
          const latest = prompts.at(-1);
          // ok() cuts it to the output schema: the prompt's own text is dropped there.
          chapter = { ...summary, latest_prompt: latest ?? null };
          text.push(`Chapter ${detail.id}: ${latest ? promptLine(latest) : 'no prompt yet; AddPrompt builds it.'}`);
          if (latest?.status === 'processing') text.push(`Call ListChapters again with chapter_id "${detail.id}" and wait_seconds ${MAX_WAIT_SECONDS} to keep waiting.`);
          if (detail.preview_url) text.push(`Preview (expiring link): ${detail.preview_url}`);
        }
        return ok(text.join('\n'), ListChaptersOutput, { ...list, ...(chapter ? { chapter } : {}) });
      }),
  );
}
