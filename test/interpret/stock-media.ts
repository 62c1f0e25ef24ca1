import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { scenicClip, scenicPicture } from '../design/pictures.js';
import { makeMedia } from '../support/media.js';

/*
 * Stand-ins for a brief's assets, drawn here (nothing downloaded): one picture, one short clip and one sound, made
 * once, and every asset of a kind pointed at its file. Small, so the frame checks stay cheap.
 */

export type AssetKind = 'image' | 'video' | 'audio';

export async function stockMedia(dir: string): Promise<Record<AssetKind, string>> {
  const image = join(dir, 'stock-picture.png');
  const video = join(dir, 'stock-clip.mp4');
  const audio = join(dir, 'stock-sound.wav');
  await Promise.all([
    writeFile(image, scenicPicture(960, 640, 200)),
    scenicClip(640, 360, 2).then((bytes) => writeFile(video, bytes)),
    makeMedia('wav', audio, { seconds: 2 }),
  ]);
  return { image, video, audio };
}
