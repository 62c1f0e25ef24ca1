import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isStandIn, type TemplateDefinition } from '../engine/template/catalogue/define.js';
import { fillTemplate } from '../engine/template/gallery.js';
import { renderFrame } from '../engine/frame/render-frame.js';
import { runFfmpeg } from '../engine/render/ffmpeg/run-ffmpeg.js';
import { usedAssets } from '../engine/used-assets.js';
import { frameSize } from '../model/format.js';

/*
 * Each template's poster: a still of its document with its defaults (engine/frame/, the path GET .../frame takes),
 * its pictures drawn from one bundled stand-in (a landscape under a sun, drawn by FFmpeg from an expression, so no
 * picture file ships). Drawn once per process on first request, one at a time, then served from memory.
 */

export const POSTER_WIDTH = 480;

/** A sky, a sun and two hills, as an FFmpeg expression per channel (no input file). */
const STAND_IN = (() => {
  const sun = 'lt(hypot(X-850,Y-260),90)';
  const hill = 'lt(Y,560+60*sin(X/170))';
  const near = 'lt(Y,650+40*sin(X/110+1))';
  const channel = (sunV: number, sky: string, far: number, front: number) => `if(${sun},${sunV},if(${hill},${sky},if(${near},${far},${front})))`;
  return `geq=r='${channel(255, '120+110*Y/800', 34, 20)}':g='${channel(214, '170+60*Y/800', 120, 84)}':b='${channel(120, '235-40*Y/800', 70, 50)}'`;
})();

export class TemplatePosters {
  private readonly posters = new Map<string, Promise<Buffer>>();
  private work: Promise<{ dir: string; standIn: string }> | undefined;
  /** Posters are drawn one at a time: a gallery opened asks for all of them at once. */
  private queue: Promise<unknown> = Promise.resolve();

  /** `root`: where the posters' working files go (a directory of their own is made in it). */
  constructor(private readonly root: () => string = tmpdir) {}

  poster(template: TemplateDefinition): Promise<Buffer> {
    let poster = this.posters.get(template.id);
    if (!poster) {
      poster = this.queue.then(() => this.draw(template));
      this.queue = poster.catch(() => undefined);
      poster.catch(() => this.posters.delete(template.id));
      this.posters.set(template.id, poster);
    }
    return poster;
  }

  private async draw(template: TemplateDefinition): Promise<Buffer> {
    // A failed preparation is not kept: the next poster prepares again (one bad moment must not fail every poster).
    const prepared = (this.work ??= this.prepare().catch((err: unknown) => {
      this.work = undefined;
      throw err;
    }));
    const { dir, standIn } = await prepared;
    const filled = fillTemplate(template, {}, () => undefined, { keepStandIns: true });
    if (!filled.ok) throw new Error(`template ${template.id}: ${filled.errors.join('; ')}`);
    const media = new Map([...usedAssets(filled.document)].filter(isStandIn).map((id) => [id, standIn]));
    const full = frameSize({ aspect: template.aspect, resolution: '1080p' });
    const frame = { width: POSTER_WIDTH, height: Math.round((POSTER_WIDTH * full.height) / full.width / 2) * 2 };
    const work = await mkdtemp(join(dir, `${template.id}-`));
    try {
      const output = join(work, 'poster.png');
      await renderFrame({ document: filled.document, frame, seconds: template.posterAt, format: 'png', media, work, output, timeoutMs: 60_000 });
      return await readFile(output);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  private async prepare(): Promise<{ dir: string; standIn: string }> {
    const dir = await mkdtemp(join(this.root(), 'montage-posters-'));
    const standIn = join(dir, 'stand-in.jpg');
    await runFfmpeg(['-hide_banner', '-nostdin', '-y', '-loglevel', 'error', '-f', 'lavfi', '-i', 'color=c=black:s=1200x800,format=rgb24', '-vf', STAND_IN, '-frames:v', '1', '-q:v', '3', standIn], { timeoutMs: 30_000 });
    return { dir, standIn };
  }
}
