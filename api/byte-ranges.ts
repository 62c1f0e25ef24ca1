import type { Request } from 'express';
import { RangeNotSatisfiableError } from '../model/errors.js';

/*
 * Conditional and partial GETs of an immutable file (RFC 9110 sections 13 and 14), for the asset content route:
 * `If-None-Match` → 304, `Range: bytes=a-b | a- | -n` → 206 with one part, `If-Range` → the range only while the
 * ETag still matches. Only single ranges are served: a multi-range or malformed `Range` is ignored and the whole
 * file is sent (200), which RFC 9110 section 14.2 allows; a range that starts past the end is 416.
 */
export interface ByteRange {
  start: number;
  /** Inclusive. */
  end: number;
}

export type Delivery = { kind: 'not-modified' } | { kind: 'whole' } | { kind: 'part'; range: ByteRange };

/** Strong comparison of an entity tag list (`If-None-Match`) with ours; `*` matches any. */
function matches(header: string, etag: string): boolean {
  return header
    .split(',')
    .map((t) => t.trim())
    .some((t) => t === '*' || t === etag || t === `W/${etag}`);
}

/** `bytes=a-b`, `bytes=a-`, `bytes=-n` against a file of `size` bytes; undefined: not one valid byte range (ignored). */
export function parseRange(header: string, size: number): ByteRange | 'unsatisfiable' | undefined {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  if (m[2] !== '' && Number(m[2]) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  const end = m[2] === '' ? size - 1 : Number(m[2]);
  return { start, end: Math.min(end, size - 1) };
}

/** What to send for this request, given the file's strong ETag and size; throws RangeNotSatisfiableError for 416. */
export function deliveryFor(req: Request, etag: string, size: number): Delivery {
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch !== undefined && matches(ifNoneMatch, etag)) return { kind: 'not-modified' };
  const range = req.headers.range;
  if (range === undefined) return { kind: 'whole' };
  const ifRange = req.get('if-range');
  // If-Range with a date or another tag: the file may have changed since, so the whole of it.
  if (ifRange !== undefined && ifRange.trim() !== etag) return { kind: 'whole' };
  const parsed = parseRange(range, size);
  if (parsed === 'unsatisfiable') throw new RangeNotSatisfiableError(size);
  return parsed ? { kind: 'part', range: parsed } : { kind: 'whole' };
}
