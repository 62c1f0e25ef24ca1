import type { LayoutLayer, ListLayer, Scene } from '../../../model/scene-document.js';
import { readEntrance } from '../intents/animation.js';
import { deleteScene } from './edit-scenes.js';
import { ITEM_REF, itemIndex, narrationFollows, sceneIndex, selectorOf, type Editor } from './edit-target.js';
import { animation, ROLE_NAMES, sortLayers, textLayer } from '../compose/layers.js';
import { describePlacement, logoScale, readPlacement, readSize } from '../intents/placement.js';
import { QUOTE } from '../read/reading.js';
import { decimalsOf, numberValue, ordinalValue, round, shorten } from '../read/words.js';

/*
 * Edits of what is on screen: texts ("change the heading to …"), list points, removing, moving, resizing and
 * re-animating layers, a chart's kind, a counter's target.
 */

export function setText(edit: Editor, word: string, ref: string | undefined, text: string): void {
  const item = new RegExp(`^${ITEM_REF}$`, 'i').test(word.trim());
  if (item) return setItem(edit, word, ref, text);
  const selector = selectorOf(word);
  if (!selector) return;
  if (selector.label === 'counter') return;
  const [scene] = edit.scenesWith(selector.test, ref);
  const layer = scene?.layers.find(selector.test);
  if (scene && layer) {
    if (layer.type === 'text') layer.text = text.slice(0, 500);
    else if (layer.type === 'chart') layer.title = text.slice(0, 120);
    else if (layer.type === 'button') layer.text = text.slice(0, 40);
    edit.notes.change(`${layer.type === 'text' ? ROLE_NAMES[layer.role] : selector.label} "${shorten(text)}"${edit.where(scene)}`);
    return;
  }
  // "make the title say …" where the only title is a chart's own (a chart titled '…'): that title.
  if (selector.role === 'heading') {
    const [charted] = edit.scenesWith((l) => l.type === 'chart' && l.title !== undefined, ref);
    const chart = charted?.layers.find((l) => l.type === 'chart' && l.title !== undefined);
    if (charted && chart?.type === 'chart') {
      chart.title = text.slice(0, 120);
      edit.notes.change(`the chart's title "${shorten(text)}"${edit.where(charted)}`);
      return;
    }
  }
  // A button's words with no button: said, not made into a text ("there is no button").
  if (selector.label === 'button') return edit.notes.hint('there is no button to change: add one ("a button \'Shop now\' to example.com")');
  const named = ref ?? edit.contextRef;
  if (named && sceneIndex(named, edit.doc.scenes.length) === undefined) return;
  const target = named ? edit.doc.scenes[sceneIndex(named, edit.doc.scenes.length)!]! : edit.doc.scenes[edit.doc.scenes.length - 1]!;
  const role = selector.role ?? 'body';
  target.layers = sortLayers([...target.layers, textLayer(role, text)]);
  edit.notes.change(`${ROLE_NAMES[role]} "${shorten(text)}" added${edit.where(target)}`);
}

/**
 * "put 'this week only' under it" in a later prompt, with words not on screen yet: a new line under the scene's title
 * (not a move, which needs the words there). False when no scene has a title, or the words are there.
 */
export function addUnderTitle(edit: Editor, text: string): boolean {
  const isTitle = (l: Scene['layers'][number]) => l.type === 'text' && l.role === 'heading';
  // The last scene with a title, as "add … underneath it" reads "it" (edit-words.ts).
  const scene = edit.scenesWith(isTitle, undefined, true).at(-1);
  const shown = edit.doc.scenes.some((s) => s.layers.some((l) => l.type === 'text' && l.text.toLowerCase() === text.toLowerCase()));
  if (!scene || shown) return false;
  const line = /^\p{Ll}/u.test(text) ? text.charAt(0).toUpperCase() + text.slice(1) : text;
  scene.layers = sortLayers([...scene.layers, textLayer('subtitle', line.slice(0, 500))]);
  edit.notes.change(`subtitle "${shorten(line)}" added under the title${edit.where(scene)}`);
  return true;
}

