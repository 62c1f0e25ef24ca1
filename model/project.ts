import { z } from 'zod';
import { ASPECTS, DEFAULT_FORMAT, LEGACY_FORMAT, OutputFormat, RESOLUTIONS } from './format.js';
import { SpecBase, StatusBase } from './common.js';
import { Description, ProjectName, Settings, Timestamp, id } from './fields.js';
import { CREATE_PROJECT_EXAMPLE, PROJECT_EXAMPLE, UPDATE_PROJECT_EXAMPLE } from './examples.js';
import { RowValues, TemplateId } from './template.js';

/*
 * A project's output format is model/format.ts's OutputFormat (one definition). Requests use strict copies of it
 * (unknown fields are refused, as everywhere in the API), the response and the custom resource its fields.
 */

/** The format in a create request: both members optional, defaulting to landscape 1080p. */
export const FormatRequest = z
  .object(OutputFormat.shape)
  .strict()
  .meta({ description: 'Output format of every chapter and of the export; default landscape 1080p (1920x1080); 720p on request (a draft)' });

/** The format in a PATCH: only the members given change (`{"resolution":"1080p"}` keeps the aspect). */
export const FormatPatch = z
  .object({
    aspect: z.enum(ASPECTS).optional().meta({ description: OutputFormat.shape.aspect.description }),
    resolution: z.enum(RESOLUTIONS).optional().meta({ description: OutputFormat.shape.resolution.description }),
  })
  .strict()
  .meta({
    description:
      "The members to change. Changing the format re-renders every chapter's latest scene document in it (no new prompt entries); meanwhile those chapters are `processing`.",
  });
export type FormatPatch = z.infer<typeof FormatPatch>;

export const CreateProjectBody = z
  .object({
    name: ProjectName.optional().meta({ description: "Required, unless a template is given (then the template's name is the default)" }),
    description: Description.nullable().optional(),
    settings: Settings.nullable().optional(),
    format: FormatRequest.optional(),
    template: TemplateId.optional().meta({ description: "A gallery template's id (GET /api/v1/templates): the project gets one chapter made from it, rendering at once" }),
    fields: RowValues.optional().meta({ description: "The template's field values by name (texts, colours #rrggbb, numbers, pictures as your asset ids or URLs); absent ones take their defaults" }),
  })
  .strict()
  .refine((b) => b.name !== undefined || b.template !== undefined, { message: 'name is required (or give a template)', path: ['name'] })
  .refine((b) => b.fields === undefined || b.template !== undefined, { message: 'fields are the values of a template: give template too', path: ['fields'] })
  .meta({ id: 'CreateProjectRequest', examples: [CREATE_PROJECT_EXAMPLE] });
export type CreateProjectBody = z.infer<typeof CreateProjectBody>;

export const UpdateProjectBody = z
  .object({
    name: ProjectName.optional(),
    description: Description.nullable().optional().meta({ description: 'null clears it' }),
    format: FormatPatch.optional(),
  })
  .strict()
  .refine((b) => b.name !== undefined || b.description !== undefined || b.format !== undefined, {
    message: 'send at least one of name, description, format',
  })
  // The refinement above, said in JSON Schema: `{}` is refused (400).
  .meta({ id: 'UpdateProjectRequest', minProperties: 1, examples: [UPDATE_PROJECT_EXAMPLE] });
export type UpdateProjectBody = z.infer<typeof UpdateProjectBody>;

export const Project = z
  .object({
    id: id('project'),
    name: ProjectName,
    description: Description.nullable(),
    settings: Settings.nullable().meta({ description: 'Reserved for future use; null when not supplied' }),
    format: OutputFormat.meta({ description: 'Output format of every chapter and of the export' }),
    active_export_id: id('export').nullable().meta({ description: 'The current export, null when none was started' }),
    created_at: Timestamp,
  })
  .meta({ id: 'Project', examples: [PROJECT_EXAMPLE] });
export type Project = z.infer<typeof Project>;

export const ProjectSpec = z.object({
  id: id('project'),
  ...SpecBase,
  name: ProjectName,
  description: Description.nullable(),
  settings: Settings.nullable(),
  /** Absent on projects made before formats existed: landscape 720p. */
  format: z.object(OutputFormat.shape).optional(),
  /** Claimed by the API with optimistic concurrency when an export starts: at most one export runs per project. */
  activeExportId: id('export').nullable(),
});
export type ProjectSpec = z.infer<typeof ProjectSpec>;

export const ProjectStatus = z.object({ ...StatusBase });
export type ProjectStatus = z.infer<typeof ProjectStatus>;

/** The project's output format (projects made before formats existed are landscape 720p). */
export function projectFormat(spec: Pick<ProjectSpec, 'format'>): OutputFormat {
  return spec.format ? { aspect: spec.format.aspect, resolution: spec.format.resolution } : { ...LEGACY_FORMAT };
}

/** A new project's format: what the request asked for, on top of the default (landscape 1080p). */
export function newProjectFormat(requested: Partial<OutputFormat> | undefined): OutputFormat {
  return { ...DEFAULT_FORMAT, ...(requested ?? {}) };
}
