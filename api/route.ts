import type { Readable } from 'node:stream';
import type { Request, RequestHandler, Response, Router } from 'express';
import type { z } from 'zod';
import type { Caller } from '../core/caller.js';
import { ValidationError, type ErrorCode } from '../model/errors.js';
import { validationErrorFrom } from './errors.js';
import { setPageLinks } from './pagination.js';
import type { IdempotencySettings } from '../idempotency/idempotency-store.js';
import { idempotencyKeyOf, requestFingerprint, runIdempotent } from './idempotency.js';

/*
 * One definition per endpoint: the Express handler and the endpoint's OpenAPI entry come from the same object, so
 * the published document cannot drift from what the server does.
 */
export interface RouteContext<B, Q> {
  caller: Caller;
  params: Record<string, string>;
  body: B;
  query: Q;
  req: Request;
  res: Response;
  /** Raw-body routes read the body from here (the request itself, or a copy hashed for Idempotency-Key). */
  bodyStream: Readable;
}

export interface RouteDefinition<B = unknown, Q = unknown> {
  method: 'get' | 'post' | 'patch' | 'put' | 'delete';
  /** Express path under /api/v1, e.g. `/projects/:projectId`. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  /** A JSON body validated by this schema (Content-Type application/json required). */
  body?: z.ZodType<B>;
  /** The JSON body may be left out entirely (no Content-Type, no bytes): the schema's defaults are the body then. */
  bodyOptional?: boolean;
  /** A raw body (uploads): documented with these media types and read by the handler itself. */
  rawBody?: { contentTypes: readonly string[]; description: string };
  query?: z.ZodType<Q>;
  success: {
    status: number;
    schema: z.ZodType;
    description: string;
    /** A created resource's URL (sent as `Location` with the 201, also when replayed), from the answer's body. */
    location?: (body: any, base: string) => string;
    /** A body that is not JSON (a file, written by the handler): documented with these media types instead of `schema`. */
    media?: { contentTypes: readonly string[] };
    /** Response headers the handler sends, documented as OpenAPI header objects. */
    headers?: Record<string, Record<string, unknown>>;
  };
  /** A paged list: the answer's `pagination` becomes an RFC 8288 `Link` header (first, prev, next, last). */
  paged?: boolean;
  /** Answers other than the success and the errors that the handler writes itself (206, 304), documented as given. */
  otherResponses?: Record<string, Record<string, unknown>>;
  errors: ErrorCode[];
  handle(ctx: RouteContext<B, Q>): Promise<unknown>;
}

export function defineRoute<B = undefined, Q = undefined>(route: RouteDefinition<B, Q>): RouteDefinition<B, Q> {
  return route;
}

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json(?:\s*;|$)/i;

export interface MountOptions {
  idempotency?: IdempotencySettings;
  /** The base URL clients reach the service at (api/public-url.ts), for `Location` and `Link`. */
  base: (req: Request) => string;
}

/** Whether a request carries a body: a length above zero, or chunks. */
function hasBytes(req: Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}

/** Headers derived from the answer: `Location` of a created resource, `Link` of a page. */
function answerHeaders(route: RouteDefinition<any, any>, req: Request, res: Response, status: number, body: unknown, base: string): void {
  if (status === 201 && route.success.location && body) res.setHeader('Location', route.success.location(body, base));
  const page = (body as { pagination?: { limit: number; offset: number; total: number } } | undefined)?.pagination;
  if (route.paged && page) setPageLinks(req, res, base, page);
}

export function mountRoute(router: Router, route: RouteDefinition<any, any>, before: RequestHandler[], options: MountOptions): void {
  const { idempotency } = options;
  router[route.method](route.path, ...before, async (req, res, next) => {
    try {
      let body: unknown;
      if (route.body && route.bodyOptional && !req.headers['content-type'] && !hasBytes(req)) {
        body = route.body.parse({});
      } else if (route.body) {
        const type = req.headers['content-type'];
        if (!type || !JSON_TYPE.test(type)) {
          throw new ValidationError('Content-Type must be application/json', 'Send the body as JSON with "Content-Type: application/json".');
        }
        const parsed = route.body.safeParse(req.body ?? {});
        if (!parsed.success) throw validationErrorFrom(parsed.error, 'body');
        body = parsed.data;
      }
      let query: unknown;
      if (route.query) {
        const parsed = route.query.safeParse(req.query);
        if (!parsed.success) throw validationErrorFrom(parsed.error, 'query');
        query = parsed.data;
      }
      const caller = res.locals.caller as Caller;
      const context = { caller, params: req.params as Record<string, string>, body, query, req, res, bodyStream: req as Readable };
      // A POST answering a file (a still) does nothing to repeat: its Idempotency-Key is not recorded.
      const key = route.method === 'post' && idempotency && !route.success.media ? idempotencyKeyOf(req) : undefined;
      if (key === undefined || !idempotency) {
        const result = await route.handle(context);
        if (!res.headersSent) {
          answerHeaders(route, req, res, route.success.status, result, options.base(req));
          res.status(route.success.status).json(result);
        }
        return;
      }
      const outcome = await runIdempotent(
        idempotency,
        { tenant: caller.tenant, key, fingerprint: requestFingerprint(req, route.body ? req.body : undefined), rawBody: route.rawBody ? req : undefined },
        async (bodyStream) => ({ status: route.success.status, body: await route.handle({ ...context, bodyStream: bodyStream ?? req }) }),
      );
      if (outcome.replayed) res.setHeader('Idempotent-Replayed', 'true');
      answerHeaders(route, req, res, outcome.response.status, outcome.response.body, options.base(req));
      res.status(outcome.response.status).json(outcome.response.body);
    } catch (err) {
      next(err);
    }
  });
}
