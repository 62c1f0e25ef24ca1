import type { OutputFormat } from '../model/format.js';
import { newProjectFormat, projectFormat, type CreateProjectBody, type UpdateProjectBody } from '../model/project.js';
import { newId } from '../model/ids.js';
import { jsonEqual, toJson } from '../store/json.js';
import type { Store, StoredObject } from '../store/store.js';
import type { Caller } from './caller.js';
import { isoNow, type Clock } from '../lib/clock.js';
import { getOwned } from './owned.js';
import type { Page, PageRequest } from './page.js';
import { retryOnConflict } from './retry.js';

export type ProjectObject = StoredObject<'project'>;

export async function createProject(
  store: Store,
  clock: Clock,
  caller: Caller,
  body: Omit<CreateProjectBody, 'name'> & { name: string },
): Promise<ProjectObject> {
  return store.create('project', {
    spec: {
      id: newId('project'),
      tenant: caller.tenant,
      createdAt: isoNow(clock),
      name: body.name,
      description: body.description ?? null,
      settings: body.settings ?? null,
      format: newProjectFormat(body.format),
      activeExportId: null,
    },
    status: {},
  });
}

/**
 * A PATCH: name, description and format (its members merged into the current one). A format change is all it
 * takes: the chapter reconciler compares each chapter's render with the project's format and re-renders the ones
 * that differ (level-triggered, so nothing else has to happen here).
 */
export async function updateProject(store: Store, caller: Caller, id: string, body: UpdateProjectBody): Promise<ProjectObject> {
  return retryOnConflict(async () => {
    const project = await getOwned(store, caller, 'project', id);
    const format: OutputFormat = { ...projectFormat(project.spec), ...(body.format ?? {}) };
    const spec = {
      ...project.spec,
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      format,
    };
    if (jsonEqual(toJson(spec), project.spec)) return project; // key order differs between the two stores' copies
    return store.update('project', { ...project, spec });
  });
}

/** Sets the format a prompt asked for ("make it vertical"); a no-op when the project has it already. */
export async function setProjectFormat(store: Store, projectId: string, format: OutputFormat): Promise<void> {
  await retryOnConflict(async () => {
    const project = await store.get('project', projectId);
    if (!project) return;
    const current = projectFormat(project.spec);
    if (current.aspect === format.aspect && current.resolution === format.resolution) return;
    await store.update('project', { ...project, spec: { ...project.spec, format: { aspect: format.aspect, resolution: format.resolution } } });
  });
}

/** Oldest first: new projects append, so paging forward never skips or repeats one. */
export async function listProjects(store: Store, caller: Caller, page: PageRequest): Promise<Page<ProjectObject>> {
  return store.listPage('project', { tenant: caller.tenant, live: true }, page);
}

export function getProject(store: Store, caller: Caller, id: string): Promise<ProjectObject> {
  return getOwned(store, caller, 'project', id);
}
