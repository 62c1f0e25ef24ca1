import { describe, expect, it } from '@jest/globals';
import { promptWords, readSources, remember, SCENE_EDIT_CONTENT } from './prompt-source';

function memory(): Storage {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) } as Storage;
}

describe('the words of a history entry', () => {
  it('says what the console did itself, and a scene saved elsewhere generically', () => {
    const storage = memory();
    remember('editor', 'prm_1', storage);
    remember('template', 'prj_1', storage);
    const sources = readSources(storage);
    const edit = (id: string) => ({ id, content: SCENE_EDIT_CONTENT });
    expect(promptWords(edit('prm_1'), { projectId: 'prj_1', first: false }, sources)).toBe('Edited in the editor');
    expect(promptWords(edit('prm_0'), { projectId: 'prj_1', first: true }, sources)).toBe('Made from the template');
    expect(promptWords(edit('prm_2'), { projectId: 'prj_1', first: false }, sources)).toMatch(/^Scene edited/);
    expect(promptWords(edit('prm_3'), { projectId: 'prj_2', first: true }, sources)).toMatch(/^Scene edited/);
    expect(promptWords({ id: 'prm_4', content: 'make it blue' }, { projectId: 'prj_1', first: true }, sources)).toBe('make it blue');
  });

  it('forgets nothing it cannot read, and keeps the latest entries', () => {
    const storage = memory();
    storage.setItem('montage:sources', 'not json');
    expect(readSources(storage)).toEqual({ editor: [], template: [] });
    for (let i = 0; i < 250; i++) remember('editor', `prm_${i}`, storage);
    const kept = readSources(storage).editor;
    expect(kept).toHaveLength(200);
    expect(kept.at(-1)).toBe('prm_249');
  });
});
