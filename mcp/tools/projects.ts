import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { ProjectList } from '../../api/resources/projects.js';
import { ASPECTS, RESOLUTIONS } from '../../model/format.js';
import { Description, PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX, ProjectName } from '../../model/fields.js';
import { Project } from '../../model/project.js';
import { TEMPLATES } from '../../engine/template/catalogue/index.js';
import type { RestClient } from '../rest/client.js';
import { guarded, ok } from './result.js';
import { advertised, closedObject, knownArguments, outputObject } from './schema.js';

const CreateProjectOutput = outputObject(Project);
const ListProjectsOutput = outputObject(ProjectList);

const CreateProjectArguments = {
  name: advertised(z.string(), ProjectName, 'Project name, 1-30 characters'),
  description: advertised(z.string(), Description, 'What the video is about, at most 1000 characters').optional(),
  format: closedObject({
    aspect: advertised(z.string(), z.enum(ASPECTS), 'landscape (16:9, default), portrait (9:16) or square (1:1)').optional(),
    resolution: advertised(z.string(), z.enum(RESOLUTIONS), 'The short side: 1080p (default) or 720p (a draft)').optional(),
  })
    .optional()
    .meta({ description: 'Output format of every chapter and of the export; default landscape 1080p' }),
  template: z
    .string()
    .meta({ description: `A gallery template to start from: ${TEMPLATES.map((t) => `${t.id} (${t.name})`).join(', ')}. The project then gets one chapter made from it, rendering at once` })
    .optional(),
  fields: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .meta({ description: "The template's field values by name (texts, colours as #rrggbb, numbers, pictures as your asset ids); absent ones keep the template's defaults" })
    .optional(),
};
const ListProjectsArguments = {
  limit: advertised(z.number(), ProjectList.shape.pagination.shape.limit, `Page size, 1-${PAGE_LIMIT_MAX} (default ${PAGE_LIMIT_DEFAULT})`).optional(),
  offset: advertised(z.number(), ProjectList.shape.pagination.shape.offset, 'Projects to skip (default 0)').optional(),
};

export function registerProjectTools(server: McpServer, api: RestClient): void {
  server.registerTool(
    'CreateProject',
    {
      title: 'Create a video project',
      description:
        'Create a video project: the container for one video, made of chapters rendered in order. ' +
        '`name` is required, 1-30 characters (not blank); `description` is optional, at most 1000 characters. ' +
        '`format` is optional: `aspect` landscape (16:9, the default), portrait (9:16: stories, reels, shorts) or square (1:1), ' +
        'and `resolution` 1080p (default) or 720p (a draft); a prompt that asks for a format ("make it vertical") changes it later. ' +
        '`template` (optional) starts from a designed template with its `fields`: the project then has one chapter, already rendering (ListChapters shows it). ' +
        'Returns at once with the project and its id (prj_...). Next: AddChapter with that project_id.',
      inputSchema: closedObject(CreateProjectArguments),
      outputSchema: CreateProjectOutput,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    },
    (args, { signal }) =>
      guarded('CreateProject', async () => {
        const { name, description, format, template, fields } = knownArguments('CreateProject', CreateProjectArguments, args);
        const project = await api.createProject(
          { name, ...(description === undefined ? {} : { description }), ...(format === undefined ? {} : { format }), ...(template === undefined ? {} : { template }), ...(fields === undefined ? {} : { fields }) },
          { signal },
        );
        const size = `${project.format.aspect} ${project.format.resolution}`;
        const next = template === undefined
          ? `Next: AddChapter with project_id "${project.id}".`
          : `Its chapter from the template "${template}" is rendering: ListChapters with project_id "${project.id}" shows it; AddPrompt edits it.`;
        return ok(`Created project "${project.name}" (id ${project.id}, ${size}). ${next}`, CreateProjectOutput, project);
      }),
  );

  server.registerTool(
    'ListProjects',
    {
      title: "List the caller's projects",
      description:
        `List your video projects, oldest first, ${PAGE_LIMIT_DEFAULT} at a time: \`limit\` 1-${PAGE_LIMIT_MAX} ` +
        '(default 20), `offset` ≥ 0 (default 0) to page on; `pagination.total` is how many there are. Each project ' +
        'shows its id and its active_export_id (the latest export, if any). Returns at once. Next: ListChapters to see a ' +
        "project's chapters, or ExportProject.",
      inputSchema: closedObject(ListProjectsArguments),
      outputSchema: ListProjectsOutput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (args, { signal }) =>
      guarded('ListProjects', async () => {
        const { limit, offset } = knownArguments('ListProjects', ListProjectsArguments, args);
        const page = await api.listProjects({ limit, offset }, { signal });
        const { total, offset: from } = page.pagination;
        const lines = page.projects.map((p) => `- ${p.id} "${p.name}"${p.active_export_id ? ` (latest export ${p.active_export_id})` : ''}`);
        const more = from + page.projects.length < total ? `\nMore: ListProjects with offset ${from + page.projects.length}.` : '';
        const head = total === 0
          ? 'No projects yet. Next: CreateProject.'
          : page.projects.length === 0
            ? `No projects at offset ${from}; there are ${total}.`
            : `Projects ${from + 1}-${from + page.projects.length} of ${total}:`;
        return ok([head, ...lines].join('\n') + more, ListProjectsOutput, page);
      }),
  );
}
