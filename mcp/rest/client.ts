import type { z } from 'zod';
import type { Chapter, ChapterList, CreatedChapter } from '../../model/chapter.js';
import { ErrorBody } from '../../model/common.js';
import type { ErrorCode } from '../../model/errors.js';
import type { ExportStart, ExportStatusResponse } from '../../model/export.js';
import type { Project } from '../../model/project.js';
import type { ProjectList } from '../../api/resources/projects.js';
import type { PromptSubmission } from '../../model/prompt.js';
import type { Send } from './send.js';

/** A REST error answer (`{error, code, hint?}`), or a failure to get one, as a value the tools can report. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly hint?: string,
  ) {
    super(message);
    this.name = 'RestError';
  }
}

/** Slack on top of a long poll's wait, for the request itself. */
const REQUEST_SLACK_MS = 15_000;

export interface CallOptions {
  signal?: AbortSignal;
}

/**
 * The REST API as typed calls, and nothing more: every rule (limits, ownership, conflicts) stays in the API, whose
 * errors come back as RestError with the API's own code and hint. Types are the API's response schemas.
 */
export class RestClient {
  constructor(private readonly send: Send) {}

  createProject(body: { name: string; description?: string; format?: { aspect?: string; resolution?: string }; template?: string; fields?: Record<string, string | number> }, options?: CallOptions) {
    return this.call<Project>('POST', '/projects', options, body);
  }

  listProjects(page: { limit?: number; offset?: number }, options?: CallOptions) {
    const query = new URLSearchParams();
    if (page.limit !== undefined) query.set('limit', String(page.limit));
    if (page.offset !== undefined) query.set('offset', String(page.offset));
    const qs = query.size ? `?${query}` : '';
    return this.call<z.infer<typeof ProjectList>>('GET', `/projects${qs}`, options);
  }

  addChapter(projectId: string, body: { name: string; duration?: number }, options?: CallOptions) {
    return this.call<z.infer<typeof CreatedChapter>>('POST', `/projects/${segment(projectId)}/chapters`, options, body);
  }

  listChapters(projectId: string, options?: CallOptions) {
    return this.call<z.infer<typeof ChapterList>>('GET', `/projects/${segment(projectId)}/chapters`, options);
  }

  /** With `waitSeconds` (0-30) the API answers as soon as the chapter leaves `processing`. */
  getChapter(projectId: string, chapterId: string, waitSeconds = 0, options?: CallOptions) {
    const path = `/projects/${segment(projectId)}/chapters/${segment(chapterId)}?wait=${waitSeconds}`;
    return this.call<Chapter>('GET', path, options, undefined, waitSeconds);
  }

  submitPrompt(projectId: string, chapterId: string, body: { content: string; force: boolean }, options?: CallOptions) {
    return this.call<PromptSubmission>('POST', `/projects/${segment(projectId)}/chapters/${segment(chapterId)}/prompt`, options, body);
  }

  /** Without options the request has no body, as the spec's export. */
  startExport(projectId: string, options?: CallOptions, body?: Record<string, unknown>) {
    return this.call<ExportStart>('POST', `/projects/${segment(projectId)}/export`, options, body && Object.keys(body).length > 0 ? body : undefined);
  }

  /** With `waitSeconds` (0-30) the API answers as soon as the export is `completed` or `failed`. */
  getExport(projectId: string, waitSeconds = 0, options?: CallOptions) {
    return this.call<ExportStatusResponse>('GET', `/projects/${segment(projectId)}/export?wait=${waitSeconds}`, options, undefined, waitSeconds);
  }

  private async call<T>(method: 'GET' | 'POST', path: string, options: CallOptions = {}, body?: unknown, waitSeconds = 0): Promise<T> {
    let res;
    try {
      res = await this.send({ method, path, body, timeoutMs: waitSeconds * 1000 + REQUEST_SLACK_MS, signal: options.signal });
    } catch (err) {
      throw new RestError(0, 'INTERNAL_ERROR', `The Montage API could not be reached: ${(err as Error).message}`, 'Retry in a moment; if it persists, check that the service is running and its URL.');
    }
    if (res.status >= 200 && res.status < 300) return res.body as T;
    const error = ErrorBody.safeParse(res.body);
    if (error.success) throw new RestError(res.status, error.data.code, error.data.error, error.data.hint);
    throw new RestError(res.status, 'INTERNAL_ERROR', `The Montage API answered HTTP ${res.status}`, 'Retry later.');
  }
}

/**
 * An id as one path segment. `.` and `..` are the two values no encoding can carry (URL parsers resolve them, even
 * as %2E), so they are answered here the way the API answers any malformed id: not found.
 */
function segment(id: string): string {
  if (id === '.' || id === '..') throw new RestError(404, 'NOT_FOUND', `${JSON.stringify(id)} not found`, 'Use an id returned by the List tools.');
  return encodeURIComponent(id);
}