function listIn(edit: Editor, ref: string | undefined): { scene: Scene; list: ListLayer } | undefined {
  const [scene] = edit.scenesWith((l) => l.type === 'list', ref);
  const list = scene?.layers.find((l): l is ListLayer => l.type === 'list');
  return scene && list ? { scene, list } : undefined;
}

export function setItem(edit: Editor, itemRef: string, ref: string | undefined, text: string): void {
  const found = listIn(edit, ref);
  // "change the second one to …" with no list: the second scene's main text.
  if (!found && /\bone$/i.test(itemRef.trim()) && !ref) {
    const i = itemIndex(itemRef, edit.doc.scenes.length);
    const scene = i === undefined ? undefined : edit.doc.scenes[i];
    const main = scene?.layers.find((l) => l.type === 'text');
    if (scene && main?.type === 'text') {
      edit.notes.change(`"${shorten(main.text, 25)}" → "${shorten(text, 25)}"${edit.where(scene)}`);
      main.text = text.slice(0, 500);
      return;
    }
  }
  // "the second one should say Camp 2024" over pictures in one frame: that picture's label.
  if (!found && /\bone$/i.test(itemRef.trim())) {
    const [scene] = edit.scenesWith((l) => l.type === 'layout', ref);
    const layout = scene?.layers.find((l): l is LayoutLayer => l.type === 'layout');
    const i = layout ? itemIndex(itemRef, layout.cells.length) : undefined;
    const cell = i === undefined ? undefined : layout!.cells[i];
    if (scene && cell) {
      edit.notes.change(`picture ${i! + 1} labelled "${shorten(text, 25)}"${edit.where(scene)}`);
      cell.label = text.slice(0, 60);
      return;
    }
  }
  if (!found) {
    edit.notes.hint('there is no list to change');
    return;
  }
  const i = itemIndex(itemRef, found.list.items.length);
  if (i === undefined || i > found.list.items.length) {
    edit.notes.hint(`the list has ${found.list.items.length} points`);
    return;
  }
  if (i === found.list.items.length) found.list.items.push(text.slice(0, 200));
  else found.list.items[i] = text.slice(0, 200);
  edit.notes.change(`point ${i + 1} "${shorten(text)}"${edit.where(found.scene)}`);
}

export function addItems(edit: Editor, quotes: string[], ref: string | undefined, position?: string): void {
  let found = listIn(edit, ref);
  if (!found) {
    const named = ref ?? edit.contextRef;
    const scene = edit.doc.scenes[(named ? sceneIndex(named, edit.doc.scenes.length) : undefined) ?? edit.doc.scenes.length - 1]!;
    const list: ListLayer = { type: 'list', items: [], numbered: false, stagger: 0.6, arrangement: 'rows', start: 0, animation: animation() };
    scene.layers = sortLayers([...scene.layers, list]);
    found = { scene, list };
  }
  const { list } = found;
  const at = position ? Math.min(list.items.length, Math.max(0, (ordinalValue(position, list.items.length + 1) ?? list.items.length + 1) - 1)) : list.items.length;
  const room = 10 - list.items.length;
  const added = quotes.slice(0, Math.max(0, room)).map((q) => q.slice(0, 200));
  list.items.splice(at, 0, ...added);
  if (added.length < quotes.length) edit.notes.hint('a list holds at most 10 points');
  edit.notes.change(`${added.map((q) => `"${shorten(q, 30)}"`).join(', ')} added to the list${edit.where(found.scene)}`);
}

export function quotesIn(text: string, edit: Editor): string[] {
  return [...text.matchAll(new RegExp(QUOTE, 'g'))].map((m) => edit.quote(m[1]!));
}

