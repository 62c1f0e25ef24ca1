import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
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
import { deliveryFor } from '../byte-ranges.js';
import { inlineDisposition } from '../download-name.js';
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
  name: z
    .string()
    .optional()
    .meta({
      description: 'File name to keep (1-255 characters, no `/`, `\\` or control characters); default `<id>.<ext>`',
      minLength: 1,
      maxLength: 255,
      pattern: '^[^\\u0000-\\u001f\\u007f/\\\\]+$',
    }),
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
      success: { status: 201, schema: Asset, description: 'The stored asset', location: (a: { id: string }, base) => `${base}/api/v1/assets/${a.id}` },
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
      paged: true,
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
      handle: async ({ caller, params, query }) => deletionOf('asset', (await deleteAsset({ store, storage }, caller, params.assetId!, query.force)).spec.id),
    }),
    defineRoute({
      method: 'get',
      path: '/assets/:assetId/content',
      operationId: 'getAssetContent',
      summary: "Download an asset's bytes (the asset's `url`)",
      description:
        'Answers the file itself with its Content-Type (never compressed), `Content-Disposition: inline` with the asset\'s name ' +
        '(an ASCII `filename=` and the exact UTF-8 `filename*=`), and a strong `ETag`: the content of an asset never changes. ' +
        '`If-None-Match` with that ETag is `304`. `Range: bytes=a-b` (also `a-` and `-n`) is `206` with that part and `Content-Range`; ' +
        '`If-Range` with another ETag gets the whole file; a multi-range or malformed `Range` is ignored (`200`, the whole file); ' +
        'a range starting past the end is `416` with `Content-Range: bytes */<size>`. 404 while the asset is `uploading` or in `error`.',
      tag: 'Assets',
      success: {
        status: 200,
        schema: z.string(),
        description: 'The whole file, with its Content-Type',
        media: { contentTypes: ALL_ASSET_CONTENT_TYPES },
        headers: CONTENT_HEADERS,
      },
      otherResponses: {
        '206': {
          description: 'The part of the file that `Range` asked for',
          headers: { ...CONTENT_HEADERS, 'Content-Range': { description: '`bytes <first>-<last>/<size>`', schema: { type: 'string', pattern: '^bytes [0-9]+-[0-9]+/[0-9]+$' } } },
          content: Object.fromEntries(ALL_ASSET_CONTENT_TYPES.map((t) => [t, { schema: { type: 'string', contentMediaType: t } }])),
        },
        '304': { description: '`If-None-Match` names the current ETag: the copy the client has is current', headers: { ETag: CONTENT_HEADERS.ETag } },
      },
      errors: ['UNAUTHORIZED', 'NOT_FOUND', 'RANGE_NOT_SATISFIABLE', 'RATE_LIMITED'],
      handle: async ({ caller, params, req, res }) => {
        const asset = await getAsset(store, caller, params.assetId!);
        const state = asset.status.state;
        if (state !== 'processing' && state !== 'ready') throw new NotFoundError('Asset content');
        const size = asset.status.size ?? (await storage.head(asset.spec.objectKey))?.size;
        if (size === undefined) throw new NotFoundError('Asset content');
        // The bytes under an asset id never change (a new upload is a new asset): id and size make a strong tag.
        const etag = `"${asset.spec.id}.${size}"`;
        res.setHeader('ETag', etag);
        res.setHeader('Accept-Ranges', 'bytes');
        res.setHeader('Cache-Control', 'private, no-cache');
        const delivery = deliveryFor(req, etag, size);
        if (delivery.kind === 'not-modified') {
          res.status(304).end();
          return undefined;
        }
        const range = delivery.kind === 'part' ? delivery.range : { start: 0, end: size - 1 };
        const body = await storage.get(asset.spec.objectKey, delivery.kind === 'part' && size > 0 ? range : undefined);
        res.status(delivery.kind === 'part' ? 206 : 200);
        res.setHeader('Content-Type', asset.spec.contentType);
        res.setHeader('Content-Length', String(size === 0 ? 0 : range.end - range.start + 1));
        if (delivery.kind === 'part') res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
        res.setHeader('Content-Disposition', inlineDisposition(asset.spec.name));
        // Uploaded SVG or HTML-like bytes must never run as a page of this origin.
        res.setHeader('Content-Security-Policy', "sandbox; default-src 'none'");
        res.setHeader('X-Content-Type-Options', 'nosniff');
        if (req.method === 'HEAD') {
          body.destroy();
          res.end();
          return undefined;
        }
        await pipeline(body, res).catch((err: unknown) => {
          // A client that goes away mid-download is not an error of ours.
          if (!res.destroyed && !res.writableFinished) throw err;
        });
        return undefined;
      },
    }),
  ];
}

const CONTENT_HEADERS = {
  ETag: { description: 'Strong entity tag of the content (it never changes for an asset)', schema: { type: 'string' } },
  'Accept-Ranges': { description: '`bytes`', schema: { type: 'string', enum: ['bytes'] } },
  'Content-Disposition': { description: "`inline` with the asset's name: `filename=` (ASCII) and `filename*=` (UTF-8, RFC 5987)", schema: { type: 'string' } },
};
