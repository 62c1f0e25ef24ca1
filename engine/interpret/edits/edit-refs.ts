import type { Layer, LayoutLayer, ListLayer, MediaLayer, Scene, SceneDocument, TextLayer } from '../../../model/scene-document.js';
import { deleteScene, moveScene, sceneLength } from './edit-scenes.js';
import { KIND_WORDS as VALUE_WORDS, kindIn, type Kind } from './value-kinds.js';
import { drawnStrings } from '../../scene/drawn-strings.js';
import { SCENE_REF, sceneIndex, type Editor } from './edit-target.js';
import { animation, sortLayers, textLayer } from '../compose/layers.js';
import { QUOTE } from '../read/reading.js';
import { ORDINAL, WEEKDAYS, ordinalValue, shorten } from '../read/words.js';

/*
 * Edits of things named by what they are or what they say: "the second slide", "the last one", "the photo of the
 * kitchen" (a slide or a cell whose caption or label says kitchen), "Snacks" (a point of the list), "the list".
 * Each is resolved to one target (a scene, a point of a list, a cell of a layout) and removed, renamed, moved or
 * retimed; the note names what changed, or the hint says exactly why nothing did (what there is to name instead).
 */

const NOUN = String.raw`(?:photo|picture|image|pic|slide|scene|shot|card|clip|video|one|item|point|entry|bullet|step|cell|side|half)`;
const LINK = String.raw`(?:of|with|showing|called|named|titled|about|labell?ed|captioned|saying)`;
const STOP = String.raw`(?:and|then|to|from|off|out|of|with|on|in|at|into|before|after|behind|ahead|for|by|as|so|be|the|a|an|longer|shorter|first|last)`;
const WORD = String.raw`[\p{L}\p{N}][\p{L}\p{N}'’&-]*`;
/** Words naming one thing: a quote, a scene reference, "the second photo", "the photo of the kitchen", "Snacks". */
export const NAMED = String.raw`(?:${QUOTE}|${SCENE_REF}|(?:the\s+)?(?:${ORDINAL})\s+${NOUN}|(?:the\s+)?${NOUN}\s+${LINK}\s+(?:the\s+|a\s+|an\s+|my\s+|our\s+)?(?:${QUOTE}|(?!${STOP}\b)${WORD}(?:\s+(?!${STOP}\b)${WORD}){0,2})|(?:the\s+)?(?!(?:the|a|an|it|this|that)\b)(?:${QUOTE}|${WORD}(?:\s+${WORD}){0,2}?)\s+${NOUN}\b|(?:the\s+)?(?!${STOP}\b|${NOUN}\b)${WORD}(?:\s+(?!${STOP}\b)${WORD}){0,2})`;

export type Target =
  | { kind: 'scene'; scene: Scene; what: string }
  | { kind: 'item'; scene: Scene; list: ListLayer; index: number }
  | { kind: 'cell'; scene: Scene; layout: LayoutLayer; index: number };