export function removeLayers(edit: Editor, word: string, ref: string | undefined, all: boolean): void {
  const selector = selectorOf(word);
  if (!selector) return;
  const everywhere = all || selector.label === 'logo' || selector.label === 'progress bar';
  const scenes = edit.scenesWith(selector.test, ref, everywhere);
  if (scenes.length === 0) {
    if (!ref) edit.notes.hint(`there is no ${selector.label} to remove`);
    return;
  }
  for (const scene of scenes) scene.layers = scene.layers.filter((l) => !selector.test(l));
  edit.notes.change(`removed the ${selector.label}${scenes.length === 1 ? edit.where(scenes[0]!) : ''}`);
}

/** "make the logo smaller", "move the heading to the top", "make the list pop in": what is said after a layer word. */
export function restyle(edit: Editor, word: string, ref: string | undefined, from: number, to: number): boolean {
  const selector = selectorOf(word);
  if (!selector) return false;
  const scenes = edit.scenesWith(selector.test, ref, selector.label === 'logo');
  const { reading } = edit;
  const anchor = readPlacement(reading, from, to);
  const sizeWord = /\b(bigger|larger|smaller)\b/i.exec(reading.view(from, to));
  if (sizeWord) reading.take(from + sizeWord.index, from + sizeWord.index + sizeWord[0].length);
  const size = sizeWord ? undefined : readSize(reading, from, to);
  const entrance = readEntrance(reading, from, to);
  const motion = entrance.animation.in !== undefined || entrance.animation.out !== undefined;
  if (!anchor && !sizeWord && !size && !motion) return false;
  if (scenes.length === 0) {
    edit.notes.hint(`there is no ${selector.label} to change`);
    return true;
  }
  const grow = sizeWord ? (/smaller/i.test(sizeWord[1]!) ? -1 : 1) : 0;
  const steps = ['small', 'medium', 'large', 'huge'] as const;
  for (const scene of scenes) {
    for (const layer of scene.layers.filter(selector.test)) {
      if (anchor) {
        if (layer.type === 'media') layer.placement = anchor === 'left' ? 'left-half' : anchor === 'right' ? 'right-half' : anchor === 'corner' ? 'bottom-right' : anchor;
        else if (layer.type !== 'progress') layer.placement = anchor === 'corner' ? (layer.type === 'logo' ? 'top-right' : 'bottom-right') : anchor;
      }
      if (layer.type === 'logo' && (grow || size)) layer.scale = grow ? round(Math.min(0.6, Math.max(0.03, layer.scale * (grow > 0 ? 1.5 : 2 / 3))), 3) : logoScale(size, layer.scale);
      if ((layer.type === 'text' || layer.type === 'counter') && (grow || size)) {
        const current = steps.indexOf(layer.size ?? (layer.type === 'text' && layer.role === 'heading' ? 'large' : 'medium'));
        layer.size = size ?? steps[Math.min(3, Math.max(0, current + grow))];
      }
      if (motion) layer.animation = { ...layer.animation, ...entrance.animation };
      if (layer.type === 'list' && entrance.generic) layer.stagger = Math.max(layer.stagger, 0.6);
    }
  }
  const what = [anchor ? `to the ${describePlacement(anchor === 'corner' ? 'bottom-right' : anchor)}` : '', sizeWord ? sizeWord[1]!.toLowerCase() : size ?? '', motion ? `animated (${entrance.animation.in ?? 'fade out'})` : ''].filter(Boolean);
  edit.notes.change(`${selector.label} ${anchor ? 'moved ' : ''}${what.join(', ')}${scenes.length === 1 ? edit.where(scenes[0]!) : ''}`);
  return true;
}

