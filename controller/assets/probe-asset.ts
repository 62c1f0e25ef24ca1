import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { hasRendition, renditionKey } from '../../core/assets/rendition.js';
import { mediaConfigFromEnv } from '../../lib/config.js';
import { declaredImageSize } from '../../lib/media/image-header.js';
import { demuxerOf, MediaTypeMismatchError, readHead, sniffHead, UnsupportedMediaInputError } from '../../lib/media/input-args.js';
import { RunLimitError } from '../../lib/media/limited-run.js';
import { beyondLimits, mediaLimits, pictureTooLarge, type MediaLimits } from '../../lib/media/limits.js';
import { movExternalReferences } from '../../lib/media/mov-refs.js';
import { probeMedia } from '../../lib/media/probe.js';
import { CONTAINER_OF, SNIFF_BYTES, sniffContainers } from '../../lib/media/sniff.js';
import { rasteriseSvg, UnsafeSvgError } from '../../lib/media/svg.js';
import { assetKindOf } from '../../model/fields.js';
import type { ObjectStorage } from '../../storage/object-storage.js';
import type { Store, StoredObject } from '../../store/store.js';

type Asset = StoredObject<'asset'>;
type Probed = Pick<Asset['status'], 'state' | 'duration' | 'width' | 'height' | 'error'>;

export interface ProbeDeps {
  store: Store;
  storage: ObjectStorage;
  /** Default: the MONTAGE_MEDIA_* settings of this process's environment. */
  limits?: MediaLimits;
}

const refuse = (error: string): Probed => ({ state: 'error', error });

/**
 * What the probe says about an uploaded file (a private copy at `path` in `dir`), as the asset's next status.
 * Cheap checks come first and need no decoder: the bytes against the declared type, the picture size a header
 * declares (decompression bombs), a movie's external data references. Then ffprobe, with the explicit demuxer and
 * in time and memory limits, and the limits on what it found. An SVG is rasterised instead, and its PNG rendition
 * is stored beside it (core/assets/rendition.ts).
 */
export async function probeFile(deps: ProbeDeps & { limits: MediaLimits }, asset: Asset, dir: string, path: string): Promise<Probed> {
  const { limits } = deps;
  const { contentType } = asset.spec;
  const kind = assetKindOf(contentType);
  const head = readHead(path, 256 * 1024);
  const input = sniffHead(contentType, head.subarray(0, SNIFF_BYTES));

  if (hasRendition(contentType)) {
    if (!sniffContainers(head.subarray(0, SNIFF_BYTES)).includes('svg')) throw new MediaTypeMismatchError(contentType, input.looksLike);
    const output = join(dir, 'rendition.png');
    const rendition = await rasteriseSvg(path, output, { dir, limits });
    await deps.storage.put(renditionKey(asset.spec.objectKey), createReadStream(output), { contentType: 'image/png' });
    return { state: 'ready', duration: null, width: rendition.width, height: rendition.height };
  }

  const container = demuxerOf(input); // throws MediaTypeMismatchError
  if (kind === 'image') {
    const declared = declaredImageSize(head);
    const tooLarge = declared && pictureTooLarge(declared, limits);
    if (tooLarge) return refuse(tooLarge);
  }
  if (container === CONTAINER_OF['video/mp4']) {
    const refs = await movExternalReferences(path);
    if (refs.length) return refuse(`The movie refers to data in other files (${refs.slice(0, 3).join('; ')}); only self-contained files are accepted.`);
  }

  const info = await probeMedia(path, { input, dir, timeoutMs: limits.timeoutMs, memoryBytes: limits.memoryBytes });
  const beyond = beyondLimits(info, limits, kind === 'image');
  if (beyond) return refuse(beyond);
  if (kind === 'audio') {
    if (!info.hasAudio) return refuse('The file has no audio stream.');
    return { state: 'ready', duration: info.duration, width: null, height: null };
  }
  if (!info.hasVideo || !info.width || !info.height) {
    return refuse(`The file has no readable ${kind === 'image' ? 'image' : 'video stream'}.`);
  }
  // Still images report a nominal duration of one frame (or none); the spec wants null for images.
  const duration = kind === 'image' ? null : info.duration;
  return { state: 'ready', duration, width: info.width, height: info.height };
}

/** The asset's error for a probe that threw: what was refused, or what could not be read. */
export function failureReason(contentType: string, err: unknown): string {
  let reason: string;
  if (err instanceof MediaTypeMismatchError || err instanceof UnsafeSvgError || err instanceof UnsupportedMediaInputError) reason = err.message;
  else if (err instanceof RunLimitError) reason = `The file could not be read within the limits: ${err.message}.`;
  else reason = `The file could not be read as ${contentType}: ${(err as Error).message}`;
  return reason.slice(0, 2000);
}

/**
 * Level-triggered: an asset in `processing` is probed and moved to `ready` or `error`; anything else is left
 * alone. Safe to run twice or after a crash: the status write carries the resourceVersion read.
 *
 * The file is copied into a directory of its own (0700, removed afterwards) and read only there.
 */
export async function reconcileAsset(deps: ProbeDeps, id: string): Promise<void> {
  const asset = await deps.store.get('asset', id);
  if (!asset || asset.status.state !== 'processing') return;
  const limits = deps.limits ?? mediaLimits(mediaConfigFromEnv());
  const dir = await mkdtemp(join(tmpdir(), 'montage-probe-'));
  try {
    await chmod(dir, 0o700);
    const path = join(dir, 'input');
    await pipeline(await deps.storage.get(asset.spec.objectKey), createWriteStream(path, { mode: 0o600 }));
    let next: Probed;
    try {
      next = await probeFile({ ...deps, limits }, asset, dir, path);
    } catch (err) {
      next = refuse(failureReason(asset.spec.contentType, err));
    }
    // settledAt: when the asset became ready or error (the time of its webhook event).
    await deps.store.updateStatus('asset', { ...asset, status: { ...asset.status, ...next, settledAt: new Date().toISOString() } });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
