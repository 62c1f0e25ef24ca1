import { z } from 'zod';
import { createProject, getProject, listProjects, updateProject } from '../../core/projects.js';
import { createProjectFromTemplate } from '../../core/templates.js';
import { Deletion, Pagination } from '../../model/common.js';
import { deleteProject } from '../../core/deletion.js';
import { CreateProjectBody, Project, UpdateProjectBody } from '../../model/project.js';
import type { ApiDeps } from '../deps.js';
import { PageQuery } from '../pagination.js';
import { presentProject } from '../present.js';
import { defineRoute } from '../route.js';
import { DELETE_DESCRIPTION, deletionOf } from '../deletion.js';
import { PROJECT_LIST_EXAMPLE } from '../../model/examples.js';

export const ProjectList = z.object({ projects: z.array(Project), pagination: Pagination }).meta({ id: 'ProjectList', examples: [PROJECT_LIST_EXAMPLE] });

export function projectRoutes({ store, storage, clock }: ApiDeps) {
  return [
    defineRoute({
      method: 'post',
      path: '/projects',
      operationId: 'createProject',
      summary: 'Create a project',
      description:
        '`format` (optional, default landscape 1080p) is the output format every chapter is rendered in. ' +
        'With `template` (a gallery template\'s id, GET /api/v1/templates) and its `fields`, the project gets one chapter made from the filled template, ' +
        "rendering at once (the chapter is `processing`); `name` then defaults to the template's name and `format` to its aspect. " +
        "A picture field takes one of your `ready` image (or video) assets, by id or URL; a picture left out is left out of the video. " +
        '400 names each field that cannot be used (unknown, not a colour, not your asset, ...).',
      tag: 'Projects',
      body: CreateProjectBody,
      success: { status: 201, schema: Project, description: 'The new project', location: (p: { id: string }, base) => `${base}/api/v1/projects/${p.id}` },
      errors: ['VALIDATION_ERROR', 'UNAUTHORIZED', 'RATE_LIMITED'],
      handle: async ({ caller, body }) => {
        if (body.template !== undefined) return presentProject(await createProjectFromTemplate(store, storage, clock, caller, { ...body, template: body.template }));
        return presentProject(await createProject(store, clock, caller, { ...body, name: body.name! }));
      },
    }),
    defineRoute({
      method: 'get',
      path: '/projects',
      operationId: 'listProjects',
      summary: "List the caller's projects, oldest first",
      tag: 'Projects',
      query: PageQuery,
      paged: true,
      success: { status: 200, schema: ProjectList, description: 'A page of projects' },
      errors: ['VALIDATION_ERROR', 'UNAUTHORIZED', 'RATE_LIMITED'],
      handle: async ({ caller, query }) => {
        const page = await listProjects(store, caller, query);
        return { projects: page.items.map(presentProject), pagination: { ...query, total: page.total } };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/projects/:projectId',
      operationId: 'getProject',
      summary: 'Get a project',
      tag: 'Projects',
      success: { status: 200, schema: Project, description: 'The project' },
      errors: ['UNAUTHORIZED', 'NOT_FOUND', 'RATE_LIMITED'],
      handle: async ({ caller, params }) => presentProject(await getProject(store, caller, params.projectId!)),
    }),
    defineRoute({
      method: 'patch',
      path: '/projects/:projectId',
      operationId: 'updateProject',
      summary: "Change a project's name, description or output format",
      description:
        'Only the fields sent change (`format` members too: `{"format":{"resolution":"1080p"}}` keeps the aspect); at least one is required. ' +
        "When the format changes, every chapter whose latest render is in another format is re-rendered from its latest scene document in the new one, without new prompt entries: those chapters are `processing` until then, and an export started meanwhile waits for them (`queued`). " +
        'A prompt that asks for a format ("make it vertical") changes it the same way.',
      tag: 'Projects',
      body: UpdateProjectBody,
      success: { status: 200, schema: Project, description: 'The project as changed' },
      errors: ['VALIDATION_ERROR', 'UNAUTHORIZED', 'NOT_FOUND', 'RATE_LIMITED'],
      handle: async ({ caller, params, body }) => presentProject(await updateProject(store, caller, params.projectId!, body)),
    }),
    defineRoute({
      method: 'delete',
      path: '/projects/:projectId',
      operationId: 'deleteProject',
      summary: 'Delete a project with its chapters, prompts and exports',
      description: DELETE_DESCRIPTION('project', 'its chapters, their prompts and its exports; a running render or export is stopped; every render, scene document, caption file and export file it made is removed from storage'),
      tag: 'Projects',
      success: { status: 202, schema: Deletion, description: 'The project is gone from the API; its files are being removed' },
      errors: ['UNAUTHORIZED', 'NOT_FOUND', 'RATE_LIMITED'],
      handle: async ({ caller, params }) => deletionOf('project', (await deleteProject(store, caller, params.projectId!)).spec.id),
    }),
  ];
}