export function replaceText(edit: Editor, old: string, next: string): void {
  const same = (s: string) => s.trim().toLowerCase() === old.trim().toLowerCase();
  for (const scene of edit.doc.scenes) {
    for (const layer of scene.layers) {
      if (layer.type === 'text' && same(layer.text)) layer.text = next.slice(0, 500);
      else if (layer.type === 'list' && layer.items.some(same)) layer.items = layer.items.map((i) => (same(i) ? next.slice(0, 200) : i));
      else if (layer.type === 'chart' && layer.data.some((d) => same(d.label))) layer.data = layer.data.map((d) => (same(d.label) ? { ...d, label: next.slice(0, 40) } : d));
      else if (layer.type === 'layout' && layer.cells.some((c) => c.label !== undefined && same(c.label))) layer.cells = layer.cells.map((c) => (c.label !== undefined && same(c.label) ? { ...c, label: next.slice(0, 60) } : c));
      // A counter's words ("500 members" → "members and counting"), keeping the space that sets them off the figure.
      else if (layer.type === 'counter' && same(layer.suffix ?? '')) layer.suffix = `${/^\s*/.exec(layer.suffix!)![0]}${next.trim()}`.slice(0, 40);
      else if (layer.type === 'counter' && same(layer.prefix ?? '')) layer.prefix = `${next.trim()}${/\s*$/.exec(layer.prefix!)![0]}`.slice(0, 40);
      else if (layer.type === 'button' && same(layer.text)) layer.text = next.slice(0, 40);
      else continue;
      edit.notes.change(`"${shorten(old, 25)}" → "${shorten(next, 25)}"${edit.where(scene)}`);
      narrationFollows(edit.doc, old, next);
      return;
    }
  }
  // Part of a text ("change '40% off' to '50% off'" in "Summer Sale - 40% off"): that part, in the first text that has it.
  if (replacePart(edit, old, next)) return;
  edit.notes.hint(`no text "${shorten(old, 25)}" to replace`);
}

/** Replaces the words `old` inside a text, a point or a button (whole words, any case); whether one had them. */
export function replacePart(edit: Editor, old: string, next: string): boolean {
  const escaped = old.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  if (!escaped) return false;
  const part = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu');
  for (const scene of edit.doc.scenes) {
    for (const layer of scene.layers) {
      if ((layer.type === 'text' || layer.type === 'button') && part.test(layer.text)) layer.text = layer.text.replace(part, next).slice(0, layer.type === 'button' ? 40 : 500);
      else if (layer.type === 'list' && layer.items.some((i) => part.test(i))) layer.items = layer.items.map((i) => i.replace(part, next).slice(0, 200));
      else continue;
      edit.notes.change(`"${shorten(old, 25)}" → "${shorten(next, 25)}"${edit.where(scene)}`);
      narrationFollows(edit.doc, old, next);
      return true;
    }
  }
  return false;
}

/** "the sunday line", "the Brampton one", "the lunch item": a line named by a word in it, and that noun. */
const LINE_NAMED = /^(?:the\s+)?(.+?)\s+(?:line|one|item|entry|row|bit|point|bullet|text)$/i;
const DAY_OR_MONTH = /^(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)/i;

/**
 * A whole line named by a word in it ("change the sunday line to "Sun 10am–3pm""): the one text or list item that has
 * the word, or its short form for a day or a month ("Sun", "Dec"), becomes the new words. None when no line, or more
 * than one, has it.
 */
export function replaceLineNamed(edit: Editor, old: string, next: string): boolean {
  const key = LINE_NAMED.exec(old.trim())?.[1]?.trim().toLowerCase();
  if (!key || /\s/.test(key)) return false;
  const short = DAY_OR_MONTH.exec(key)?.[0];
  const words = (t: string) => t.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
  const has = (t: string) => words(t).some((w) => w === key || (short !== undefined && key.startsWith(w) && w.length >= 3 && DAY_OR_MONTH.test(w)));
  return replaceOnly(edit, linesWhere(edit, has), next);
}

interface Line { scene: Scene; text: string; set: (t: string) => void }

/** The texts and list items on screen that `keep` says yes to. */
function linesWhere(edit: Editor, keep: (text: string) => boolean): Line[] {
  const lines: Line[] = [];
  for (const scene of edit.doc.scenes) {
    for (const layer of scene.layers) {
      if (layer.type === 'text' && keep(layer.text)) lines.push({ scene, text: layer.text, set: (t) => (layer.text = t.slice(0, 500)) });
      if (layer.type === 'list') layer.items.forEach((item, i) => keep(item) && lines.push({ scene, text: item, set: (t) => (layer.items[i] = t.slice(0, 200)) }));
    }
  }
  return lines;
}

