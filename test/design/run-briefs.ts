import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { BRIEFS, type Brief, type PictureName } from './briefs.js';
import { measureBrief, unrendered, type BriefMetrics } from './metrics.js';
import { logoPicture, markerPicture, scenicClip, scenicPicture } from './pictures.js';
import { inParallel, startDesignService, type DesignService } from './service.js';

/*
 * Renders the briefs through the real embedded service and measures each MP4 as soon as it is downloaded. Two
 * renders at most run at once (the service's job concurrency and this loop's both), so the machine stays usable.
 */

export interface BriefRun {
  brief: Brief;
  prompt: string;
  result: string;
  renderSeconds: number;
  /** The downloaded MP4; absent when the brief did not render. */
  video?: string;
  /** The scene document the service rendered (what the measurements read the scenes' durations from). */
  scene?: unknown;
  metrics: BriefMetrics;
}

/**
 * The pictures the briefs name, drawn now and uploaded through the API: 3:2 photos, a 2:3 one, a 4:3 marker picture
 * and a wide logo with transparency; and a 16:9 clip of a slow pan over a landscape (6 s, no sound).
 */
export async function uploadPictures(service: DesignService): Promise<Record<PictureName, string>> {
  const [photo, photo2, photo3, marker, logo, clip] = await Promise.all([
    service.upload(scenicPicture(1800, 1200, 200), 'image/png', 'photo.png'),
    service.upload(scenicPicture(1800, 1200, 20), 'image/png', 'photo2.png'),
    service.upload(scenicPicture(1200, 1800, 120), 'image/png', 'photo3.png'),
    service.upload(markerPicture(1600, 1200), 'image/png', 'marker.png'),
    service.upload(logoPicture(), 'image/png', 'logo.png'),
    scenicClip().then((bytes) => service.upload(bytes, 'video/mp4', 'clip.mp4')),
  ]);
  return { photo: photo.url, photo2: photo2.url, photo3: photo3.url, marker: marker.url, logo: logo.url, clip: clip.url };
}

export const promptOf = (brief: Brief, urls: Record<PictureName, string>) => brief.prompt.replace(/\{(photo2|photo3|photo|marker|logo|clip)\}/g, (_, name: PictureName) => urls[name]);

/** The briefs a run covers: the ids named (all when none), or only the blind batch. */
export function selectBriefs(only: string[] = [], blind = false): Brief[] {
  const unknown = only.filter((id) => !BRIEFS.some((b) => b.id === id));
  if (unknown.length) throw new Error(`no brief ${unknown.map((id) => `"${id}"`).join(', ')} (the ids are ${BRIEFS.map((b) => b.id).join(', ')})`);
  const named = only.length ? BRIEFS.filter((b) => only.includes(b.id)) : BRIEFS;
  return blind ? named.filter((b) => b.blind) : named;
}

export async function runBriefs(opts: { only?: string[]; blind?: boolean; parallel?: number; onDone?: (run: BriefRun) => void } = {}): Promise<BriefRun[]> {
  const briefs = selectBriefs(opts.only, opts.blind);
  const service = await startDesignService({ concurrency: opts.parallel ?? 2 });
  try {
    const urls = await uploadPictures(service);
    const frames = join(service.workDir, 'frames');
    mkdirSync(frames, { recursive: true });
    return await inParallel(briefs, opts.parallel ?? 2, async (brief) => {
      const prompt = promptOf(brief, urls);
      const started = Date.now();
      let run: BriefRun;
      try {
        const rendered = await service.render(brief.id, prompt, { duration: brief.duration });
        const metrics = await measureBrief(brief, rendered.video, rendered.scene, frames);
        run = { brief, prompt, result: rendered.result, renderSeconds: rendered.renderSeconds, video: rendered.video, scene: rendered.scene, metrics };
      } catch (error) {
        // A brief the service cannot render (or a video the instrument cannot read) is one failed row: the other
        // briefs' renders are still measured and reported.
        const reason = error instanceof Error ? error.message : String(error);
        run = { brief, prompt, result: reason, renderSeconds: (Date.now() - started) / 1000, metrics: unrendered(brief, reason) };
      }
      opts.onDone?.(run);
      return run;
    });
  } finally {
    await service.stop();
  }
}
