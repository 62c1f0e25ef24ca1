import { z } from 'zod';
import { Pagination, SpecBase, StatusBase } from './common.js';
import { AssetContentType, AssetState, Timestamp, id } from './fields.js';
import { ASSET_EXAMPLE, ASSET_LIST_EXAMPLE } from './examples.js';

export const Asset = z
  .object({
    id: id('asset'),
    name: z.string().meta({ description: 'File name' }),
    url: z.string().nullable().meta({ description: 'Storage URL; null until the upload completes. Prompts refer to the asset by it.' }),
    content_type: z.string(),
    size: z.number().int().min(0).nullable(),
    state: AssetState,
    duration: z.number().nullable().meta({ description: 'Seconds, for video and audio' }),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    error: z.string().nullable().meta({
      description:
        'Why the asset is in state `error`, in words for people (e.g. "The file content does not match Content-Type image/jpeg (it looks like image/png)."); null in every other state',
    }),
    created_at: Timestamp,
  })
  .meta({ id: 'Asset', examples: [ASSET_EXAMPLE] });
export type Asset = z.infer<typeof Asset>;

export const AssetList = z.object({ assets: z.array(Asset), pagination: Pagination }).meta({ id: 'AssetList', examples: [ASSET_LIST_EXAMPLE] });

/** Decision (spec: not shown): file names are kept up to 255 characters. */
export const AssetName = z.string().min(1).max(255);

export const AssetSpec = z.object({
  id: id('asset'),
  ...SpecBase,
  name: AssetName,
  contentType: AssetContentType,
  objectKey: z.string().min(1).max(1024),
});
export type AssetSpec = z.infer<typeof AssetSpec>;

export const AssetStatus = z.object({
  ...StatusBase,
  state: AssetState.optional(),
  size: z.number().int().min(0).optional(),
  duration: z.number().min(0).nullable().optional(),
  width: z.number().int().min(0).nullable().optional(),
  height: z.number().int().min(0).nullable().optional(),
  error: z.string().max(2000).optional(),
  /** When the asset reached `ready` or `error`. */
  settledAt: Timestamp.optional(),
});
export type AssetStatus = z.infer<typeof AssetStatus>;
