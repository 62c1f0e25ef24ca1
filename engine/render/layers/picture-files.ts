import { link, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LayerContext } from './layer-api.js';

/*
 * The one way a sequence of pictures reaches FFmpeg (text blocks' poses, counters' and charts' values, picture
 * sequences of any layer): numbered PNGs in the render's picture directory, read by the image2 demuxer as one input
 * at the chapter's rate. A picture whose key was written before is a hard link to the first file, so a pose or a
 * value that comes back costs a link, not a drawing and an encode. How the frames are then timed is the caller's
 * (text-picture.ts repeats parts with `loop`, picture-sequence.ts retimes them with `setpts`).
 */

export interface KeyedPicture {
  /** Equal keys are equal pictures. */
  key: string;
  draw(): Buffer | Promise<Buffer>;
}

/**
 * Writes `pictures` as `<prefix>00000.png`, `<prefix>00001.png`, ... in `dir` (a key in `written` is linked, not
 * drawn; `written` is shared between the sequences of one layer) and adds them as one FFmpeg input: its index.
 */
export async function addPictureFiles(ctx: Pick<LayerContext, 'fps' | 'addInput'>, dir: string, prefix: string, pictures: readonly KeyedPicture[], written = new Map<string, string>()): Promise<number> {
  for (const [k, picture] of pictures.entries()) {
    const path = join(dir, `${prefix}${String(k).padStart(5, '0')}.png`);
    const same = written.get(picture.key);
    if (same) await link(same, path);
    else {
      await writeFile(path, await picture.draw());
      written.set(picture.key, path);
    }
  }
  return ctx.addInput(['-threads', '1', '-framerate', String(ctx.fps), '-start_number', '0', '-i', join(dir, `${prefix}%05d.png`)]);
}

/** One picture: raw RGBA (non-premultiplied, row by row) of its size, or a PNG file's bytes. */
export type OnePicture = { rgba: Uint8Array | Uint8ClampedArray; width: number; height: number } | { png: Buffer };

/**
 * Writes one picture to `path` (without its extension) and adds it as an FFmpeg input of one frame: its index. Raw
 * RGBA goes to FFmpeg as it is (the rawvideo demuxer): no PNG encoded here to be decoded there, and the same `rgba`
 * frame as the PNG would decode to, so the same pixels once converted for the overlay.
 */
export async function addPicture(ctx: Pick<LayerContext, 'fps' | 'addInput'>, path: string, picture: OnePicture): Promise<number> {
  if ('png' in picture) {
    await writeFile(`${path}.png`, picture.png);
    return ctx.addInput(['-threads', '1', '-framerate', String(ctx.fps), '-i', `${path}.png`]);
  }
  await writeFile(`${path}.rgba`, picture.rgba);
  return ctx.addInput(['-threads', '1', '-f', 'rawvideo', '-pixel_format', 'rgba', '-video_size', `${picture.width}x${picture.height}`, '-framerate', String(ctx.fps), '-i', `${path}.rgba`]);
}
