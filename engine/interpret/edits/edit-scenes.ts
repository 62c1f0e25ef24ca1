import { LENGTH, lengthValue, sceneSeconds } from '../intents/durations.js';
import { SCENE_WORD, sceneIndex, type Editor } from './edit-target.js';
import type { Scene } from '../../../model/scene-document.js';
import { cardinalValue, ORDINAL, ordinalValue, round, shorten } from '../read/words.js';

/* Edits of the scene list: "swap scenes 1 and 2", "move scene 3 to the start", "delete scene 3", "make scene 2 longer". */

/** "scene 3 ("Thanks")": a scene by its number and, when it has one, its first text. */
export function sceneName(scene: Scene, index: number): string {
  const text = scene.layers.find((l) => l.type === 'text');
  return `scene ${index + 1}${text?.type === 'text' ? ` ("${shorten(text.text, 25)}")` : ''}`;
}

export function sceneLength(edit: Editor, ref: string, how: string): void {
  const { doc } = edit;
  const whole = /^(?:it|everything|the\s+(?:whole\s+)?(?:video|chapter|clip)|all\s+(?:the\s+)?scenes|every\s+scene|each\s+scene)$/i.test(ref.trim());
  const scenes = whole ? (/each|every|all/i.test(ref) || doc.scenes.length === 1 ? doc.scenes : undefined) : edit.scenesWith(() => true, ref);
  const length = new RegExp(LENGTH, 'i').exec(how);
  const seconds = length ? lengthValue(length[1]!, length[2]!) : undefined;
  const relative = /longer|shorter/i.exec(how);
  if (!scenes) {
    // "make it 20 seconds" with several scenes: the whole chapter, in proportion.
    if (seconds === undefined && !relative) return;
    const total = doc.scenes.reduce((s, x) => s + x.duration, 0);
    const target = seconds !== undefined && !relative ? seconds : relative && /longer/i.test(relative[0]) ? total * 1.5 : total / 1.5;
    const factor = target / total;
    for (const scene of doc.scenes) scene.duration = sceneSeconds(scene.duration * factor);
    edit.notes.change(`${round(doc.scenes.reduce((s, x) => s + x.duration, 0), 1)} s in all`);
    return;
  }
  for (const scene of scenes) {
    if (seconds !== undefined && relative) scene.duration = sceneSeconds(scene.duration + (/longer/i.test(relative[0]) ? seconds : -seconds));
    else if (seconds !== undefined) scene.duration = sceneSeconds(seconds);
    else if (relative) scene.duration = sceneSeconds(/longer/i.test(relative[0]) ? Math.max(scene.duration * 1.5, scene.duration + 1) : scene.duration / 1.5);
    else return;
    edit.notes.change(`${scenes.length === 1 && doc.scenes.length > 1 ? `scene ${doc.scenes.indexOf(scene) + 1} ` : ''}${scene.duration} s`);
  }
}

export function swapScenes(edit: Editor, a: string, b: string, among?: readonly Scene[]): void {
  const n = edit.doc.scenes.length;
  const asRef = (s: string) => (new RegExp(`^${SCENE_WORD}`, 'i').test(s) ? s : new RegExp(`^(?:${ORDINAL})$`, 'i').test(s.trim()) ? `the ${s} scene` : `scene ${s}`);
  // Bare numbers in a chapter of one scene with a list ("swap 2 and 3 round"): the list's points.
  if (n === 1 && !new RegExp(`^${SCENE_WORD}`, 'i').test(a.trim()) && swapPoints(edit, a, b)) return;
  // "the second and third price slides": counted among the scenes of that kind only (`among`).
  const pick = (ref: string) => (among && among.length >= 2 && !/\d/.test(ref) ? edit.doc.scenes.indexOf(among[sceneIndex(asRef(ref), among.length) ?? -1]!) : sceneIndex(asRef(ref), n));
  const i = pick(a) === -1 ? undefined : pick(a);
  const j = pick(b) === -1 ? undefined : pick(b);
  if (i === undefined || j === undefined) return edit.notes.hint(`the chapter has ${n} scene${n === 1 ? '' : 's'}`);
  const scenes = edit.doc.scenes;
  [scenes[i], scenes[j]] = [scenes[j]!, scenes[i]!];
  edit.notes.change(`swapped scenes ${i + 1} and ${j + 1}`);
}

