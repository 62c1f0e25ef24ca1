import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SceneDocument } from '../scene.js';
import { chapterArgs } from './chapter-args.js';
import { layoutText } from './layout.js';
import { synthesizeNarration } from './narration.js';
import { runFfmpeg } from './run-ffmpeg.js';
import { THEME_STYLES } from './themes.js';

export interface RenderChapterInput {
  document: SceneDocument;
  /** Local files of the assets the document uses, by asset id. */
  media: ReadonlyMap<string, string>;
  output: string;
  onProgress?: (fraction: number) => void;
  timeoutMs?: number;
  /** Stops the render: its espeak-ng or ffmpeg is stopped, and the promise rejects with the reason once it exited. */
  signal?: AbortSignal;
}

/** Renders a scene document to an MP4 in the uniform chapter format; returns its exact length in seconds. */
export async function renderChapter(input: RenderChapterInput): Promise<{ seconds: number }> {
  const { document: doc, signal } = input;
  signal?.throwIfAborted();
  const work = await mkdtemp(join(tmpdir(), 'montage-render-'));
  try {
    const style = THEME_STYLES[doc.theme];
    const sizes = { title: new Map<number, number>(), caption: new Map<number, number>() };
    const textPath = (kind: 'title' | 'caption', i: number) => join(work, `${kind}-${i}.txt`);
    for (const [i, scene] of doc.scenes.entries()) {
      for (const kind of ['title', 'caption'] as const) {
        const text = scene[kind];
        if (!text) continue;
        const layout = layoutText(text, kind === 'title' ? style.titleSize : style.captionSize, kind === 'title' ? 3 : 2);
        sizes[kind].set(i, layout.fontSize);
        await writeFile(textPath(kind, i), layout.lines.join('\n'), 'utf8');
      }
    }
    let narration: string | undefined;
    if (doc.narration) {
      narration = join(work, 'narration.wav');
      await synthesizeNarration(doc.narration, join(work, 'narration.txt'), narration, undefined, signal);
    }
    const soundtrack = doc.soundtrack ? input.media.get(doc.soundtrack.assetId) : undefined;
    const { args, seconds } = chapterArgs(doc, {
      media: input.media,
      soundtrack,
      narration,
      text: { title: (i) => textPath('title', i), caption: (i) => textPath('caption', i) },
      fontSizes: { title: (i) => sizes.title.get(i) ?? style.titleSize, caption: (i) => sizes.caption.get(i) ?? style.captionSize },
      output: input.output,
    });
    await runFfmpeg(args, { expectedSeconds: seconds, onProgress: input.onProgress, timeoutMs: input.timeoutMs, signal });
    return { seconds };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
