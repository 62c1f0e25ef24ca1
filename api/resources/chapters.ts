import { chapterState, createChapter, currentRender, getChapter, listChapters, type ChapterView } from '../../core/chapters.js';
import { PromptHistory } from '../../core/history.js';
import { waitUntil } from '../../core/wait.js';
import { Chapter, ChapterList, CreateChapterBody, CreatedChapter } from '../../model/chapter.js';
import type { ApiDeps } from '../deps.js';
import { presentChapter, presentChapterSummary, presentCreatedChapter } from '../present.js';
import { baseUrl } from '../public-url.js';
import { defineRoute } from '../route.js';
import { fileNameOf } from '../download-name.js';
import { getProject } from '../../core/projects.js';
import { DELETE_DESCRIPTION, deletionOf } from '../deletion.js';
import { deleteChapter } from '../../core/deletion.js';
import { Deletion } from '../../model/common.js';
import { WaitQuery, abortOnClose } from '../wait.js';

export function chapterRoutes(deps: ApiDeps) {
  const { store, clock } = deps;
  const promptHistory = new PromptHistory(deps.storage);
  const withHistory = async (view: ChapterView): Promise<ChapterView> => ({ ...view, archived: await promptHistory.archived(view.chapter) });
  /** The current render, signed, downloading as `<project name> - <chapter name>.mp4`. */
  const previewUrl = async (view: ChapterView, base: string, projectName: string) => {
    const key = currentRender(view)?.key;
    return key ? deps.downloadUrl(key, fileNameOf([projectName, view.chapter.spec.name], 'mp4', view.chapter.spec.id), base) : null;
  };
  return [
    defineRoute({
      method: 'post',
      path: '/projects/:projectId/chapters',
      operationId: 'createChapter',
      summary: 'Add a chapter to a project',
      description: 'Chapters are rendered in the order they were created.',
      tag: 'Chapters',
      body: CreateChapterBody,
      success: {
        status: 201,
        schema: CreatedChapter,
        description: 'The new chapter',
        location: (c: { id: string; project_id: string }, base) => `${base}/api/v1/projects/${c.project_id}/chapters/${c.id}`,
      },
      errors: ['VALIDATION_ERROR', 'UNAUTHORIZED', 'NOT_FOUND', 'RATE_LIMITED'],
      handle: async ({ caller, params, body }) =>
        presentCreatedChapter(await createChapter(store, clock, caller, params.projectId!, body)),
    }),
    defineRoute({
      method: 'get',
      path: '/projects/:projectId/chapters',
      operationId: 'listChapters',
      summary: "List a project's chapters in render order, with their status",
      tag: 'Chapters',
      success: { status: 200, schema: ChapterList, description: 'All chapters of the project (not paginated)' },
      errors: ['UNAUTHORIZED', 'NOT_FOUND', 'RATE_LIMITED'],
      handle: async ({ caller, params }) => ({
        project_id: params.projectId!,
        chapters: (await Promise.all((await listChapters(store, caller, params.projectId!)).map(withHistory))).map(presentChapterSummary),
      }),
    }),
    defineRoute({
      method: 'get',
      path: '/projects/:projectId/chapters/:chapterId',
      operationId: 'getChapter',
      summary: 'Get a chapter with its prompts, oldest first',
      description:
        "With `wait=N`, answers as soon as the chapter is no longer `processing`, or after N seconds (at most 30). A chapter is also `processing` while it is re-rendered in its project's new format; `format` is the format of `preview_url`'s render.",
      tag: 'Chapters',
      query: WaitQuery,
      success: { status: 200, schema: Chapter, description: 'The chapter' },
      errors: ['VALIDATION_ERROR', 'UNAUTHORIZED', 'NOT_FOUND', 'RATE_LIMITED'],
      handle: async ({ caller, params, query, req, res }) => {
        const read = () => getChapter(store, caller, params.projectId!, params.chapterId!);
        if (query.wait > 0) {
          await read();
          await waitUntil(store, ['prompt', 'chapter', 'project'], async () => chapterState(await read()) !== 'processing', {
            timeoutMs: query.wait * 1000,
            signal: abortOnClose(res),
          });
        }
        const view = await withHistory(await read());
        const project = await getProject(store, caller, params.projectId!);
        return presentChapter(view, await previewUrl(view, baseUrl(deps, req), project.spec.name));
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/projects/:projectId/chapters/:chapterId',
      operationId: 'deleteChapter',
      summary: 'Delete a chapter with its prompts',
      description: DELETE_DESCRIPTION('chapter', 'its prompts; a running render is stopped; its renders, scene documents and caption files are removed from storage. A completed export that included it keeps its file'),
      tag: 'Chapters',
      success: { status: 202, schema: Deletion, description: 'The chapter is gone from the API; its files are being removed' },
      errors: ['UNAUTHORIZED', 'NOT_FOUND', 'RATE_LIMITED'],
      handle: async ({ caller, params }) => deletionOf('chapter', (await deleteChapter(store, caller, params.projectId!, params.chapterId!)).spec.id),
    }),
  ];
}
