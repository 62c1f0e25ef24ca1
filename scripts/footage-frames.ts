/*
 * The README's footage frame (docs/images/footage-slideshow.png): a prompt's slideshow of three pictures (FFmpeg's
 * mandelbrot at three colourings) with a caption each, rendered at 720p through the interpreter and renderChapter,
 * one frame from the middle of each slide side by side (1440 px wide, 256 colours dithered: about 140 KB).
 *   npx tsx scripts/footage-frames.ts
 */
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { interpretPrompt, type KnownAsset } from '../engine/interpret/index.js';
import { renderChapter } from '../engine/render/render-chapter.js';

const run = promisify(execFile);
const ids = ['ast_KITCHENaaaaaaaaaaaaaa', 'ast_GARDENaaaaaaaaaaaaaaa', 'ast_VIEWaaaaaaaaaaaaaaaaa'];
const dir = mkdtempSync(join(tmpdir(), 'footage-frames-'));
const media = new Map<string, string>();
for (const [i, id] of ids.entries()) {
  const path = join(dir, `${i}.png`);
  await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `mandelbrot=s=1600x1000:end_pts=0.1,hue=h=${i * 110}`, '-frames:v', '1', path]);
  media.set(id, path);
}
const assets = new Map<string, KnownAsset>(ids.map((id) => [id, { id, kind: 'image', ready: true }]));
const prompt = `a slideshow of ${ids.join(', ')} with the captions "Kitchen", "Garden", "View", 3 seconds each`;
const { document, summary } = interpretPrompt(undefined, prompt, { assets, chapterDuration: null });
const video = join(dir, 'slideshow.mp4');
await renderChapter({ document, format: { aspect: 'landscape', resolution: '720p' }, media, output: video });
const frames = [];
for (const [i, t] of [1.8, 4.8, 7.8].entries()) {
  const png = join(dir, `f${i}.png`);
  await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-ss', String(t), '-i', video, '-frames:v', '1', '-vf', 'scale=640:360', png]);
  frames.push(png);
}
const out = join(process.cwd(), 'docs/images/footage-slideshow.png');
await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...frames.flatMap((f) => ['-i', f]), '-filter_complex', 'hstack=inputs=3,scale=1440:-2,split[a][b];[a]palettegen=max_colors=256[p];[b][p]paletteuse=dither=sierra2_4a', out]);
console.log(`${out}: ${summary}`);