/** The one line given new words; false when there is none, or more than one. */
function replaceOnly(edit: Editor, lines: Line[], next: string): boolean {
  if (lines.length !== 1) return false;
  const [line] = lines;
  line!.set(next);
  edit.notes.change(`"${shorten(line!.text, 25)}" → "${shorten(next, 25)}"${edit.where(line!.scene)}`);
  narrationFollows(edit.doc, line!.text, next);
  return true;
}

const MEANING = (t: string) => (t.toLowerCase().match(/[\p{L}]{2,}/gu) ?? []).filter((w) => !/^(?:the|and|of|to|in|on|at|for|a|an|by|with|from)$/.test(w));

/**
 * New words that open as one line on screen does ("change it to Guide price £325,000" over "Guide price £340,000",
 * "… to KICK OFF 12:30" over "KICK OFF 3PM"), or share most of their words with it ("Aynhoe Park, Banbury" over
 * "Aynhoe Park, Oxfordshire"): that line is the one changed. None when no line, or more than one, is like them.
 */
export function replaceLineLike(edit: Editor, next: string, byShape = false): boolean {
  const words = MEANING(next);
  if (!words.length) return false;
  const like = (text: string) => {
    const theirs = MEANING(text);
    const shared = words.filter((w) => theirs.includes(w)).length;
    return text !== next && theirs[0] === words[0] && (shared >= 2 || (shared === 1 && words.length <= 2 && theirs.length <= 3));
  };
  // Several alike ("12 Alder Close" over "12 Alder Close - £425,000"), when the new words name no line but are said of
  // "it" or "that item": the one of the same shape, its figures too.
  const shape = (text: string) => text.replace(/\d[\d,.]*/g, '0').replace(/[\p{L}]+/gu, 'a');
  const alike = linesWhere(edit, like);
  const same = alike.length > 1 && byShape ? alike.filter((l) => shape(l.text) === shape(next)) : alike;
  return replaceOnly(edit, same, next);
}

/**
 * "change Linh's to "…"", "update Dave's quote to "…"": what a person said, named by its owner. The quote (else the
 * main text) of the one scene whose attribution or name tag names them; the name itself stays.
 */
export function replaceOwnersLine(edit: Editor, old: string, next: string): boolean {
  const owner = /^(\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)?)['’]s?(?:\s+(?:quote|testimonial|review|line|words|comment|one|card|slide|bit))?$/u.exec(old.trim())?.[1];
  if (!owner) return false;
  const named = new RegExp(String.raw`(?:^|[^\p{L}])${owner.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\p{L}])`, 'iu');
  const scenes = edit.doc.scenes.filter((scene) => scene.layers.some((l) => l.type === 'text' && (l.role === 'attribution' || l.role === 'name') && named.test(l.text)));
  if (scenes.length !== 1) return false;
  const scene = scenes[0]!;
  const texts = scene.layers.filter((l) => l.type === 'text' && l.role !== 'attribution' && l.role !== 'name' && l.role !== 'role');
  const line = texts.find((l) => l.type === 'text' && l.role === 'quote') ?? texts[0];
  if (line?.type !== 'text') return false;
  edit.notes.change(`"${shorten(line.text, 25)}" → "${shorten(next, 25)}"${edit.where(scene)}`);
  narrationFollows(edit.doc, line.text, next);
  line.text = next.slice(0, 500);
  return true;
}

export function removeItem(edit: Editor, itemRef: string, ref: string | undefined): void {
  const found = listIn(edit, ref);
  // "remove the last one" without a list: the last scene.
  if (!found && /\bone$/i.test(itemRef.trim()) && !ref) return deleteScene(edit, itemRef.trim().replace(/one$/i, 'scene'));
  if (!found) return edit.notes.hint('there is no list to change');
  const i = itemIndex(itemRef, found.list.items.length);
  if (i === undefined || i >= found.list.items.length) return edit.notes.hint(`the list has ${found.list.items.length} points`);
  const [removed] = found.list.items.splice(i, 1);
  if (found.list.items.length === 0) found.scene.layers = found.scene.layers.filter((l) => l !== found.list);
  edit.notes.change(`removed point ${i + 1} "${shorten(removed!, 25)}"${edit.where(found.scene)}`);
}

