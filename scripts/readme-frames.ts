/*
 * Regenerates the "What prompts make" frames of docs/writing-prompts.md (the README shows a few): each prompt of
 * that section is rendered by the real embedded service (`montage serve`, over HTTP, as a user would) and four
 * frames of its render, side by side, are written as docs/images/prompt-N.png. The `<image url>` is a fractal PNG
 * (FFmpeg's mandelbrot), the logo an uploaded PNG.
 *
 *   npx tsx scripts/readme-frames.ts                       # writes docs/images/prompt-1.png … prompt-6.png
 *   npx tsx scripts/readme-frames.ts --out docs/images/before
 *   npx tsx scripts/readme-frames.ts --only 3,5           # only these (a change that alters some frames commits only those)
 *
 * The prompts are read from docs/writing-prompts.md itself (the numbered list under "What prompts make"), so the
 * pictures always show what the guide says.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { probeVideo, pngAt } from '../test/design/frames.js';
import { inParallel, startDesignService } from '../test/design/service.js';
import { svgPng } from '../test/design/synthetic.js';

const run = promisify(execFile);
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The prompts of the guide's "What prompts make" list, in order, with their placeholders. */
export function readmePrompts(readme: string): string[] {
  const section = readme.slice(readme.indexOf('**What prompts make**'));
  const end = section.indexOf('\n\n**', 10);
  const list = end > 0 ? section.slice(0, end) : section;
  // Items look like: `1. \`prompt text…\` — what it makes` (the prompt may wrap over lines inside the backticks).
  return [...list.matchAll(/^\d+\.\s+`([^`]+)`/gms)].map((m) => m[1]!.replace(/\s*\n\s*/g, ' '));
}

/** Four frames of `video` (at 12, 37, 62 and 87 % of it) side by side, each scaled to a width that suits its aspect. */
async function contactSheet(video: string, out: string, work: string): Promise<void> {
  const info = await probeVideo(video);
  const width = info.width > info.height ? 480 : info.width < info.height ? 240 : 360;
  const frames: string[] = [];
  for (const [i, share] of [0.12, 0.37, 0.62, 0.87].entries()) frames.push(await pngAt(video, info.duration * share, join(work, `f${i}.png`)));
  await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...frames.flatMap((f) => ['-i', f]),
    '-filter_complex', `${frames.map((_, i) => `[${i}]scale=${width}:-2:flags=lanczos[s${i}]`).join(';')};${frames.map((_, i) => `[s${i}]`).join('')}hstack=inputs=${frames.length}`,
    '-frames:v', '1', out]);
}

const args = process.argv.slice(2);
const outAt = args.indexOf('--out');
const outDir = resolve(root, outAt >= 0 ? args[outAt + 1]! : 'docs/images');
const onlyAt = args.indexOf('--only');
const only = onlyAt >= 0 ? new Set(args[onlyAt + 1]!.split(',').map(Number)) : undefined;
mkdirSync(outDir, { recursive: true });

const prompts = readmePrompts(readFileSync(join(root, 'docs', 'writing-prompts.md'), 'utf8'));
if (prompts.length === 0) throw new Error('no prompts found under "What prompts make" in docs/writing-prompts.md');
const work = mkdtempSync(join(tmpdir(), 'readme-frames-'));
const service = await startDesignService({ concurrency: 2 });
try {
  const fractal = join(work, 'fractal.png');
  await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'mandelbrot=s=1280x720:end_pts=0.1', '-frames:v', '1', fractal]);
  const image = await service.upload(readFileSync(fractal), 'image/png', 'fractal.png');
  const logo = await service.upload(svgPng('<rect width="240" height="96" rx="6" fill="#ff9f1c"/><text x="120" y="64" font-size="44" text-anchor="middle" fill="#ffffff">ACME</text>', 240, 96), 'image/png', 'logo.png');
  await inParallel(prompts, 2, async (template, i) => {
    if (only && !only.has(i + 1)) return;
    const prompt = template.replace(/<image url>/g, image.url).replace(/<logo url>/g, logo.url);
    const rendered = await service.render(`prompt-${i + 1}`, prompt);
    const dir = join(work, `p${i + 1}`);
    mkdirSync(dir);
    await contactSheet(rendered.video, join(outDir, `prompt-${i + 1}.png`), dir);
    console.log(`prompt-${i + 1}.png: ${rendered.result}`);
  });
} finally {
  await service.stop();
  rmSync(work, { recursive: true, force: true });
}
