import { presentPrompt } from '../../api/present.js';
import { presentAsset } from '../../api/resources/assets.js';
import { presentExport } from '../../api/resources/exports.js';
import type { WebhookEventType } from '../../model/webhook.js';
import type { Store, StoredObject } from '../../store/store.js';

/*
 * Which event a resource's state is, read from the resource itself (level-triggered: the same object always gives
 * the same event, so recording it again after a crash records nothing new). Payloads carry the resource as the
 * API presents it, through the API's own presenters, so a webhook and a GET never disagree on its shape.
 */
export type EventSource = StoredObject<'prompt'> | StoredObject<'export'> | StoredObject<'asset'>;

export interface ResourceEvent {
  type: WebhookEventType;
  tenant: string;
  subjectId: string;
  occurredAt: string;
}

export function eventOf(object: EventSource): ResourceEvent | undefined {
  const base = { tenant: object.spec.tenant, subjectId: object.spec.id };
  switch (object.kind) {
    case 'prompt': {
      const phase = object.status.phase;
      if (phase !== 'completed' && phase !== 'failed') return undefined;
      return { ...base, type: `prompt.${phase}`, occurredAt: object.status.completedAt ?? object.spec.createdAt };
    }
    case 'export': {
      const phase = object.status.phase;
      if (phase !== 'completed' && phase !== 'failed') return undefined;
      return { ...base, type: `export.${phase}`, occurredAt: object.status.completedAt ?? object.spec.createdAt };
    }
    case 'asset': {
      const state = object.status.state;
      if (state !== 'ready' && state !== 'error') return undefined;
      return { ...base, type: `asset.${state}`, occurredAt: object.status.settledAt ?? object.spec.createdAt };
    }
  }
}

export interface PayloadDeps {
  /** The base URL clients reach the API at (MONTAGE_PUBLIC_URL); without it asset URLs are paths. */
  publicUrl: string | undefined;
  /** A signed download URL, as the API's answers carry (they expire: a client GETs the resource for a fresh one). */
  downloadUrl(key: string, filename: string): Promise<string>;
}

async function dataOf(object: EventSource, deps: PayloadDeps, store: Pick<Store, 'get'>): Promise<unknown> {
  switch (object.kind) {
    case 'prompt':
      return { project_id: object.spec.projectId, chapter_id: object.spec.chapterId, prompt: presentPrompt(object) };
    case 'export': {
      // Files download under the project's name, as from GET (a project deleted meanwhile: under its id).
      const project = await store.get('project', object.spec.projectId);
      return { project_id: object.spec.projectId, export: await presentExport(object, deps.downloadUrl, project?.spec.name) };
    }
    case 'asset':
      return { asset: presentAsset(object, deps.publicUrl ?? '') };
  }
}

/** The body of every delivery of this event: `{type, timestamp, data}`, as the Standard Webhooks convention shapes it. */
export async function eventPayload(object: EventSource, event: ResourceEvent, deps: PayloadDeps, store: Pick<Store, 'get'>): Promise<string> {
  return JSON.stringify({ type: event.type, timestamp: event.occurredAt, data: await dataOf(object, deps, store) });
}