/** The same words, whatever their case and the spaces around them. */
const sameWords = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The scene whose list has `text` as a point. */
export function listItemScene(edit: Editor, text: string): Scene | undefined {
  return edit.doc.scenes.find((s) => s.layers.some((l) => l.type === 'list' && l.items.some((i) => sameWords(i, text))));
}

export function removeText(edit: Editor, text: string): void {
  const same = (s: string) => sameWords(s, text);
  for (const scene of edit.doc.scenes) {
    const list = scene.layers.find((l): l is ListLayer => l.type === 'list' && l.items.some(same));
    if (list) {
      list.items = list.items.filter((i) => !same(i));
      if (list.items.length === 0) scene.layers = scene.layers.filter((l) => l !== list);
    } else if (scene.layers.some((l) => l.type === 'text' && same(l.text))) scene.layers = scene.layers.filter((l) => !(l.type === 'text' && same(l.text)));
    else continue;
    edit.notes.change(`removed "${shorten(text, 25)}"${edit.where(scene)}`);
    return;
  }
  edit.notes.hint(`no text "${shorten(text, 25)}" to remove`);
}

export function listStyle(edit: Editor, numbered: boolean): void {
  const lists = edit.doc.scenes.flatMap((s) => s.layers.filter((l): l is ListLayer => l.type === 'list'));
  for (const list of lists) list.numbered = numbered;
  if (lists.length) edit.notes.change(numbered ? 'a numbered list' : 'a bulleted list');
  else edit.notes.hint('there is no list to change');
}

export function listReveal(edit: Editor, oneByOne: boolean): void {
  for (const scene of edit.doc.scenes) {
    for (const list of scene.layers.filter((l): l is ListLayer => l.type === 'list')) {
      list.stagger = oneByOne ? Math.max(0.6, Math.min(2.5, round((scene.duration * 0.6) / list.items.length, 2))) : 0;
      edit.notes.change(oneByOne ? 'list points one at a time' : 'list points all at once');
    }
  }
}

export function restyleGeneric(edit: Editor, word: string, ref: string | undefined): void {
  const selector = selectorOf(word);
  if (!selector) return;
  const scenes = edit.scenesWith(selector.test, ref, true);
  for (const scene of scenes) {
    for (const layer of scene.layers.filter(selector.test)) {
      layer.animation = { ...layer.animation, in: layer.type === 'list' ? 'fade' : 'slide-up' };
      if (layer.type === 'list') layer.stagger = Math.max(0.6, layer.stagger);
    }
  }
  if (scenes.length) edit.notes.change(`${selector.label} animated`);
}

export function chartKind(edit: Editor, kind: 'bar' | 'line'): void {
  const charts = edit.doc.scenes.flatMap((s) => s.layers.filter((l) => l.type === 'chart'));
  for (const chart of charts) if (chart.type === 'chart') chart.kind = kind;
  if (charts.length) edit.notes.change(`a ${kind} chart`);
  else edit.notes.hint('there is no chart to change');
}

export function counterTo(edit: Editor, value: string): void {
  const counters = edit.doc.scenes.flatMap((s) => s.layers.filter((l) => l.type === 'counter'));
  for (const counter of counters) {
    if (counter.type !== 'counter') continue;
    counter.to = numberValue(value);
    counter.decimals = decimalsOf(value);
  }
  if (counters.length) edit.notes.change(`counting to ${value}`);
  else edit.notes.hint('there is no counter to change');
}

export function removeMotion(edit: Editor, what: 'transitions' | 'animations'): void {
  for (const scene of edit.doc.scenes) {
    if (what === 'transitions') delete scene.transition;
    else for (const layer of scene.layers) layer.animation = { ...layer.animation, in: 'none', out: 'none' };
  }
  edit.notes.change(what === 'transitions' ? 'no transitions' : 'no animations');
}
