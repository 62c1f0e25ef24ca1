import { fieldProblems, humanMessage, type FieldProblem } from './human-error';
import { endSession, readKey } from './session';
import type { ApiErrorBody, Asset, GalleryTemplate, Batch, TemplateField, AssetList, AssetState, Chapter, ChapterList, ChapterSummary, ExportOptions, ExportState, OutputFormat, Project, ProjectList, Webhook, WebhookEventType, WebhookList } from './types';

/**
 * An error answer of the API, `{error, code, hint?}`, or a network failure (code `NETWORK_ERROR`). A validation
 * error's `field: problem` hint is also kept as `problems`, in words (human-error.ts), which the page lists instead.
 */
export class ApiError extends Error {
  readonly problems?: FieldProblem[];
  constructor(
    message: string,
    readonly code: string,
    readonly status: number,
    readonly hint?: string,
  ) {
    const problems = code === 'VALIDATION_ERROR' ? fieldProblems(hint) : undefined;
    super(humanMessage(message, problems));
    this.name = 'ApiError';
    if (problems) this.problems = problems;
  }
}

export const API_BASE = '/api/v1';

/** Turns any failed response into an ApiError, using the API's own message and hint when the body has them. */
export function errorFrom(status: number, body: unknown): ApiError {
  const b = (body ?? {}) as Partial<ApiErrorBody>;
  if (typeof b.error === 'string' && typeof b.code === 'string') return new ApiError(b.error, b.code, status, b.hint);
  return new ApiError(`The server answered ${status}`, status >= 500 ? 'INTERNAL_ERROR' : 'HTTP_ERROR', status);
}

export function authHeader(key = readKey()): Record<string, string> {
  return key ? { Authorization: `Bearer ${key}` } : {};
}

async function request<T>(method: string, path: string, options: { body?: unknown; key?: string } = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...authHeader(options.key ?? readKey()) };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      cache: 'no-store',
    });
  } catch {
    throw new ApiError('The service could not be reached', 'NETWORK_ERROR', 0, 'Check that it is running, then retry.');
  }
  const body: unknown = await res.json().catch(() => undefined);
  if (!res.ok) {
    const error = errorFrom(res.status, body);
    // The session's key stopped working (revoked, or the service's keys changed): back to the sign-in page.
    if (res.status === 401 && options.key === undefined) endSession(error);
    throw error;
  }
  return body as T;
}

/** A write or read that needs the answer's headers (ETag) or bytes: the same errors as `request`. */
async function raw(method: string, path: string, options: { body?: unknown; headers?: Record<string, string> } = {}): Promise<Response> {
  const headers: Record<string, string> = { ...authHeader(), ...(options.headers ?? {}) };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body), cache: 'no-store' });
  } catch {
    throw new ApiError('The service could not be reached', 'NETWORK_ERROR', 0, 'Check that it is running, then retry.');
  }
  if (!res.ok) {
    const error = errorFrom(res.status, await res.json().catch(() => undefined));
    if (res.status === 401) endSession(error);
    throw error;
  }
  return res;
}

const page = (limit: number, offset: number) => `limit=${limit}&offset=${offset}`;
const chapterPath = (projectId: string, chapterId: string) => `/projects/${projectId}/chapters/${chapterId}`;

