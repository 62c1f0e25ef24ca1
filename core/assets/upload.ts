import { Transform, type Readable } from 'node:stream';
import { FileTooLargeError, UploadFailedError, ValidationError } from '../../model/errors.js';
import { ALL_ASSET_CONTENT_TYPES, MAX_UPLOAD_BYTES } from '../../model/fields.js';
import { newId } from '../../model/ids.js';
import { ObjectTooLargeError, StorageUnavailableError, type ObjectStorage } from '../../storage/object-storage.js';
import type { Store, StoredObject } from '../../store/store.js';
import type { Caller } from '../caller.js';
import { isoNow, type Clock } from '../../lib/clock.js';
import { describeContent, matchesContentType, SNIFF_BYTES } from './sniff.js';

export type AssetObject = StoredObject<'asset'>;

export interface UploadInput {
  /** The Content-Type header as sent (parameters such as `; charset` are ignored). */
  contentType: string | undefined;
  /** Content-Length when the client declared one. */
  declaredLength: number | undefined;
  name: string | undefined;
  body: Readable;
}

export function assetObjectKey(id: string): string {
  return `assets/${id}/original`;
}

/** Validates the headers of an upload before a byte of the body is read. */
export function checkUploadHeaders(input: Pick<UploadInput, 'contentType' | 'declaredLength' | 'name'>): string {
  const contentType = input.contentType?.split(';')[0]!.trim().toLowerCase();
  if (!contentType) {
    throw new ValidationError('Content-Type header is required', `Send the file's MIME type, one of: ${ALL_ASSET_CONTENT_TYPES.join(', ')}.`);
  }
  if (!(ALL_ASSET_CONTENT_TYPES as readonly string[]).includes(contentType)) {
    throw new ValidationError(`Unsupported Content-Type ${contentType}`, `Supported types: ${ALL_ASSET_CONTENT_TYPES.join(', ')}.`);
  }
  if (input.declaredLength !== undefined && input.declaredLength > MAX_UPLOAD_BYTES) {
    throw new FileTooLargeError(MAX_UPLOAD_BYTES);
  }
  if (input.name !== undefined && (input.name.length === 0 || input.name.length > 255 || /[\u0000-\u001f\u007f/\\]/.test(input.name))) {
    throw new ValidationError('Invalid file name', 'Names are 1-255 characters without slashes or control characters.');
  }
  return contentType;
}

const EXTENSIONS: Record<string, string> = {
  'video/mp4': 'mp4', 'video/quicktime': 'mov', 'video/x-msvideo': 'avi', 'video/webm': 'webm',
  'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp', 'image/svg+xml': 'svg',
  'audio/mpeg': 'mp3', 'audio/wav': 'wav', 'audio/ogg': 'ogg', 'audio/aac': 'aac',
};

/** Keeps the first bytes that pass through, for sniffing, without holding more of the stream. */
function headCapture(limit: number): Transform & { head(): Uint8Array } {
  const chunks: Buffer[] = [];
  let kept = 0;
  const t = new Transform({
    transform(chunk: Buffer, _enc, done) {
      if (kept < limit) {
        const part = chunk.subarray(0, limit - kept);
        chunks.push(Buffer.from(part));
        kept += part.length;
      }
      done(null, chunk);
    },
  }) as Transform & { head(): Uint8Array };
  t.head = () => Buffer.concat(chunks);
  return t;
}

/*
 * The asset record exists from the first byte (state `uploading`), the body streams straight to object storage
 * (never whole in memory), and the record moves to `processing` (probing follows) or `error` (bytes that do not
 * match the declared type). A body over the limit or a storage failure leaves neither bytes nor record behind.
 */
export async function uploadAsset(
  deps: { store: Store; storage: ObjectStorage; clock: Clock },
  caller: Caller,
  input: UploadInput,
): Promise<AssetObject> {
  const contentType = checkUploadHeaders(input);
  const id = newId('asset');
  const key = assetObjectKey(id);
  let asset = await deps.store.create('asset', {
    spec: {
      id,
      tenant: caller.tenant,
      createdAt: isoNow(deps.clock),
      name: input.name ?? `${id}.${EXTENSIONS[contentType] ?? 'bin'}`,
      contentType: contentType as AssetObject['spec']['contentType'],
      objectKey: key,
    },
    status: { state: 'uploading' },
  });
  const sniffer = headCapture(SNIFF_BYTES);
  let size: number;
  try {
    input.body.on('error', (err) => sniffer.destroy(err));
    ({ size } = await deps.storage.put(key, input.body.pipe(sniffer), { contentType, maxBytes: MAX_UPLOAD_BYTES }));
  } catch (err) {
    await deps.store.delete('asset', id).catch(() => undefined);
    await deps.storage.delete(key).catch(() => undefined);
    if (err instanceof ObjectTooLargeError) throw new FileTooLargeError(MAX_UPLOAD_BYTES);
    // A missing bucket or refused credentials is not fixed by retrying the upload: the error map says what is.
    if (err instanceof StorageUnavailableError) throw err;
    throw new UploadFailedError();
  }
  const head = sniffer.head();
  if (!matchesContentType(contentType, head)) {
    await deps.storage.delete(key).catch(() => undefined);
    const looksLike = describeContent(head);
    asset = await deps.store.updateStatus('asset', {
      ...asset,
      status: {
        state: 'error',
        settledAt: isoNow(deps.clock),
        size,
        error: `The file content does not match Content-Type ${contentType}${looksLike ? ` (it looks like ${looksLike})` : ''}.`,
      },
    });
    return asset;
  }
  return deps.store.updateStatus('asset', { ...asset, status: { state: 'processing', size } });
}
