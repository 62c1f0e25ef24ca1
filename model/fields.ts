import { z } from 'zod';
import { idPatternSource, type IdKind } from './ids.js';

/*
 * Field schemas shared by the API bodies, the API responses and the custom resources, with the limits of the
 * spec's sections 2 and 8. Everything else (types, CRD schemas, OpenAPI) is derived from these.
 */

/** Length in Unicode code points: what people count as characters, and what Kubernetes' maxLength counts. */
export function characterCount(value: string): number {
  let n = 0;
  for (const _ of value) n++;
  return n;
}

/** A string of min..max characters; `meta` carries the bounds so the generated schemas state them too. */
export function text(label: string, min: number, max: number) {
  return z
    .string()
    .refine((s) => characterCount(s) >= min, { message: `${label} must be at least ${min} character${min === 1 ? '' : 's'}` })
    .refine((s) => characterCount(s) <= max, { message: `${label} must be at most ${max} characters` })
    .meta(min > 0 ? { minLength: min, maxLength: max } : { maxLength: max });
}

export function id(kind: IdKind) {
  return z.string().regex(new RegExp(idPatternSource(kind)), { message: `must be a ${kind} id` });
}

export const ProjectName = text('name', 1, 30).refine((s) => s.trim().length > 0, {
  message: 'name must contain a non-space character',
});
export const ChapterName = ProjectName;
export const Description = text('description', 0, 1000);
/** Reserved for future use by the spec: any JSON object, stored as given. */
export const Settings = z.record(z.string(), z.unknown());
/**
 * Positive whole seconds, as the spec says. The upper bound of 600 s is our decision (spec: not shown): it bounds
 * a chapter's render time and storage; longer videos are made of more chapters.
 */
export const MAX_CHAPTER_DURATION_SECONDS = 600;
export const ChapterDuration = z.number().int().positive().max(MAX_CHAPTER_DURATION_SECONDS);
export const PromptContent = text('content', 1, 5000);
/** ISO 8601 in UTC with a trailing Z. */
export const Timestamp = z.iso.datetime({ precision: 3 });

export const PROMPT_STATES = ['processing', 'completed', 'failed'] as const;
export const PromptState = z.enum(PROMPT_STATES);
export const CHAPTER_STATES = ['ready', 'processing', 'error'] as const;
export const ChapterState = z.enum(CHAPTER_STATES);
export const EXPORT_STATES = ['queued', 'processing', 'completed', 'failed'] as const;
export const ExportState = z.enum(EXPORT_STATES);
export const ASSET_STATES = ['uploading', 'processing', 'ready', 'error'] as const;
export const AssetState = z.enum(ASSET_STATES);
/** The list filter's vocabulary: `failed` is the list's spelling of the `error` state. */
export const ASSET_FILTER_STATES = ['uploading', 'ready', 'failed', 'processing', 'error'] as const;

export const ASSET_CONTENT_TYPES = {
  video: ['video/mp4', 'video/quicktime', 'video/x-msvideo', 'video/webm'],
  image: ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'],
  audio: ['audio/mpeg', 'audio/wav', 'audio/ogg', 'audio/aac'],
} as const;
export type AssetKind = keyof typeof ASSET_CONTENT_TYPES;
export const ALL_ASSET_CONTENT_TYPES = Object.values(ASSET_CONTENT_TYPES).flat();
export const AssetContentType = z.enum(ALL_ASSET_CONTENT_TYPES as [string, ...string[]]);
export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;

export function assetKindOf(contentType: string): AssetKind | undefined {
  for (const [kind, types] of Object.entries(ASSET_CONTENT_TYPES) as [AssetKind, readonly string[]][]) {
    if (types.includes(contentType)) return kind;
  }
  return undefined;
}

export const PAGE_LIMIT_DEFAULT = 20;
export const PAGE_LIMIT_MAX = 100;
