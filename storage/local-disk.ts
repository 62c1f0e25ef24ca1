import { randomBytes } from 'node:crypto';
import { constants, createWriteStream, readFileSync, statSync } from 'node:fs';
import { access, mkdir, open, readdir, readFile, rename, rm, rmdir, stat, unlink, writeFile, type FileHandle } from 'node:fs/promises';
import { basename, dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { systemClock, type Clock } from '../lib/clock.js';
import { countBytes } from './byte-limit.js';
import { assertSafeKey, isSafeKey, META_SUFFIX } from './keys.js';
import {
  ObjectNotFoundError,
  ObjectTooLargeError,
  type ByteRange,
  type ObjectInfo,
  type ObjectStorage,
  type PutOptions,
  type SignedUrlOptions,
} from './object-storage.js';
import { signUrlPath } from './signed-url.js';

/** What `put` writes before its rename: `.<name>.<nonce>.tmp`. */
export const TEMP_FILE = /^\..+\.[0-9a-f]+\.tmp$/;

export interface LocalDiskOptions {
  root: string;
  /**
   * HMAC secret of the signed download URLs (at least 32 characters). Without it (engine processes, which sign no
   * URLs and are not meant to hold the secret) `signedUrl` throws.
   */
  secret?: string;
  /** Where clients reach the API that serves `/files/...` (no trailing slash needed). */
  publicBaseUrl: string;
  clock?: Clock;
}

export interface LocalFile {
  path: string;
  contentType: string;
  size: number;
}

const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

function isMissing(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/**
 * Objects as plain files under a root directory (the embedded mode), each with its content type in a
 * `<file>.meta.json` beside it. A put streams into a temp file in the same directory and renames it into place after
 * fsync, so a reader sees the old object or the new one, never part of one, and a crash leaves at most a dotted temp
 * file. Committing (meta, then data) is serialized per key within the process, so concurrent puts leave data and
 * meta from the same writer. A delete removes the directories it leaves empty, up to the root; unlike S3 a key
 * cannot be both an object and the prefix of another (`a` and `a/b`): such a put fails.
 *
 * Deletes removing directories race puts into them without a lock: `rmdir` only ever removes an EMPTY directory,
 * and a put's directory is non-empty from the moment its temp file exists until its object is deleted. The one
 * window is between a put's `mkdir` and the creation of its temp file: a delete may remove the directory there, so
 * the put creates its temp file in a loop that makes the directory again when it is gone (openTemp).
 */
export class LocalDiskStorage implements ObjectStorage {
  private readonly root: string;
  private readonly secret: string | undefined;
  private readonly publicBaseUrl: string;
  private readonly clock: Clock;
  private readonly commits = new Map<string, Promise<unknown>>();

  constructor(options: LocalDiskOptions) {
    this.root = options.root;
    this.secret = options.secret;
    this.publicBaseUrl = options.publicBaseUrl.replace(/\/+$/, '');
    this.clock = options.clock ?? systemClock;
    // Fail at startup rather than at the first download.
    if (this.secret !== undefined) signUrlPath({ key: 'probe', expiresAt: 0 }, this.secret);
  }

  private pathOf(key: string): string {
    return join(this.root, ...assertSafeKey(key));
  }

  async put(key: string, body: Readable, options: PutOptions): Promise<ObjectInfo> {
    const path = this.pathOf(key);
    const dir = dirname(path);
    const nonce = randomBytes(6).toString('hex');
    const temp = join(dir, `.${basename(path)}.${nonce}.tmp`);
    const metaTemp = join(dir, `.${basename(path)}${META_SUFFIX}.${nonce}.tmp`);
    // Before the counter exists: it starts reading the body, and its errors need the pipeline below to listen.
    const handle = await openTemp(dir, temp);
    const counter = countBytes(body, options.maxBytes);
    try {
      // `flush` fsyncs before close; pipeline settles only once the file is closed.
      await pipeline(counter, createWriteStream('', { fd: handle, flush: true }));
      await writeFile(metaTemp, JSON.stringify({ contentType: options.contentType }), { flag: 'wx', mode: 0o600, flush: true });
      await this.serialized(key, async () => {
        await rename(metaTemp, path + META_SUFFIX);
        await rename(temp, path);
        await syncDirectory(dir);
      });
    } catch (err) {
      counter.destroy();
      await Promise.all([rm(temp, { force: true }), rm(metaTemp, { force: true })]);
      if (counter.overflowed) throw new ObjectTooLargeError(options.maxBytes!);
      throw err;
    }
    return { size: counter.bytes, contentType: options.contentType };
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    const path = this.pathOf(key);
    let handle;
    try {
      handle = await open(path, 'r');
    } catch (err) {
      if (isMissing(err)) throw new ObjectNotFoundError(key);
      throw err;
    }
    // A directory opens fine on Linux; it is a prefix of other keys, not an object.
    if (!(await handle.stat()).isFile()) {
      await handle.close();
      throw new ObjectNotFoundError(key);
    }
    // The open descriptor keeps reading this version even if a put replaces the file meanwhile.
    return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  async head(key: string): Promise<ObjectInfo | undefined> {
    const path = this.pathOf(key);
    try {
      const info = await stat(path);
      if (!info.isFile()) return undefined;
      return { size: info.size, contentType: parseContentType(await readFile(path + META_SUFFIX, 'utf8').catch(() => '')) };
    } catch (err) {
      if (isMissing(err)) return undefined;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    const path = this.pathOf(key);
    await this.serialized(key, async () => {
      await unlinkIfPresent(path);
      await unlinkIfPresent(path + META_SUFFIX);
    });
    await this.removeEmptyParents(dirname(path));
  }

  /** Up from `dir` to the root (kept), each directory while it is empty; a non-empty one ends the walk. */
  private async removeEmptyParents(dir: string): Promise<void> {
    const root = resolve(this.root);
    for (let current = resolve(dir); current.startsWith(root + sep); current = dirname(current)) {
      try {
        await rmdir(current);
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (code === 'ENOENT') continue; // another delete removed it first
        if (code === 'ENOTEMPTY' || code === 'EEXIST' || code === 'ENOTDIR') return;
        throw err;
      }
    }
  }

  async signedUrl(key: string, options: SignedUrlOptions): Promise<string> {
    if (this.secret === undefined) throw new Error('this storage signs no URLs: it was opened without the URL signing secret');
    const expiresAt = Math.floor(this.clock.now().getTime() / 1000) + options.expiresInSeconds;
    return this.publicBaseUrl + signUrlPath({ key, expiresAt, name: options.filename }, this.secret);
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.R_OK | constants.W_OK);
  }

  /**
   * Removes the temp files of puts a crash cut short (a 100 MB upload killed halfway leaves 50 MB behind). Only safe
   * while nothing else writes here: the embedded mode calls it at startup, holding the data dir's lock.
   */
  async sweepAbandonedTemps(): Promise<string[]> {
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true });
    const temps = entries.filter((e) => e.isFile() && TEMP_FILE.test(e.name)).map((e) => join(e.parentPath, e.name));
    await Promise.all(temps.map((path) => rm(path, { force: true })));
    return temps;
  }

  /**
   * The file behind a key, for the download route to stream (with Range support). The key comes from a URL, so an
   * invalid one is just "not found" here; the route checks the signature before asking.
   */
  fileFor(key: string): LocalFile | undefined {
    if (!isSafeKey(key)) return undefined;
    const path = join(this.root, ...key.split('/'));
    try {
      const info = statSync(path);
      if (!info.isFile()) return undefined;
      let meta = '';
      try {
        meta = readFileSync(path + META_SUFFIX, 'utf8');
      } catch {
        // A missing sidecar only costs the content type.
      }
      return { path, contentType: parseContentType(meta), size: info.size };
    } catch (err) {
      if (isMissing(err)) return undefined;
      throw err;
    }
  }

  private serialized<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.commits.get(key) ?? Promise.resolve();
    const run = previous.then(work, work);
    const settled = run.catch(() => undefined);
    this.commits.set(key, settled);
    void settled.then(() => {
      if (this.commits.get(key) === settled) this.commits.delete(key);
    });
    return run;
  }
}

function parseContentType(meta: string): string {
  try {
    const value = (JSON.parse(meta) as { contentType?: unknown }).contentType;
    return typeof value === 'string' && value ? value : DEFAULT_CONTENT_TYPE;
  } catch {
    return DEFAULT_CONTENT_TYPE;
  }
}

/** Creates the temp file of a put, making its directory first, and again if a concurrent delete removed it meanwhile. */
async function openTemp(dir: string, temp: string): Promise<FileHandle> {
  for (let attempt = 1; ; attempt++) {
    try {
      // Even `mkdir -p` fails with ENOENT when a delete removes a parent it has just made.
      await mkdir(dir, { recursive: true });
      return await open(temp, 'wx', 0o600);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT' || attempt >= 20) throw err;
    }
  }
}

async function unlinkIfPresent(path: string): Promise<void> {
  try {
    await unlink(path);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    // EISDIR/EPERM: the key names a directory, i.e. a prefix of other keys, not an object.
    if (!isMissing(err) && code !== 'EISDIR' && code !== 'EPERM') throw err;
  }
}

/** Makes the renames durable: without it a power cut can forget them even though the data was fsynced. */
async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
