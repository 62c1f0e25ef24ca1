import { describe, expect, it } from '@jest/globals';
import { renditionKey } from '../../core/assets/rendition.js';
import { sceneSourceKey } from '../../core/scene.js';
import { ASPECTS, RESOLUTIONS } from '../../model/format.js';
import { jobKeys } from '../../engine/job-spec.js';
import { newId } from '../../model/ids.js';
import type { StoredObject } from '../../store/store.js';
import { rerenderKeys } from '../chapters/rerender.js';
import { assetKeys, exportKeys, promptKeys } from './owned-keys.js';

const object = <K extends 'prompt' | 'export' | 'asset'>(spec: object) => ({ spec }) as unknown as StoredObject<K>;

describe('the storage keys a deleted object owns', () => {
  const chapterId = newId('chapter');
  const promptId = newId('prompt');

  it("names every key a prompt's job and its re-renders in each of the six formats write, and its scene source", () => {
    const keys = promptKeys(object<'prompt'>({ id: promptId, chapterId, sceneSourceKey: sceneSourceKey(chapterId, promptId) }));
    const expected = [
      ...Object.values(jobKeys.prompt(chapterId, promptId)),
      ...ASPECTS.flatMap((aspect) => RESOLUTIONS.flatMap((resolution) => Object.values(rerenderKeys(chapterId, promptId, { aspect, resolution })))),
      sceneSourceKey(chapterId, promptId),
    ];
    expect(new Set(keys)).toEqual(new Set(expected));
    expect(keys).toHaveLength(5 + 6 * 5 + 1);
    // Nothing outside the prompt's own directory: a chapter's other prompts keep their files.
    for (const key of keys) expect(key.startsWith(`chapters/${chapterId}/prompts/${promptId}/`)).toBe(true);
  });

  it("names an export's file, captions, result and progress, and an asset's upload and rendition", () => {
    const projectId = newId('project');
    const exportId = newId('export');
    const chapters = [{ chapterId: newId('chapter') }, { chapterId: newId('chapter') }];
    const keys = new Set(exportKeys(object({ id: exportId, projectId, chapters })));
    const dir = `projects/${projectId}/exports/${exportId}`;
    const { posterKey: _p, thumbnailKey: _t, ...files } = jobKeys.export(projectId, exportId);
    expect(keys).toEqual(
      new Set([
        ...Object.values(files),
        `${dir}/export.webm`,
        `${dir}/export.gif`,
        `${dir}/poster.jpg`,
        `${dir}/poster.png`,
        `${dir}/thumbnails/0001.jpg`,
        `${dir}/thumbnails/0002.jpg`,
      ]),
    );
    for (const key of keys) expect(key.startsWith(`${dir}/`)).toBe(true);
    const objectKey = `assets/${newId('asset')}/original`;
    expect(assetKeys(object({ objectKey }))).toEqual([objectKey, renditionKey(objectKey)]);
  });
});
