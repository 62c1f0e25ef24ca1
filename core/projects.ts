import type { CreateProjectBody } from '../model/project.js';
import { newId } from '../model/ids.js';
import type { Store, StoredObject } from '../store/store.js';
import type { Caller } from './caller.js';
import { isoNow, type Clock } from './clock.js';
import { getOwned } from './owned.js';
import type { Page, PageRequest } from './page.js';

export type ProjectObject = StoredObject<'project'>;

export async function createProject(
  store: Store,
  clock: Clock,
  caller: Caller,
  body: CreateProjectBody,
): Promise<ProjectObject> {
  return store.create('project', {
    spec: {
      id: newId('project'),
      tenant: caller.tenant,
      createdAt: isoNow(clock),
      name: body.name,
      description: body.description ?? null,
      settings: body.settings ?? null,
      activeExportId: null,
    },
    status: {},
  });
}

/** Oldest first: new projects append, so paging forward never skips or repeats one. */
export async function listProjects(store: Store, caller: Caller, page: PageRequest): Promise<Page<ProjectObject>> {
  return store.listPage('project', { tenant: caller.tenant }, page);
}

export function getProject(store: Store, caller: Caller, id: string): Promise<ProjectObject> {
  return getOwned(store, caller, 'project', id);
}
