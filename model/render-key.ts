import { createHash } from 'node:crypto';

/*
 * Content addresses of renders, shared by the render cache (issue 31: scenes, chunks, whole chapters) and batch
 * renders (issue 30: a chapter that comes out identical for two rows renders once). A render is named by what
 * determines its pixels and samples: the engine's render version, the kind of piece, and the piece's full input
 * (scene document, format, frame range, the ids of the assets it reads). Equal inputs give equal keys whatever the
 * order of their object members.
 *
 * Cached renders are per tenant: a key shared across tenants would let one tenant learn, by timing, that another
 * rendered the same document.
 */

/**
 * Bumped whenever the engine renders the same input differently (a new look, a fixed bug): a render made by an
 * older engine is then never reused, and the cache's eviction removes it in time.
 */
// 3: issue 27's third pass (colours chosen under the background's light, block gaps over pictures, line breaks,
// subtitle measures, a lower third's accent, a faster text drift, particle pictures).
export const RENDER_ENGINE_VERSION = 3;

// `still`: one frame of a chapter as an image (GET/POST .../frame), cached by the API process itself.
export const RENDER_KINDS = ['chapter', 'scene', 'chunk', 'audio', 'still'] as const;
export type RenderKind = (typeof RENDER_KINDS)[number];

/** JSON with object members in code-point order and `undefined` members left out, so equal values hash equal. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new TypeError(`canonicalJson: ${value} has no JSON form`);
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  const members = Object.keys(value as Record<string, unknown>)
    .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`);
  return `{${members.join(',')}}`;
}

/** The SHA-256 (hex) of a piece's input, with the engine's render version and the piece's kind. */
export function renderHash(kind: RenderKind, input: unknown): string {
  return createHash('sha256').update(canonicalJson({ engine: RENDER_ENGINE_VERSION, kind, input })).digest('hex');
}

/** A tenant as one object-key segment (tenant names may hold characters keys refuse, e.g. `@`). */
export function tenantSegment(tenant: string): string {
  return `t${createHash('sha256').update(tenant, 'utf8').digest('hex').slice(0, 24)}`;
}

/** Where a cached render lives in object storage: `cache/<tenant>/<kind>/<hash>.<ext>`. Everything under `cache/` may be evicted. */
export function renderCacheKey(tenant: string, kind: RenderKind, hash: string, ext = 'mp4'): string {
  if (!/^[0-9a-f]{64}$/.test(hash)) throw new TypeError(`renderCacheKey: ${JSON.stringify(hash)} is not a SHA-256 hex digest`);
  if (!/^[a-z0-9]{1,8}$/.test(ext)) throw new TypeError(`renderCacheKey: bad extension ${JSON.stringify(ext)}`);
  return `cache/${tenantSegment(tenant)}/${kind}/${hash}.${ext}`;
}

export const RENDER_CACHE_PREFIX = 'cache/';

/**
 * What determines a whole chapter's render: its scene document (with any merge fields already filled in), the
 * output format, whether its length is fixed, and the identity of the optional neural voice and transcription
 * endpoints (their URL, model and voice; null for the offline espeak-ng default). Asset ids name immutable bytes,
 * so the document's asset ids stand for the media.
 */
export interface ChapterRenderInput {
  document: unknown;
  format: { aspect: string; resolution: string };
  fixedLength: boolean;
  speech: string | null;
  transcribe: string | null;
}

export function chapterRenderHash(input: ChapterRenderInput): string {
  return renderHash('chapter', input);
}