const norm = (s: string) => s.toLowerCase().replace(/[’']/g, "'").replace(/[^\p{L}\p{N}' ]+/gu, ' ').replace(/\s+/g, ' ').trim();
const has = (text: string, name: string) => ` ${norm(text)} `.includes(` ${name} `);

/** The asset's file name, without its extension, has the words of `name`. */
function fileHas(edit: Editor, assetId: string, name: string): boolean {
  const file = edit.assets.get(assetId)?.name;
  return file !== undefined && has(file.replace(/\.[a-z0-9]{2,5}$/i, '').replace(/[-_.]+/g, ' '), name);
}

/** The texts a scene is known by: its heading, caption, any text, a layout's labels. */
function sceneTexts(scene: Scene): string[] {
  return scene.layers.flatMap((l) => (l.type === 'text' ? [l.text] : l.type === 'layout' ? l.cells.flatMap((c) => (c.label ? [c.label] : [])) : []));
}

function describeScene(edit: Editor, scene: Scene): string {
  const i = edit.doc.scenes.indexOf(scene);
  const text = scene.layers.find((l): l is TextLayer => l.type === 'text')?.text;
  const media = scene.layers.find((l): l is MediaLayer => l.type === 'media');
  const file = media ? edit.assets.get(media.assetId)?.name : undefined;
  return `scene ${i + 1}${text ? ` ("${shorten(text, 25)}")` : file ? ` (${shorten(file, 30)})` : ''}`;
}

/** What the document has that could be named, for a hint. */
function namesInDoc(edit: Editor): string {
  const scenes = edit.doc.scenes.map((s, i) => sceneTexts(s)[0] ?? `scene ${i + 1}`).map((t) => `"${shorten(t, 20)}"`);
  const items = edit.doc.scenes.flatMap((s) => s.layers.flatMap((l) => (l.type === 'list' ? l.items : []))).map((t) => `"${shorten(t, 20)}"`);
  return `the scenes are ${scenes.join(', ')}${items.length ? `; the list has ${items.join(', ')}` : ''}`;
}

/** The one thing `phrase` names in the document, or undefined (with a hint saying why). */
export function resolveTarget(edit: Editor, phrase: string): Target | undefined {
  const { doc } = edit;
  const raw = phrase.trim();
  const quoted = new RegExp(QUOTE).exec(raw);
  const sceneRef = new RegExp(`^${SCENE_REF}$`, 'i').test(raw);
  if (sceneRef) {
    const i = sceneIndex(raw, doc.scenes.length);
    if (i === undefined) {
      edit.notes.hint(`there is no ${raw.replace(/^the\s+/i, '')} (the chapter has ${doc.scenes.length} scene${doc.scenes.length === 1 ? '' : 's'})`);
      return undefined;
    }
    return { kind: 'scene', scene: doc.scenes[i]!, what: describeScene(edit, doc.scenes[i]!) };
  }
  // "the second photo", "the last one": the n-th scene with a picture (a slide), or the n-th scene.
  const ordinal = new RegExp(`^(?:the\\s+)?(${ORDINAL})\\s+(${NOUN})$`, 'i').exec(raw);
  // In a video of one scene, what is counted is what it shows several of: its list's points, its layout's pictures.
  const within = ordinal && doc.scenes.length === 1 ? withinScene(doc.scenes[0]!, ordinal[2]!) : undefined;
  if (ordinal && within) {
    const count = within.kind === 'item' ? within.list.items.length : within.layout.cells.length;
    const n = ordinalValue(ordinal[1]!, count);
    if (n === undefined || n < 1 || n > count) {
      edit.notes.hint(`there is no ${raw.replace(/^the\s+/i, '')} (there are ${count})`);
      return undefined;
    }
    return { ...within, index: n - 1 };
  }
  if (ordinal) {
    const pictures = /^(?:photo|picture|image|pic|clip|video|shot)$/i.test(ordinal[2]!);
    const pool = pictures ? doc.scenes.filter((s) => s.layers.some((l) => l.type === 'media' || l.type === 'layout')) : doc.scenes;
    const n = ordinalValue(ordinal[1]!, pool.length);
    if (n === undefined || n < 1 || n > pool.length) {
      edit.notes.hint(`there is no ${raw.replace(/^the\s+/i, '')} (the chapter has ${pool.length} ${pictures ? 'scene' : 'scene'}${pool.length === 1 ? '' : 's'}${pictures ? ' with a picture' : ''})`);
      return undefined;
    }
    return { kind: 'scene', scene: pool[n - 1]!, what: describeScene(edit, pool[n - 1]!) };
  }
  // "Scene 3 is cancelled … Please delete it": "it" is the one scene the prompt named by its number or place.
  if (/^(?:it|that|this|(?:that|this)\s+(?:one|scene|slide|card|bit|part))$/i.test(raw)) {
    const named = [...new Set([...edit.reading.text.matchAll(new RegExp(SCENE_REF, 'gi'))].map((m) => m[0].toLowerCase()))];
    if (named.length === 1 && edit.removedRefs.has(named[0]!)) return undefined;
    if (named.length === 1 && named[0] !== raw.toLowerCase()) return resolveTarget(edit, named[0]!);
    // "we're not open saturdays anymore, delete that one": the one scene whose words the prompt says.
    const said = norm(edit.reading.text);
    // Its words said whole, or without the time or figure they open or close with ("the lightning talks got
    // cancelled, delete that scene" of "19:15 Lightning talks").
    const forms = (t: string) => [norm(t), norm(t).replace(/^(?:[\d:.]+(?:am|pm)?\s+)+|(?:\s+[\d:.]+(?:am|pm)?)+$/g, '')].filter((f, i) => f.length >= 4 && (i === 0 || f.includes(' ')));
    const saying = doc.scenes.filter((scene) => drawnStrings({ ...doc, scenes: [scene] })[0]!.some((t) => forms(t).some((f) => ` ${said} `.includes(` ${f} `))));
    if (saying.length === 1) {
      // The words that named it are understood: they are how the scene was pointed at.
      for (const f of drawnStrings({ ...doc, scenes: [saying[0]!] })[0]!.flatMap(forms)) {
        const at = new RegExp(String.raw`(?<![\p{L}\p{N}])${f.split(' ').map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join(String.raw`[^\p{L}\p{N}]+`)}(?![\p{L}\p{N}])`, 'iu').exec(edit.reading.text);
        if (at) edit.reading.takeMatch(at);
      }
      return { kind: 'scene', scene: saying[0]!, what: describeScene(edit, saying[0]!) };
    }
  }
  // "Marcus has had to pull out, remove his scene": the one person named in the prompt whose scene it is.
  if (/^(?:his|her|their)(?:\s+(?:scene|slide|one|card|bit|part|section|photo|picture|headshot))?$/i.test(raw)) {
    const people = [...edit.reading.text.matchAll(/(?<![\p{L}])\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+)?/gu)].map((m) => m[0]);
    const theirs = [...new Set(people)].map((person) => namedIn(edit, norm(person), true)).filter((f) => f.length === 1);
    if (theirs.length === 1) return theirs[0]![0]!.target;
  }
  const stripped = quoted ? edit.quote(quoted[1]!) : raw.replace(/^the\s+/i, '').replace(new RegExp(`^${NOUN}\\s+${LINK}\\s+(?:the\\s+|a\\s+|an\\s+|my\\s+|our\\s+)?`, 'i'), '').replace(new RegExp(`\\s+${NOUN}$`, 'i'), '');
  const name = norm(stripped.replace(/^(?:the|a|an)\s+/i, ''));
  if (!name) return undefined;
  const wantsPicture = new RegExp(`\\b(?:photo|picture|image|pic|slide|scene|shot|clip|video|cell|side|half)\\b`, 'i').test(raw) && !quoted;
  // "Saturday's class", "the sat one": by a looser form of the name when it is not there as said.
  const found = [name, ...looserNames(name)].map((n) => namedIn(edit, n, wantsPicture)).find((f) => f.length) ?? [];
  found.sort((a, b) => Number(b.exact) - Number(a.exact) || a.rank - b.rank);
  // "the donut chart scene", "the list slide", "the counter": the one scene that shows such a thing.
  const kind = found.length ? undefined : scenesOfKind(doc.scenes, name);
  if (kind?.length === 1) return { kind: 'scene', scene: kind[0]!, what: describeScene(edit, kind[0]!) };
  if (kind?.length === 0) {
    edit.notes.hint(`no scene shows a ${name} (${namesInDoc(edit)})`);
    return undefined;
  }
  if (kind && kind.length > 1) {
    edit.notes.hint(`${kind.length} scenes show a ${name} (say which: "the first ${name}", or by its words)`);
    return undefined;
  }
  if (!found.length) {
    edit.notes.hint(`nothing is called "${shorten(stripped, 30)}" (${namesInDoc(edit)})`);
    return undefined;
  }
  return found[0]!.target;
}

type Found = { target: Target; exact: boolean; rank: number };

/** Everything in the document that `name` names: list points, layout cells, scenes by their texts or file names. */
function namedIn(edit: Editor, name: string, wantsPicture: boolean): Found[] {
  const found: Found[] = [];
  edit.doc.scenes.forEach((scene) => {
    for (const layer of scene.layers) {
      if (layer.type === 'list') layer.items.forEach((item, index) => (norm(item) === name || has(item, name)) && found.push({ target: { kind: 'item', scene, list: layer, index }, exact: norm(item) === name, rank: wantsPicture ? 2 : 0 }));
      if (layer.type === 'layout') layer.cells.forEach((cell, index) => cell.label && (norm(cell.label) === name || has(cell.label, name)) && found.push({ target: { kind: 'cell', scene, layout: layer, index }, exact: norm(cell.label) === name, rank: 1 }));
      if (layer.type === 'text' && (norm(layer.text) === name || has(layer.text, name))) found.push({ target: { kind: 'scene', scene, what: describeScene(edit, scene) }, exact: norm(layer.text) === name, rank: wantsPicture ? 0 : 1 });
      // A picture by its file name ("kitchen" finds kitchen.jpg, my-kitchen-2.png), after captions and labels.
      if (layer.type === 'media' && fileHas(edit, layer.assetId, name)) found.push({ target: { kind: 'scene', scene, what: describeScene(edit, scene) }, exact: false, rank: 3 });
      if (layer.type === 'layout') layer.cells.forEach((cell, index) => fileHas(edit, cell.assetId, name) && found.push({ target: { kind: 'cell', scene, layout: layer, index }, exact: false, rank: 3 }));
    }
  });
  return found;
}

/** Nouns that say what kind of entry a thing is, not which: "Saturday's class", "the halloumi one". */
const ENTRY_NOUN = /\s+(?:class|classes|session|slot|stall|one|item|line|entry|dish|option|event|game|match|talk|show|day|bit|part|quote|testimonial|review|card|slide|scene|photo|picture|pic|round|step|tip|point|course|stage|track|episode|level|lesson|module|act|week)$/;

/** Looser forms of a name: without its possessive and its entry noun, a weekday as written short ("sat") or long. */
function looserNames(name: string): string[] {
  const bare = name.replace(ENTRY_NOUN, '').replace(/'s?$/, '').replace(/'s\b/g, '').trim();
  const out = new Set<string>([bare]);
  const day = WEEKDAYS.find((d) => d === bare || d.slice(0, 3) === bare);
  if (day) out.add(day === bare ? day.slice(0, 3) : day);
  out.delete(name);
  out.delete('');
  return [...out];
}

/** What kind of thing a layer is, in the words people name it by. */
const KIND_WORDS: [RegExp, (l: Layer) => boolean][] = [
  [/^(?:(bar|column|line|donut|doughnut|pie|ring)\s+)?(?:chart|graph)$/, (l) => l.type === 'chart'],
  [/^(?:numbered\s+|bullet(?:ed)?\s+)?(?:list|bullets|bullet\s+points|checklist|steps)$/, (l) => l.type === 'list'],
  [/^(?:counter|number|count(?:er)?\s*up|big\s+number|stat)$/, (l) => l.type === 'counter'],
  [/^(?:quote|testimonial|review)$/, (l) => l.type === 'text' && l.role === 'quote'],
  [/^(?:grid|split|collage|side\s+by\s+side|picture\s+in\s+picture|pip)$/, (l) => l.type === 'layout'],
  [/^(?:button|cta|call\s+to\s+action)$/, (l) => l.type === 'button'],
  [/^(?:lower[- ]third|name\s*(?:tag|strap|strip|plate|super|bar)|chyron)$/, (l) => l.type === 'text' && l.role === 'name'],
];
const TITLE_CARD = /^(?:(?:opening|main|intro)\s+)?(?:title|heading|headline)(?:\s+card)?$|^intro$/;
/** What a title card may show besides its words. */
const WORDS_AROUND = new Set<Layer['type']>(['particles', 'shape', 'logo', 'graphic', 'progress']);
const CHART_KIND: Record<string, string> = { bar: 'bar', column: 'bar', line: 'line', donut: 'donut', doughnut: 'donut', pie: 'donut', ring: 'donut' };

/** The scenes showing the kind of thing `name` says ("donut chart", "list"); undefined when it names no kind. */
export function scenesOfKind(scenes: readonly Scene[], name: string): Scene[] | undefined {
  // "the title", "the title card": the video's title, the first scene that shows a title and nothing but words.
  if (TITLE_CARD.test(name)) {
    const card = scenes.find((s) => s.layers.some((l) => l.type === 'text' && l.role === 'heading') && s.layers.every((l) => l.type === 'text' && l.role !== 'quote' || WORDS_AROUND.has(l.type)));
    return card ? [card] : [];
  }
  for (const [words, is] of KIND_WORDS) {
    const m = words.exec(name);
    if (!m) continue;
    const chart = m[1] ? CHART_KIND[m[1]] : undefined;
    return scenes.filter((scene) => scene.layers.some((l) => is(l) && (!chart || (l.type === 'chart' && l.kind === chart))));
  }
  return undefined;
}

/** The list (for "one", "point", "item"…) or the layout (for "photo", "picture"…) of a scene, to count in. */
function withinScene(scene: Scene, noun: string): Extract<Target, { kind: 'item' | 'cell' }> | undefined {
  if (/^(?:one|item|point|entry|bullet|step)$/i.test(noun)) {
    const list = scene.layers.find((l): l is ListLayer => l.type === 'list');
    if (list) return { kind: 'item', scene, list, index: 0 };
  }
  if (/^(?:photo|picture|image|pic|clip|video|cell|one)$/i.test(noun)) {
    const layout = scene.layers.find((l): l is LayoutLayer => l.type === 'layout');
    if (layout) return { kind: 'cell', scene, layout, index: 0 };
  }
  return undefined;
}

/**
 * "swap the last two", "switch the first two", "swap them round": two neighbours of what the video has several of —
 * its scenes; in a video of one scene, its list's points, else its texts (their words trade places).
 */
export function swapPair(edit: Editor, edge: string | undefined): void {
  const { doc } = edit;
  const only = doc.scenes.length === 1 ? doc.scenes[0]! : undefined;
  const list = only?.layers.find((l): l is ListLayer => l.type === 'list');
  const texts = only?.layers.filter((l): l is TextLayer => l.type === 'text' && l.role !== 'attribution') ?? [];
  const [label, count] = !only ? ['scenes', doc.scenes.length] : list ? ['points', list.items.length] : ['texts', texts.length];
  if (count < 2 || (!edge && count !== 2)) {
    edit.notes.hint(count < 2 ? `there are not two ${label} to swap` : `which two of the ${count} ${label}? ("swap the last two", "swap scenes 1 and 3")`);
    return;
  }
  const i = edge && /^(?:last|final|bottom)$/i.test(edge) ? count - 2 : 0;
  const swap = <T>(a: T[]) => ([a[i], a[i + 1]] = [a[i + 1]!, a[i]!]);
  if (!only) swap(doc.scenes);
  else if (list) swap(list.items);
  else {
    const words = texts.map((t) => t.text);
    swap(words);
    texts.forEach((t, k) => (t.text = words[k]!));
  }
  edit.notes.change(`swapped ${label.replace(/s$/, '')}s ${i + 1} and ${i + 2}`);
}

function describe(edit: Editor, t: Target): string {
  if (t.kind === 'scene') return t.what;
  if (t.kind === 'item') return `point "${shorten(t.list.items[t.index]!, 25)}"${edit.where(t.scene)}`;
  const cell = t.layout.cells[t.index]!;
  const file = edit.assets.get(cell.assetId)?.name;
  return `the picture ${cell.label ? `labelled "${shorten(cell.label, 25)}"` : file ? `${shorten(file, 30)}` : `${t.index + 1}`}${edit.where(t.scene)}`;
}

export function removeTarget(edit: Editor, phrase: string): void {
  const t = resolveTarget(edit, phrase);
  if (!t) return;
  const what = describe(edit, t);
  if (t.kind === 'scene') {
    // "the photo of the kitchen" in a scene that shows more than it (and its caption): the picture goes, the scene stays.
    const picture = /\b(?:photo|picture|image|pic|clip|video|footage)\b/i.test(phrase);
    const more = t.scene.layers.some((l) => !(l.type === 'media' || l.type === 'logo' || l.type === 'progress' || (l.type === 'text' && (l.role === 'caption' || l.role === 'subtitle'))));
    const media: Layer[] = t.scene.layers.filter((l) => l.type === 'media' || l.type === 'layout');
    if (picture && more && media.length) {
      t.scene.layers = t.scene.layers.filter((l) => !media.includes(l));
      edit.notes.change(`removed the picture of ${what}`);
      return;
    }
    edit.removedRefs.add(phrase.trim().toLowerCase());
    return deleteScene(edit, `scene ${edit.doc.scenes.indexOf(t.scene) + 1}`, what);
  }
  if (t.kind === 'item') {
    t.list.items.splice(t.index, 1);
    if (t.list.items.length === 0) t.scene.layers = t.scene.layers.filter((l) => l !== t.list);
    edit.notes.change(`removed ${what}`);
    return;
  }
  const cells = t.layout.cells.filter((_, i) => i !== t.index);
  if (cells.length >= 2) t.layout.cells = cells;
  else {
    // One picture left: it fills the frame on its own.
    const cell = cells[0]!;
    const media: MediaLayer = { type: 'media', assetId: cell.assetId, kind: cell.kind, placement: 'full', fit: 'cover', kenBurns: cell.kind === 'image' ? 'zoom-in' : 'none', start: t.layout.start, animation: animation({ in: 'none' }), ...(cell.focus ? { focus: cell.focus } : {}) };
    t.scene.layers = sortLayers([...t.scene.layers.filter((l) => l !== t.layout), media, ...(cell.label ? [textLayer('caption', cell.label)] : [])]);
  }
  edit.notes.change(`removed ${what}`);
}

/** The text a scene is known by: its heading, else its caption or subtitle, else its first text. */
function nameLayer(scene: Scene): TextLayer | undefined {
  const texts = scene.layers.filter((l): l is TextLayer => l.type === 'text');
  return texts.find((l) => l.role === 'heading') ?? texts.find((l) => l.role === 'caption' || l.role === 'subtitle') ?? texts[0];
}

export function renameTarget(edit: Editor, phrase: string, text: string): void {
  const t = resolveTarget(edit, phrase);
  if (!t) return;
  const what = describe(edit, t);
  if (t.kind === 'item') t.list.items[t.index] = text.slice(0, 200);
  else if (t.kind === 'cell') t.layout.cells[t.index]!.label = text.slice(0, 60);
  else {
    const layer = nameLayer(t.scene);
    if (layer) layer.text = text.slice(0, 500);
    else {
      // A scene without a text gets one: a caption over its picture, or a title.
      const picture = t.scene.layers.some((l) => l.type === 'media' || l.type === 'layout');
      t.scene.layers = sortLayers([...t.scene.layers, textLayer(picture ? 'caption' : 'heading', text)]);
    }
  }
  edit.notes.change(`renamed ${what} to "${shorten(text, 30)}"`);
}

export function moveTarget(edit: Editor, phrase: string, where: 'start' | 'end' | 'before' | 'after', other?: string): void {
  const t = resolveTarget(edit, phrase);
  if (!t) return;
  const what = describe(edit, t);
  if (t.kind === 'scene') {
    const anchor = other ? resolveTarget(edit, other) : undefined;
    if (other && anchor?.kind !== 'scene') {
      if (anchor) edit.notes.hint(`${describe(edit, anchor)} is not a scene to move ${what} next to`);
      return;
    }
    return moveScene(edit, `scene ${edit.doc.scenes.indexOf(t.scene) + 1}`, where, anchor ? `scene ${edit.doc.scenes.indexOf(anchor.scene) + 1}` : undefined, what);
  }
  const list: unknown[] = t.kind === 'item' ? t.list.items : t.layout.cells;
  const [moved] = list.splice(t.index, 1);
  let at = where === 'start' ? 0 : list.length;
  if (other) {
    const anchor = resolveTarget(edit, other);
    const same = anchor && anchor.kind === t.kind && (anchor.kind === 'item' ? anchor.list === (t as { list: ListLayer }).list : anchor.kind === 'cell' && anchor.layout === (t as { layout: LayoutLayer }).layout);
    if (!anchor || !same) {
      list.splice(t.index, 0, moved);
      if (anchor) edit.notes.hint(`${describe(edit, anchor)} is not beside ${what}`);
      return;
    }
    const index = anchor.index > t.index ? anchor.index - 1 : anchor.index;
    at = where === 'before' ? index : index + 1;
  }
  list.splice(at, 0, moved);
  edit.notes.change(`moved ${what} to position ${at + 1}`);
}

/** "move the lower third scene so it comes second", "put the chart third": the thing named, to that place in order. */
export function moveToPlace(edit: Editor, phrase: string, place: string): void {
  const t = resolveTarget(edit, phrase);
  if (!t) return;
  const what = describe(edit, t);
  const list: unknown[] = t.kind === 'scene' ? edit.doc.scenes : t.kind === 'item' ? t.list.items : t.layout.cells;
  const from = t.kind === 'scene' ? edit.doc.scenes.indexOf(t.scene) : t.index;
  const n = ordinalValue(place, list.length);
  if (n === undefined || n < 1 || n > list.length) return edit.notes.hint(`there are ${list.length} to order`);
  const [moved] = list.splice(from, 1);
  list.splice(n - 1, 0, moved);
  edit.notes.change(n - 1 === from ? `${what} is already at position ${n}` : `moved ${what} to position ${n}`);
}

export function retimeTarget(edit: Editor, phrase: string, how: string): void {
  const t = resolveTarget(edit, phrase);
  if (!t) return;
  if (t.kind !== 'scene') edit.notes.hint(`${describe(edit, t)} lasts as long as its scene: its scene was retimed`);
  sceneLength(edit, `scene ${edit.doc.scenes.indexOf(t.scene) + 1}`, how);
}

/** "swap the kitchen and garden slides", "swap Snacks and Drinks": two scenes, two points of one list, two cells. */
export function swapTargets(edit: Editor, a: string, b: string): void {
  // "the kitchen and garden slides": the noun said once, after both names.
  const noun = new RegExp(`\\s+(${NOUN})s$`, 'i').exec(b.trim());
  const first = resolveTarget(edit, noun ? `${a} ${noun[1]}` : a);
  const second = first ? resolveTarget(edit, noun ? `${b.trim().slice(0, noun.index)} ${noun[1]}` : b) : undefined;
  if (!first || !second) return;
  const [da, db] = [describe(edit, first), describe(edit, second)];
  if (first.kind === 'scene' && second.kind === 'scene') {
    const scenes = edit.doc.scenes;
    const [i, j] = [scenes.indexOf(first.scene), scenes.indexOf(second.scene)];
    [scenes[i], scenes[j]] = [scenes[j]!, scenes[i]!];
  } else if (first.kind === 'item' && second.kind === 'item' && first.list === second.list) {
    const items = first.list.items;
    [items[first.index], items[second.index]] = [items[second.index]!, items[first.index]!];
  } else if (first.kind === 'cell' && second.kind === 'cell' && first.layout === second.layout) {
    const cells = first.layout.cells;
    [cells[first.index], cells[second.index]] = [cells[second.index]!, cells[first.index]!];
  } else {
    edit.notes.hint(`${da} and ${db} cannot trade places (not two scenes, two points of one list or two pictures of one layout)`);
    return;
  }
  edit.notes.change(`swapped ${da} and ${db}`);
}

/**
 * The scenes a word qualifies ("price slides", "photo scenes", "chart slides"): those showing a value of its kind,
 * a picture, or a thing of its kind; undefined when the word names no kind.
 */
export function scenesQualified(doc: SceneDocument, word: string): Scene[] | undefined {
  const { scenes } = doc;
  const kind = (Object.keys(VALUE_WORDS) as Kind[]).find((k) => VALUE_WORDS[k].test(word));
  if (kind) return scenes.filter((scene) => drawnStrings({ ...doc, scenes: [scene] }).flat().some((t) => kindIn(kind).test(t)));
  if (/^(?:photo|picture|image|pic|video|clip)s?$/i.test(word)) return scenes.filter((scene) => scene.layers.some((l) => l.type === 'media' || l.type === 'layout'));
  return scenesOfKind(scenes, word.toLowerCase());
}
