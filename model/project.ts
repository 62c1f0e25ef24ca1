import { z } from 'zod';
import { SpecBase, StatusBase } from './common.js';
import { Description, ProjectName, Settings, Timestamp, id } from './fields.js';

export const CreateProjectBody = z
  .object({
    name: ProjectName,
    description: Description.nullable().optional(),
    settings: Settings.nullable().optional(),
  })
  .strict()
  .meta({ id: 'CreateProjectRequest' });
export type CreateProjectBody = z.infer<typeof CreateProjectBody>;

export const Project = z
  .object({
    id: id('project'),
    name: ProjectName,
    description: Description.nullable(),
    settings: Settings.nullable().meta({ description: 'Reserved for future use; null when not supplied' }),
    active_export_id: id('export').nullable().meta({ description: 'The current export, null when none was started' }),
    created_at: Timestamp,
  })
  .meta({ id: 'Project' });
export type Project = z.infer<typeof Project>;

export const ProjectSpec = z.object({
  id: id('project'),
  ...SpecBase,
  name: ProjectName,
  description: Description.nullable(),
  settings: Settings.nullable(),
  /** Claimed by the API with optimistic concurrency when an export starts: at most one export runs per project. */
  activeExportId: id('export').nullable(),
});
export type ProjectSpec = z.infer<typeof ProjectSpec>;

export const ProjectStatus = z.object({ ...StatusBase });
export type ProjectStatus = z.infer<typeof ProjectStatus>;
