import { z } from 'zod';
import { getAsset, listAssets } from '../../core/assets/queries.js';
import { uploadAsset, type AssetObject } from '../../core/assets/upload.js';
import { Asset, AssetList } from '../../model/asset.js';
import { NotFoundError } from '../../model/errors.js';
import { ALL_ASSET_CONTENT_TYPES, ASSET_FILTER_STATES } from '../../model/fields.js';
import type { ApiDeps } from '../deps.js';
import { PageQuery } from '../pagination.js';
import { baseUrl } from '../public-url.js';
import { defineRoute } from '../route.js';
import { DELETE_DESCRIPTION, deletionOf } from '../deletion.js';
import { deleteAsset } from '../../core/deletion.js';
import { DeleteAssetQuery, Deletion } from '../../model/common.js';

const AssetListQuery = PageQuery.extend({
  contentType: z.string().optional().meta({ description: 'Only assets of this MIME type' }),
  state: z
    .enum(ASSET_FILTER_STATES)
    .optional()
    .meta({ description: '`failed` is accepted for the `error` state' }),
});

const UploadQuery = z.object({
  name: z.string().optional().meta({ description: 'File name to keep (1-255 characters); default `<id>.<ext>`' }),
});

export function assetUrl(publicUrl: string, id: string): string {
  return `${publicUrl}/api/v1/assets/${id}/content`;
}

export function presentAsset(a: AssetObject, publicUrl: string) {
  const state = a.status.state ?? 'uploading';
  return {
    id: a.spec.id,
    name: a.spec.name,
    url: state === 'processing' || state === 'ready' ? assetUrl(publicUrl, a.spec.id) : null,
    content_type: a.spec.contentType,
    size: a.status.size ?? null,
    state,
    duration: a.status.duration ?? null,
    width: a.status.width ?? null,
    height: a.status.height ?? null,
    error: state === 'error' ? (a.status.error ?? 'The file could not be processed.') : null,
    created_at: a.spec.createdAt,
  };
}

export function assetRoutes(deps: ApiDeps) {
  const { store, storage, clock } = deps;
  return [
    defineRoute({
      method: 'post',
      path: '/assets',
      operationId: 'uploadAsset',
      summary: 'Upload a video, image or audio file (raw bytes, at most 100 MB)',
      description:
        'The body is the file itself; Content-Type is its MIME type. The asset is returned in state `processing` ' +
        '(its metadata is being probed) and becomes `ready`, or `error` when the bytes do not match the type.',
      tag: 'Assets',
      rawBody: { contentTypes: ALL_ASSET_CONTENT_TYPES, description: 'The file, at most 100 MB' },
      query: UploadQuery,
      success: { status: 201, schema: Asset, description: 'The stored asset' },
      errors: ['VALIDATION_ERROR', 'UNAUTHORIZED', 'FILE_TOO_LARGE', 'UPLOAD_FAILED', 'RATE_LIMITED'],
      handle: async ({ caller, req, query, bodyStream }) => {
        const publicUrl = baseUrl(deps, req);
        const length = req.headers['content-length'];
        const asset = await uploadAsset({ store, storage, clock }, caller, {
          contentType: req.headers['content-type'],
          declaredLength: length !== undefined && /^\d+$/.test(length) ? Number(length) : undefined,
          name: query.name,
          body: bodyStream,
        });
        return presentAsset(asset, publicUrl);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/assets',
      operationId: 'listAssets',
      summary: "List the caller's assets, oldest first",
      tag: 'Assets',
      query: AssetListQuery,
      success: { status: 200, schema: AssetList, description: 'A page of assets' },
      errors: ['VALIDATION_ERROR', 'UNAUTHORIZED', 'RATE_LIMITED'],
      handle: async ({ caller, query, req }) => {
        const publicUrl = baseUrl(deps, req);
        const { limit, offset, contentType, state } = query;
        const page = await listAssets(store, caller, { contentType, state }, { limit, offset });
        return { assets: page.items.map((a) => presentAsset(a, publicUrl)), pagination: { limit, offset, total: page.total } };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/assets/:assetId',
      operationId: 'getAsset',
      summary: 'Get an asset',
      tag: 'Assets',
      success: { status: 200, schema: Asset, description: 'The asset' },
      errors: ['UNAUTHORIZED', 'NOT_FOUND', 'RATE_LIMITED'],
      handle: async ({ caller, params, req }) => presentAsset(await getAsset(store, caller, params.assetId!), baseUrl(deps, req)),
    }),
    defineRoute({
      method: 'delete',
      path: '/assets/:assetId',
      operationId: 'deleteAsset',
      summary: 'Delete an asset',
      description:
        DELETE_DESCRIPTION('asset', 'its uploaded file and its renditions (the PNG of an SVG) are removed from storage') +
        " An asset that a chapter's latest scene uses is refused with 409 CONFLICT, naming the chapters, unless `?force=true` (their next render then fails for want of it); so is one still `uploading`.",
      tag: 'Assets',
      query: DeleteAssetQuery,
      success: { status: 202, schema: Deletion, description: 'The asset is gone from the API; its files are being removed' },
      errors: ['VALIDATION_ERROR', 'UNAUTHORIZED', 'NOT_FOUND', 'CONFLICT', 'RATE_LIMITED'],
      handle: async ({ caller, params, query }) => deletionOf('asset', (await deleteAsset({ store, storage }, caller, params.assetId!, query.force === 'true')).spec.id),
    }),
    defineRoute({
      method: 'get',
      path: '/assets/:assetId/content',
      operationId: 'getAssetContent',
      summary: "Download an asset's bytes (the asset's `url`)",
      tag: 'Assets',
      success: { status: 200, schema: z.string().meta({ description: 'The file' }), description: 'The file, with its Content-Type' },
      errors: ['UNAUTHORIZED', 'NOT_FOUND', 'RATE_LIMITED'],
      handle: async ({ caller, params, res }) => {
        const asset = await getAsset(store, caller, params.assetId!);
        const state = asset.status.state;
        if (state !== 'processing' && state !== 'ready') throw new NotFoundError('Asset content');
        const body = await storage.get(asset.spec.objectKey);
        res.status(200);
        res.setHeader('Content-Type', asset.spec.contentType);
        if (asset.status.size !== undefined) res.setHeader('Content-Length', String(asset.status.size));
        // Uploaded SVG or HTML-like bytes must never run as a page of this origin.
        res.setHeader('Content-Security-Policy', "sandbox; default-src 'none'");
        res.setHeader('X-Content-Type-Options', 'nosniff');
        await new Promise<void>((resolve, reject) => {
          body.on('error', reject);
          res.on('close', resolve);
          body.pipe(res);
        });
        return undefined;
      },
    }),
  ];
}