export function moveScene(edit: Editor, ref: string, where: 'start' | 'end' | 'before' | 'after', other?: string, what?: string): void {
  const scenes = edit.doc.scenes;
  const i = sceneIndex(ref, scenes.length);
  if (i === undefined) return edit.notes.hint(`the chapter has ${scenes.length} scenes`);
  const target = other ? sceneIndex(other, scenes.length) : undefined;
  if (other && target === undefined) return edit.notes.hint(`the chapter has ${scenes.length} scenes`);
  const anchor = target !== undefined ? scenes[target]! : undefined;
  const [scene] = scenes.splice(i, 1);
  let at = where === 'start' ? 0 : where === 'end' ? scenes.length : scenes.indexOf(anchor!) + (where === 'after' ? 1 : 0);
  at = Math.max(0, Math.min(scenes.length, at));
  scenes.splice(at, 0, scene!);
  edit.notes.change(at === i ? `${what ?? sceneName(scene!, i)} is already at position ${at + 1}` : `moved ${what ?? sceneName(scene!, i)} to position ${at + 1}`);
}

export function duplicateScene(edit: Editor, ref: string): void {
  const scenes = edit.doc.scenes;
  const i = sceneIndex(ref, scenes.length);
  if (i === undefined) return edit.notes.hint(`the chapter has ${scenes.length} scenes`);
  if (scenes.length >= 50) return edit.notes.hint('a chapter holds at most 50 scenes');
  scenes.splice(i + 1, 0, structuredClone(scenes[i]!));
  edit.notes.change(`scene ${i + 1} duplicated`);
}

export function deleteScene(edit: Editor, ref: string, what?: string): void {
  const scenes = edit.doc.scenes;
  const i = sceneIndex(ref, scenes.length);
  if (i === undefined) return edit.notes.hint(`there is no ${ref.trim().replace(/^the\s+/i, '')} (the chapter has ${scenes.length} scene${scenes.length === 1 ? '' : 's'})`);
  if (scenes.length === 1) return edit.notes.hint(`a chapter keeps at least one scene: ${what ?? 'its only scene'} was kept`);
  const [gone] = scenes.splice(i, 1);
  edit.removedRefs.add(ref.trim().toLowerCase());
  if (scenes[0]?.transition) delete scenes[0].transition;
  edit.notes.change(`deleted ${what ?? sceneName(gone!, i)}`);
}

/** Swaps two points of the chapter's one list, by their numbers or ordinals; whether there was such a list. */
export function swapPoints(edit: Editor, a: string, b: string): boolean {
  const lists = edit.doc.scenes.flatMap((s) => s.layers.filter((l) => l.type === 'list'));
  const list = lists.length === 1 ? lists[0] : undefined;
  if (list?.type !== 'list') return false;
  const count = list.items.length;
  const i = (cardinalValue(a) ?? ordinalValue(a, count) ?? 0) - 1;
  const j = (cardinalValue(b) ?? ordinalValue(b, count) ?? 0) - 1;
  if (i < 0 || j < 0 || i >= count || j >= count) {
    edit.notes.hint(`the list has ${count} points`);
    return true;
  }
  [list.items[i], list.items[j]] = [list.items[j]!, list.items[i]!];
  edit.notes.change(`swapped points ${i + 1} and ${j + 1}`);
  return true;
}

/**
 * "swap the first two dishes", "switch the last two slides": two neighbours at one end. Scenes when the noun names
 * them (or there is no list); else the items of the chapter's one list.
 */
export function swapEnds(edit: Editor, end: 'first' | 'last', noun?: string): void {
  const lists = edit.doc.scenes.flatMap((s) => s.layers.filter((l) => l.type === 'list'));
  const scenesNamed = noun !== undefined && new RegExp(`^${SCENE_WORD}s?$`, 'i').test(noun);
  if (!scenesNamed && lists.length === 1 && lists[0]!.type === 'list' && lists[0]!.items.length >= 2) {
    const items = lists[0]!.items;
    const i = end === 'first' ? 0 : items.length - 2;
    [items[i], items[i + 1]] = [items[i + 1]!, items[i]!];
    edit.notes.change(`swapped points ${i + 1} and ${i + 2}`);
    return;
  }
  const n = edit.doc.scenes.length;
  if (n < 2) return edit.notes.hint('the chapter has one scene');
  const i = end === 'first' ? 0 : n - 2;
  const scenes = edit.doc.scenes;
  [scenes[i], scenes[i + 1]] = [scenes[i + 1]!, scenes[i]!];
  edit.notes.change(`swapped scenes ${i + 1} and ${i + 2}`);
}

/** "make the second one Colour from £70": the item at that place in the chapter's one list takes the new words. */
export function setListItem(edit: Editor, place: string, words: string): void {
  const lists = edit.doc.scenes.flatMap((s) => s.layers.filter((l) => l.type === 'list'));
  const list = lists.length === 1 && lists[0]!.type === 'list' ? lists[0]! : undefined;
  const at = list ? (ordinalValue(place, list.items.length) ?? 0) - 1 : -1;
  if (!list || at < 0 || at >= list.items.length) return edit.notes.hint(`say which text to change, in "double quotes"`);
  edit.notes.change(`"${list.items[at]}" → "${words}"`);
  list.items[at] = words;
}
