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
