import { mkdir, mkdtemp, readFile, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chapterLength, renderFrame, stillFrameIndex, stillScenes } from '../engine/frame/render-frame.js';
import { PictureMemo } from '../engine/render/ffmpeg/picture-memo.js';
import { downloadTo } from '../engine/storage-files.js';
import { usedAssets } from '../engine/used-assets.js';
import { NotFoundError, ValidationError } from '../model/errors.js';
import { frameSize } from '../model/format.js';
import { renderHash, tenantSegment } from '../model/render-key.js';
import type { SceneDocument } from '../model/scene-document.js';
import { stillSize, type StillQuery } from '../model/still.js';
import type { ObjectStorage } from '../storage/object-storage.js';
import type { Store } from '../store/store.js';
import { renderableKey } from './assets/rendition.js';
import type { Caller } from './caller.js';
import { getChapter } from './chapters.js';
import { checkSceneAssets, getScene, validateSceneDocument } from './scene.js';
import { StillCache } from './still-cache.js';

/*
 * Stills of chapters (GET/POST .../frame): one instant drawn as the render draws it (engine/frame/), in the API
 * process. A still is named by its content address (the document, the size, the frame, the format), so the same
 * instant of the same document is drawn once and served from memory after. The assets it draws are fetched from
 * storage once per process (asset ids name immutable bytes), and the scenes' background pictures are drawn once per
 * fill and size (picture-memo.ts). At most `concurrency` stills are drawn at once: the
 * rest wait their turn, so scrubbing never starts more FFmpeg runs than the API's share of the machine.
 */

export interface Still {
  image: Buffer;
  contentType: 'image/png' | 'image/jpeg';
  /** The content address: a strong ETag. */
  etag: string;
  cached: boolean;
}

const CONTENT_TYPES = { png: 'image/png', jpeg: 'image/jpeg' } as const;
const DRAW_TIMEOUT_MS = 60_000;
/** Asset files kept on local disk for stills, most recently used kept. */
const MEDIA_FILES = 64;
/** Bytes of drawn pictures kept for later stills (backgrounds: 8 MB each at 1080p). */
const PICTURE_BYTES = 64 * 1024 * 1024;

export class Stills {
  private readonly cache: StillCache;
  private mediaRoot: Promise<string> | undefined;
  private readonly mediaFiles = new Map<string, Promise<string>>();
  private readonly pictures = new PictureMemo(PICTURE_BYTES);
  private running = 0;
  private readonly queue: (() => void)[] = [];

  constructor(
    private readonly store: Store,
    private readonly storage: ObjectStorage,
    private readonly options: { cacheBytes?: number; concurrency?: number } = {},
  ) {
    this.cache = new StillCache(options.cacheBytes ?? 128 * 1024 * 1024);
  }

  /** A still of the chapter's latest scene document. */
  async ofChapter(caller: Caller, projectId: string, chapterId: string, query: StillQuery): Promise<Still> {
    const { document, view } = await getScene(this.store, this.storage, caller, projectId, chapterId);
    return this.draw(caller, document, view.format, query);
  }

  /** A still of a scene document sent in the request (validated like `PUT .../scene`, never stored). */
  async ofDocument(caller: Caller, projectId: string, chapterId: string, input: unknown, query: StillQuery): Promise<Still> {
    const view = await getChapter(this.store, caller, projectId, chapterId);
    const document = validateSceneDocument(input);
    await checkSceneAssets(this.store, caller, document);
    return this.draw(caller, document, view.format, query);
  }

  private async draw(caller: Caller, document: SceneDocument, format: { aspect: 'landscape' | 'portrait' | 'square' } | undefined, query: StillQuery): Promise<Still> {
    const size = stillSize(query.width, frameSize({ aspect: format?.aspect ?? 'landscape', resolution: '1080p' }));
    if (!size.ok) throw new ValidationError('The still cannot be drawn at this width', size.hint);
    const length = chapterLength(document);
    if (query.t >= length) {
      throw new ValidationError('t is past the end of the chapter', `The chapter is ${length.toFixed(3)} s long: ask for t from 0 to ${Math.max(0, length - 1 / 30).toFixed(3)}.`);
    }
    const frame = { width: size.width, height: size.height };
    const index = stillFrameIndex(document, query.t);
    const hash = renderHash('still', { document, frame, index, format: query.format });
    const key = `${tenantSegment(caller.tenant)}/${hash}`;
    const { still, cached } = await this.cache.getOrDraw(key, () => this.turn(() => this.render(document, frame, query)));
    return { image: still, contentType: CONTENT_TYPES[query.format], etag: `"${hash}"`, cached };
  }

  private async render(document: SceneDocument, frame: { width: number; height: number }, query: StillQuery): Promise<Buffer> {
    const scenes = stillScenes(document, query.t);
    const used = usedAssets({ ...document, scenes: scenes.map((i) => document.scenes[i]!), soundtrack: undefined });
    const media = new Map<string, string>();
    for (const id of used) media.set(id, await this.mediaFile(id));
    const work = await mkdtemp(join(tmpdir(), 'montage-still-'));
    try {
      const output = join(work, `still.${query.format === 'png' ? 'png' : 'jpg'}`);
      await renderFrame({ document, frame, seconds: query.t, format: query.format, media, work, output, pictures: this.pictures, timeoutMs: DRAW_TIMEOUT_MS });
      return await readFile(output);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  /** The asset's renderable bytes on local disk, fetched once. */
  private mediaFile(id: string): Promise<string> {
    const known = this.mediaFiles.get(id);
    if (known) {
      this.mediaFiles.delete(id);
      this.mediaFiles.set(id, known);
      return known;
    }
    const fetching = (async () => {
      this.mediaRoot ??= mkdtemp(join(tmpdir(), 'montage-still-media-'));
      const root = await this.mediaRoot;
      const asset = await this.store.get('asset', id);
      if (!asset) throw new NotFoundError('Asset', `${id} was deleted: change the scene document so it no longer uses it.`);
      const path = join(root, id);
      if (!(await stat(path).catch(() => undefined))) {
        await mkdir(root, { recursive: true });
        const part = `${path}.part`;
        await downloadTo(this.storage, renderableKey(asset), part);
        await rename(part, path);
      }
      return path;
    })();
    fetching.catch(() => this.mediaFiles.delete(id));
    this.mediaFiles.set(id, fetching);
    for (const [old, file] of this.mediaFiles) {
      if (this.mediaFiles.size <= MEDIA_FILES) break;
      this.mediaFiles.delete(old);
      void file.then((p) => rm(p, { force: true })).catch(() => undefined);
    }
    return fetching;
  }

  /** Runs `work` when fewer than `concurrency` stills are being drawn. */
  private async turn<T>(work: () => Promise<T>): Promise<T> {
    const limit = this.options.concurrency ?? 2;
    if (this.running >= limit) await new Promise<void>((resolve) => this.queue.push(resolve));
    this.running++;
    try {
      return await work();
    } finally {
      this.running--;
      this.queue.shift()?.();
    }
  }
}
