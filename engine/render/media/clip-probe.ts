import { dirname } from 'node:path';
import { mediaBinaries } from '../../../lib/media/binaries.js';
import { inputArgsForFile } from '../../../lib/media/input-args.js';
import { runLimited } from '../../../lib/media/limited-run.js';

/*
 * What the renderer needs to know of a clip's picture before it builds the graph, read by one ffprobe run per clip
 * (the video stream's own fields, not the container's):
 * - how long its picture runs (a clip's sound may outlast it): the compositor asks when it would draw a trimmed clip
 *   as a scene's whole picture without the background under it (compose-scene.ts); there no overlay holds the
 *   clip's last frame, so the kept part must really be in the file;
 * - its size and colour tags: which YUV matrix its pixels are in (colour-space.ts), so that its colours come out as a
 *   player shows them.
 * Opened as every user file is (inputArgsForFile), bounded in time and memory; one answer per file for a minute.
 */

export interface ClipFacts {
  /** Seconds of picture; undefined when not read. */
  pictureSeconds?: number;
  width?: number;
  height?: number;
  /** The stream's tags as ffprobe names them (`bt709`, `smpte170m`, `bt470bg`, ...); undefined when untagged. */
  colorSpace?: string;
  colorPrimaries?: string;
  colorTransfer?: string;
  colorRange?: string;
}

const known = new Map<string, Promise<ClipFacts>>();

/** The clip at `path`'s facts; empty when it cannot be read (the callers then stay safe). */
export function clipFacts(path: string): Promise<ClipFacts> {
  let facts = known.get(path);
  if (!facts) {
    facts = probe(path);
    known.set(path, facts);
    // Files are per render (a job's own directory): forget the answer soon, so a reused path is read again.
    void facts.finally(() => setTimeout(() => known.delete(path), 60_000).unref());
  }
  return facts;
}

/**
 * Forgets every answer: the next render probes its clips again, as a new engine process (one per render job) does.
 * For measurements of a render's whole cost (bench/footage.ts).
 */
export function forgetClipFacts(): void {
  known.clear();
}

/** Seconds of picture in the clip at `path`; undefined when it cannot be read. */
export async function clipPictureSeconds(path: string): Promise<number | undefined> {
  return (await clipFacts(path)).pictureSeconds;
}

const FIELDS = ['duration', 'width', 'height', 'color_space', 'color_primaries', 'color_transfer', 'color_range'] as const;

/** A tag's value, or undefined for FFmpeg's words for none. */
const tag = (value: unknown) => (typeof value === 'string' && value !== '' && value !== 'unknown' && value !== 'unspecified' && value !== 'reserved' ? value : undefined);
const positive = (value: unknown) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : undefined;
};

async function probe(path: string): Promise<ClipFacts> {
  try {
    const args = ['-v', 'error', '-hide_banner', '-select_streams', 'v:0', '-show_entries', `stream=${FIELDS.join(',')}`, '-of', 'json', ...inputArgsForFile(path, 'video', { dir: dirname(path) })];
    const { stdout } = await runLimited(mediaBinaries().ffprobe, args, { timeoutMs: 20_000, memoryBytes: 512 * 1024 * 1024, cwd: dirname(path) });
    const stream = (JSON.parse(stdout) as { streams?: Record<string, unknown>[] }).streams?.[0];
    if (!stream) return {};
    const facts: ClipFacts = {
      pictureSeconds: positive(stream.duration),
      width: positive(stream.width),
      height: positive(stream.height),
      colorSpace: tag(stream.color_space),
      colorPrimaries: tag(stream.color_primaries),
      colorTransfer: tag(stream.color_transfer),
      colorRange: tag(stream.color_range),
    };
    return Object.fromEntries(Object.entries(facts).filter(([, v]) => v !== undefined)) as ClipFacts;
  } catch {
    return {};
  }
}
