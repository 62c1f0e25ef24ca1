import type { Request, RequestHandler, Response, Router } from 'express';
import type { z } from 'zod';
import type { Caller } from '../core/caller.js';
import { ValidationError, type ErrorCode } from '../model/errors.js';
import { validationErrorFrom } from './errors.js';

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
  /** A raw body (uploads): documented with these media types and read by the handler itself. */
  rawBody?: { contentTypes: readonly string[]; description: string };
  query?: z.ZodType<Q>;
  success: { status: number; schema: z.ZodType; description: string };
  errors: ErrorCode[];
  handle(ctx: RouteContext<B, Q>): Promise<unknown>;
}

export function defineRoute<B = undefined, Q = undefined>(route: RouteDefinition<B, Q>): RouteDefinition<B, Q> {
  return route;
}

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json(?:\s*;|$)/i;

export function mountRoute(router: Router, route: RouteDefinition<any, any>, before: RequestHandler[]): void {
  router[route.method](route.path, ...before, async (req, res, next) => {
    try {
      let body: unknown;
      if (route.body) {
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
      const result = await route.handle({ caller, params: req.params as Record<string, string>, body, query, req, res });
      if (!res.headersSent) res.status(route.success.status).json(result);
    } catch (err) {
      next(err);
    }
  });
}
