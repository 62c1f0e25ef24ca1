import type { Request, Response } from 'express';
import { z } from 'zod';
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX } from '../model/fields.js';
import { queryInteger } from '../model/query-params.js';

/*
 * Decision (spec: not shown): `limit` and `offset` must be whole decimal numbers; `limit` 1-100 (default 20),
 * `offset` >= 0 (default 0). Anything else (0, negatives, 101, "abc", 1.5, repeated parameters) is a 400
 * VALIDATION_ERROR with a hint, rather than being silently clamped: a client asking for 500 items should learn it
 * gets at most 100. Unknown query parameters are ignored. The document types them as integers with these ranges.
 */
export const MAX_OFFSET = 1_000_000_000;

export const PageQuery = z.object({
  limit: queryInteger('limit', 1, PAGE_LIMIT_MAX, PAGE_LIMIT_DEFAULT, `Page size, ${1}-${PAGE_LIMIT_MAX} (default ${PAGE_LIMIT_DEFAULT})`),
  offset: queryInteger('offset', 0, MAX_OFFSET, 0, 'How many items to skip (default 0)'),
});
export type PageQuery = z.infer<typeof PageQuery>;

/**
 * The RFC 8288 `Link` header of a page: `first`, `last`, and `prev`/`next` where they exist, as absolute URLs on the
 * service's base URL (like asset `url`s) that keep every other query parameter (the filters) as sent. `last` of an
 * empty list is the first page.
 */
export function pageLinks(req: Request, base: string, page: { limit: number; offset: number; total: number }): string {
  const { limit, offset, total } = page;
  const path = base + req.baseUrl + req.path;
  const others = new URLSearchParams(req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?') + 1) : '');
  others.delete('limit');
  others.delete('offset');
  const at = (o: number) => {
    const q = new URLSearchParams(others);
    q.set('limit', String(limit));
    q.set('offset', String(o));
    return `<${path}?${q.toString()}>`;
  };
  const lastOffset = total === 0 ? 0 : Math.floor((total - 1) / limit) * limit;
  const links = [`${at(0)}; rel="first"`];
  if (offset > 0) links.push(`${at(Math.max(0, Math.min(offset - limit, lastOffset)))}; rel="prev"`);
  if (offset + limit < total) links.push(`${at(offset + limit)}; rel="next"`);
  links.push(`${at(lastOffset)}; rel="last"`);
  return links.join(', ');
}

export function setPageLinks(req: Request, res: Response, base: string, page: { limit: number; offset: number; total: number }): void {
  res.setHeader('Link', pageLinks(req, base, page));
}
