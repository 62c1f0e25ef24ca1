import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assetKindOf } from '../../model/fields.js';
import { probeMedia } from '../../lib/media/probe.js';
import type { ObjectStorage } from '../../storage/object-storage.js';
import type { Store, StoredObject } from '../../store/store.js';

type Asset = StoredObject<'asset'>;
type Probed = Pick<Asset['status'], 'state' | 'duration' | 'width' | 'height' | 'error'>;

/** SVG is XML, not media: read its declared size from the root element (no entity expansion, no fetching). */
export function svgSize(text: string): { width: number | null; height: number | null } {
  const root = /<svg\b([^>]*)>/i.exec(text)?.[1] ?? '';
  const attr = (name: string) => new RegExp(`\\b${name}\\s*=\\s*["']\\s*([\\d.]+)(px)?\\s*["']`, 'i').exec(root)?.[1];
  let width = Number(attr('width'));
  let height = Number(attr('height'));
  const viewBox = /\bviewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*["']/i.exec(root);
  if (!(width > 0) && viewBox) width = Number(viewBox[1]);
  if (!(height > 0) && viewBox) height = Number(viewBox[2]);
  return { width: width > 0 ? Math.round(width) : null, height: height > 0 ? Math.round(height) : null };
}

/** What the probe says about an uploaded file, as the asset's next status. */
async function probe(asset: Asset, path: string): Promise<Probed> {
  const kind = assetKindOf(asset.spec.contentType);
  if (asset.spec.contentType === 'image/svg+xml') {
    const size = svgSize((await readFile(path, 'utf8')).slice(0, 64 * 1024));
    return { state: 'ready', duration: null, ...size };
  }
  const info = await probeMedia(path);
  if (kind === 'audio') {
    if (!info.hasAudio) return { state: 'error', error: 'The file has no audio stream.' };
    return { state: 'ready', duration: info.duration, width: null, height: null };
  }
  if (!info.hasVideo || !info.width || !info.height) {
    return { state: 'error', error: `The file has no readable ${kind === 'image' ? 'image' : 'video stream'}.` };
  }
  // Still images report a nominal duration of one frame (or none); the spec wants null for images.
  const duration = kind === 'image' ? null : info.duration;
  return { state: 'ready', duration, width: info.width, height: info.height };
}

/**
 * Level-triggered: an asset in `processing` is probed and moved to `ready` or `error`; anything else is left
 * alone. Safe to run twice or after a crash: the status write carries the resourceVersion read.
 */
export async function reconcileAsset(deps: { store: Store; storage: ObjectStorage }, id: string): Promise<void> {
  const asset = await deps.store.get('asset', id);
  if (!asset || asset.status.state !== 'processing') return;
  const dir = await mkdtemp(join(tmpdir(), 'montage-probe-'));
  try {
    const path = join(dir, 'file');
    await pipeline(await deps.storage.get(asset.spec.objectKey), createWriteStream(path));
    let next: Probed;
    try {
      next = await probe(asset, path);
    } catch (err) {
      next = { state: 'error', error: `The file could not be read as ${asset.spec.contentType}: ${(err as Error).message}`.slice(0, 2000) };
    }
    await deps.store.updateStatus('asset', { ...asset, status: { ...asset.status, ...next } });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
