import type { RequestHandler } from 'express';
import { MethodNotAllowedError } from '../model/errors.js';

/*
 * Which methods each path of the API takes, from the route definitions: `OPTIONS` answers them (204 with `Allow`,
 * not the framework's 200 text/plain), and another method on a known path is 405 METHOD_NOT_ALLOWED with `Allow`
 * (a 404 would say the path does not exist). GET implies HEAD, and every path takes OPTIONS.
 */
interface MethodRoute {
  method: string;
  /** Express path, e.g. `/projects/:projectId`. */
  path: string;
}

interface PathMethods {
  pattern: RegExp;
  allow: string[];
}

/** `/projects/:projectId` → a case-sensitive match of exactly one such path (a parameter is one non-empty segment). */
function patternOf(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  // Express matches with or without a trailing slash (non-strict routing); so does this.
  return new RegExp(`^${source}/?$`);
}

export function allowedMethods(routes: readonly MethodRoute[]) {
  const byPath = new Map<string, Set<string>>();
  for (const r of routes) {
    const set = byPath.get(r.path) ?? new Set<string>();
    set.add(r.method.toUpperCase());
    if (r.method.toLowerCase() === 'get') set.add('HEAD');
    set.add('OPTIONS');
    byPath.set(r.path, set);
  }
  const table: PathMethods[] = [...byPath].map(([path, set]) => ({ pattern: patternOf(path), allow: [...set].sort() }));
  const find = (path: string) => table.find((t) => t.pattern.test(path));

  const options: RequestHandler = (req, res, next) => {
    if (req.method !== 'OPTIONS') return next();
    const entry = find(req.path);
    if (!entry) return next();
    res.setHeader('Allow', entry.allow.join(', '));
    res.status(204).end();
  };

  /** Mounted after every route: a request that reaches it on a known path used a method the path does not take. */
  const notAllowed: RequestHandler = (req, _res, next) => {
    const entry = find(req.path);
    if (!entry || entry.allow.includes(req.method)) return next();
    next(new MethodNotAllowedError(req.method, `${req.baseUrl}${req.path}`, entry.allow));
  };

  return { options, notAllowed };
}
