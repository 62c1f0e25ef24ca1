/*
 * What a history entry of a scene saved whole says. The API records every `PUT .../scene` (and a project made from
 * a template) with one generic content, "(scene document edited through the API)", and no source; a person who
 * filled a template's form or pressed Render in the editor read that as something they had not done. The console
 * remembers (in this browser) what it did itself: the prompt its editor saved, the project it made from a template,
 * and says so; anything else is said generically.
 */

/** The content the API gives the history entry of a scene saved whole (model/scene.ts SCENE_EDIT_CONTENT). */
export const SCENE_EDIT_CONTENT = '(scene document edited through the API)';

export interface Sources {
  /** Prompt ids the console's editor saved. */
  editor: string[];
  /** Projects the console made from a template. */
  template: string[];
}

const KEY = 'montage:sources';
/** Enough for a person's recent work; the oldest are forgotten first. */
const KEEP = 200;

export function readSources(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): Sources {
  try {
    const parsed = JSON.parse(storage?.getItem(KEY) ?? '{}') as Partial<Sources>;
    return { editor: Array.isArray(parsed.editor) ? parsed.editor : [], template: Array.isArray(parsed.template) ? parsed.template : [] };
  } catch {
    return { editor: [], template: [] };
  }
}

export function remember(kind: keyof Sources, id: string, storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.localStorage): void {
  if (!storage) return;
  const sources = readSources(storage);
  sources[kind] = [...sources[kind].filter((x) => x !== id), id].slice(-KEEP);
  try {
    storage.setItem(KEY, JSON.stringify(sources));
  } catch {
    // Storage full or refused: the entry is then said generically.
  }
}

/**
 * A history entry's words: a prompt as written; a scene saved whole as where it came from, when this console did
 * it (the first entry of a chapter of a project made from a template: "Made from the template").
 */
export function promptWords(prompt: { id: string; content: string }, context: { projectId: string; first: boolean }, sources: Sources): string {
  if (prompt.content !== SCENE_EDIT_CONTENT) return prompt.content;
  if (sources.editor.includes(prompt.id)) return 'Edited in the editor';
  if (context.first && sources.template.includes(context.projectId)) return 'Made from the template';
  return 'Scene edited (the whole scene saved at once)';
}
