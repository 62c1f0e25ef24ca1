import { createHash } from 'node:crypto';
import type { OutputFormat } from '../../model/format.js';
import { idForObjectName, objectNameForId } from '../../model/ids.js';

/*
 * A re-render: a completed prompt's scene document rendered again, as it is, in another output format (after the
 * project's format changed). It is named by chapter, prompt and format, so it is made at most once, and its outputs
 * have keys of their own beside the prompt's.
 */

const PREFIX = 'montage-render-';

/** `montage-render-<chapter object name>-<10 hex of prompt + format>`: at most 57 characters (Job names ≤ 63). */
export function rerenderJobName(chapterId: string, promptId: string, format: OutputFormat): string {
  const hash = createHash('sha256').update(`${promptId}/${format.aspect}/${format.resolution}`).digest('hex').slice(0, 10);
  return `${PREFIX}${objectNameForId(chapterId)}-${hash}`;
}

/** The chapter a re-render Job belongs to, or undefined for any other Job. */
export function chapterOfRerenderJob(name: string): string | undefined {
  const match = /^montage-render-(.+)-[0-9a-f]{10}$/.exec(name);
  if (!match) return undefined;
  try {
    return idForObjectName(match[1]!);
  } catch {
    return undefined;
  }
}

export function rerenderKeys(chapterId: string, promptId: string, format: OutputFormat) {
  const dir = `chapters/${chapterId}/prompts/${promptId}/formats/${format.aspect}-${format.resolution}`;
  return {
    sceneKey: `${dir}/scene.json`,
    outputKey: `${dir}/render.mp4`,
    resultKey: `${dir}/result.json`,
    progressKey: `${dir}/progress.json`,
    captionsKey: `${dir}/captions.vtt`,
  };
}