/** The console's whole view of the REST API: one function per call it makes. */
export const api = {
  /** Checks a key before it is kept: a cheap authenticated read. */
  checkKey: (key: string) => request<ProjectList>('GET', `/projects?${page(1, 0)}`, { key }),
  listProjects: (limit: number, offset: number) => request<ProjectList>('GET', `/projects?${page(limit, offset)}`),
  /**
   * Page `index` of the projects newest first (0: the newest `size`). The API lists oldest first (creation time,
   * then id) and takes no order parameter, so the console reads the total, then the window at the end, reversed.
   */
  listProjectsNewestFirst: async (index: number, size: number): Promise<ProjectList> => {
    const { total } = (await request<ProjectList>('GET', `/projects?${page(1, 0)}`)).pagination;
    const end = total - index * size;
    const pagination = { limit: size, offset: index * size, total };
    if (end <= 0) return { projects: [], pagination };
    const start = Math.max(0, end - size);
    const window = await request<ProjectList>('GET', `/projects?${page(end - start, start)}`);
    return { projects: [...window.projects].reverse(), pagination: { ...pagination, total: window.pagination.total } };
  },
  createProject: (name: string, description?: string, format?: OutputFormat) =>
    request<Project>('POST', '/projects', { body: { name, ...(description ? { description } : {}), ...(format ? { format } : {}) } }),
  getProject: (id: string) => request<Project>('GET', `/projects/${id}`),
  listChapters: (projectId: string) => request<ChapterList>('GET', `/projects/${projectId}/chapters`),
  getChapter: (projectId: string, chapterId: string) => request<Chapter>('GET', chapterPath(projectId, chapterId)),
  createChapter: (projectId: string, name: string, duration?: number) =>
    request<Omit<ChapterSummary, 'status' | 'prompt_count'>>('POST', `/projects/${projectId}/chapters`, { body: duration ? { name, duration } : { name } }),
  submitPrompt: (projectId: string, chapterId: string, content: string, force: boolean) =>
    request<{ prompt_id: string }>('POST', `${chapterPath(projectId, chapterId)}/prompt`, {
      body: force ? { content, force } : { content },
    }),
  /** The chapter's latest scene document (read-only here); the API's 404 while it has none. */
  getScene: (projectId: string, chapterId: string) => request<unknown>('GET', `${chapterPath(projectId, chapterId)}/scene`),
  /** The scene document with its version (ETag), for an edit sent back with If-Match. */
  getSceneVersioned: async (projectId: string, chapterId: string) => {
    const res = await raw('GET', `${chapterPath(projectId, chapterId)}/scene`);
    return { document: (await res.json()) as Record<string, any>, version: res.headers.get('ETag') ?? '' };
  },
  /** Saves and renders the document; 412 when `version` is no longer the scene's. Returns the new version. */
  putScene: async (projectId: string, chapterId: string, document: unknown, version: string) => {
    const res = await raw('PUT', `${chapterPath(projectId, chapterId)}/scene`, { body: document, headers: version ? { 'If-Match': version } : {} });
    const body = (await res.json().catch(() => ({}))) as { prompt_id?: string };
    return { version: res.headers.get('ETag') ?? '', promptId: body.prompt_id };
  },
  /** A still of `document` at `t` (not stored): a PNG blob. */
  previewFrame: async (projectId: string, chapterId: string, document: unknown, t: number, width: number, signal?: AbortSignal) => {
    const res = await fetch(`${API_BASE}${chapterPath(projectId, chapterId)}/frame?t=${t.toFixed(3)}&width=${width}`, {
      method: 'POST',
      headers: { ...authHeader(), 'Content-Type': 'application/json' },
      body: JSON.stringify(document),
      signal,
    });
    if (!res.ok) throw errorFrom(res.status, await res.json().catch(() => undefined));
    return res.blob();
  },
  listTemplates: () => request<{ templates: GalleryTemplate[] }>('GET', '/templates').then((r) => r.templates),
  createFromTemplate: (template: string, fields: Record<string, string>, format: OutputFormat, name?: string) =>
    request<Project>('POST', '/projects', { body: { template, fields, format, ...(name ? { name } : {}) } }),
  getAsset: (id: string) => request<Asset>('GET', `/assets/${id}`),
  getExport: (projectId: string) => request<ExportState>('GET', `/projects/${projectId}/export`),
  /** Without options, no body: the spec's export. */
  startExport: (projectId: string, options?: Partial<ExportOptions>) =>
    request<{ id: string; message: string }>('POST', `/projects/${projectId}/export`, options && Object.keys(options).length > 0 ? { body: options } : {}),
  getFields: (projectId: string) => request<{ fields: TemplateField[] }>('GET', `/projects/${projectId}/fields`).then((r) => r.fields),
  createBatch: (projectId: string, rows: Record<string, string>[], options?: Partial<ExportOptions>) =>
    request<Batch>('POST', `/projects/${projectId}/batches`, { body: options && Object.keys(options).length > 0 ? { rows, options } : { rows } }),
  getBatch: (projectId: string, batchId: string) => request<Batch>('GET', `/projects/${projectId}/batches/${batchId}`),
  cancelBatch: (projectId: string, batchId: string) => request<Batch>('POST', `/projects/${projectId}/batches/${batchId}/cancel`),
  getExportById: (projectId: string, exportId: string) => request<ExportState>('GET', `/projects/${projectId}/exports/${exportId}`),
  deleteProject: (id: string) => request<unknown>('DELETE', `/projects/${id}`).then(() => undefined),
  deleteChapter: (projectId: string, chapterId: string) => request<unknown>('DELETE', chapterPath(projectId, chapterId)).then(() => undefined),
  deleteAsset: (id: string, force: boolean) => request<unknown>('DELETE', `/assets/${id}${force ? '?force=true' : ''}`).then(() => undefined),
  listAssets: (limit: number, offset: number, state?: AssetState) =>
    request<AssetList>('GET', `/assets?${page(limit, offset)}${state ? `&state=${state}` : ''}`),
  listWebhooks: (limit: number, offset: number) => request<WebhookList>('GET', `/webhooks?${page(limit, offset)}`),
  createWebhook: (url: string, events: WebhookEventType[], description?: string) =>
    request<Webhook & { secret: string }>('POST', '/webhooks', { body: { url, events, ...(description ? { description } : {}) } }),
  rotateWebhookSecret: (id: string) => request<Webhook & { secret: string }>('POST', `/webhooks/${id}/rotate`),
  enableWebhook: (id: string) => request<Webhook>('POST', `/webhooks/${id}/enable`),
  deleteWebhook: (id: string) => request<undefined>('DELETE', `/webhooks/${id}`),
};
