import type { Layer, Scene, SceneDocument, TextRole } from '../../../model/scene-document.js';
import { isText, ROLE_GROUPS, ROLE_NAMES } from '../compose/layers.js';
import type { Notes } from '../compose/notes.js';
import type { Reading } from '../read/reading.js';
import type { KnownAsset } from '../types.js';
import { CARDINAL, ORDINAL, cardinalValue, ordinalValue } from '../read/words.js';

/*
 * What an edit is about: the words that name a scene ("scene 2", "the last slide"), a point of a list ("the second
 * point"), a layer ("the logo", "the heading"), and the document being edited.
 */

export const SCENE_WORD = String.raw`(?:scene|slide|shot|card)`;
/** "the last bit", "the second part": a scene, said loosely, only after a place in order (not "the last part of the clip"). */
const LOOSE_SCENE_WORD = String.raw`(?:bit|part|section|screen)(?!\s+(?:of|in)\b)`;
export const SCENE_REF = String.raw`(?:(?:the\s+)?(?:${ORDINAL}|opening|closing|current|this|middle)\s+(?:${SCENE_WORD}|${LOOSE_SCENE_WORD})|${SCENE_WORD}\s*(?:#|no\.?\s*|number\s+)?(?:\d{1,2}|${CARDINAL})\b)`;
export const ITEM_WORD = String.raw`(?:point|item|bullet(?:\s+point)?|step|line|entry|reason|tip|rule|thing|one)`;
// Or by its number alone, as a numbered list is read out ("change number 3 to …"; not "the number 30").
export const ITEM_REF = String.raw`(?:(?:the\s+)?(?:${ORDINAL})\s+${ITEM_WORD}|${ITEM_WORD}\s*(?:#|no\.?\s*|number\s+)?(?:\d{1,2}|${CARDINAL})\b|(?<!\bthe\s)number\s+(?:[1-9]|1[0-2])\b(?![%.,]\d|\s*%))`;
export const TEXT_WORD = String.raw`(?:(?:call[- ]to[- ]action\s+|cta\s+)?button|title|heading|headline|header|sub-?title|sub-?heading|tagline|caption|body(?:\s+text)?|text|paragraph|description|quote|quotation|attribution|author|name|role|job\s+title)`;
export const LAYER_WORD = String.raw`(?:progress\s+bar|(?:call[- ]to[- ]action\s+|cta\s+)?button|arrow|highlight|divider|rule|rounded\s+panel|split[- ]?screen|grid|collage|picture[- ]in[- ]picture|logo|watermark|lower[- ]third|name\s+tag|list|bullets|bullet\s+points|points|items|steps|chart|graph|counter|number|image|picture|photo|video|clip|media|footage|background\s+(?:image|picture|photo|video)|${TEXT_WORD})`;
export const IN_SCENE = String.raw`(?:\s+(?:of|in|on|from)\s+(${SCENE_REF}))?`;
export const VERB_REMOVE = String.raw`(?:remove|delete|drop|hide|get\s+rid\s+of|take\s+(?:out|away|off)|lose|cut|kill|clear|scrap|ditch|bin|axe|nix)`;

export interface Selector {
  label: string;
  test: (layer: Layer) => boolean;
  /** Text roles for a new layer when none exists. */
  role?: TextRole;
}

/** What a layer word names: "logo", "heading", "the list", "the image"… */
export function selectorOf(word: string): Selector | undefined {
  const w = word.toLowerCase().replace(/\s+/g, ' ');
  if (/^(?:logo|watermark)$/.test(w)) return { label: 'logo', test: (l) => l.type === 'logo' };
  if (w === 'progress bar') return { label: 'progress bar', test: (l) => l.type === 'progress' };
  if (/button$/.test(w)) return { label: 'button', test: (l) => l.type === 'button' };
  if (w === 'arrow' || w === 'highlight') return { label: w, test: (l) => l.type === 'graphic' && l.shape === w };
  if (w === 'divider' || w === 'rule') return { label: 'rule', test: (l) => l.type === 'graphic' && l.shape === 'rule' };
  if (w === 'rounded panel') return { label: 'panel', test: (l) => l.type === 'graphic' && l.shape === 'panel' };
  if (/^(?:split[- ]?screen|grid|collage|picture[- ]in[- ]picture)$/.test(w)) return { label: w.replace(/-/g, ' '), test: (l) => l.type === 'layout' };
  if (/^(?:lower[- ]third|name tag)$/.test(w)) return { label: 'lower third', test: (l) => isText(l, ['name', 'role']) };
  if (/^(?:list|bullets|bullet points|points|items|steps)$/.test(w)) return { label: 'list', test: (l) => l.type === 'list' };
  if (/^(?:chart|graph)$/.test(w)) return { label: 'chart', test: (l) => l.type === 'chart' };
  if (/^(?:counter|number)$/.test(w)) return { label: 'counter', test: (l) => l.type === 'counter' };
  if (/^(?:image|picture|photo|video|clip|media|footage|background (?:image|picture|photo|video))$/.test(w)) return { label: w.replace('background ', ''), test: (l) => l.type === 'media' };
  const role = textRoleOf(w);
  if (role) {
    const roles = w === 'text' ? ROLE_GROUPS.text! : w === 'quote' || w === 'quotation' ? ['quote', 'attribution'] as TextRole[] : ROLE_GROUPS[role]!;
    return { label: w === 'text' ? 'text' : ROLE_NAMES[role], test: (l) => isText(l, roles), role };
  }
  return undefined;
}

function textRoleOf(word: string): TextRole | undefined {
  const w = word.toLowerCase();
  if (/^(?:title|heading|headline|header)$/.test(w)) return 'heading';
  if (/^(?:sub-?title|sub-?heading|tagline)$/.test(w)) return 'subtitle';
  if (w === 'caption') return 'caption';
  if (/^(?:body(?: text)?|text|paragraph|description)$/.test(w)) return 'body';
  if (/^(?:quote|quotation)$/.test(w)) return 'quote';
  if (/^(?:attribution|author)$/.test(w)) return 'attribution';
  if (w === 'name') return 'name';
  if (/^(?:role|job title)$/.test(w)) return 'role';
  return undefined;
}

/** 0-based index of a scene reference ("scene 2", "the last slide"), or undefined when there is no such scene. */
export function sceneIndex(ref: string, count: number): number | undefined {
  const w = ref.toLowerCase();
  let n: number | undefined;
  if (/\b(?:current|this)\b/.test(w)) n = count;
  else if (/\bopening\b/.test(w)) n = 1;
  else if (/\bclosing\b/.test(w)) n = count;
  // The middle one of an odd number; an even number has none.
  else if (/\bmiddle\b/.test(w)) n = count % 2 === 1 ? (count + 1) / 2 : undefined;
  else {
    const num = new RegExp(`(\\d{1,2}|${CARDINAL})\\b\\s*$`).exec(w) ?? new RegExp(`(${ORDINAL})`).exec(w);
    if (num) n = cardinalValue(num[1]!) ?? ordinalValue(num[1]!, count);
    const ord = new RegExp(`^(?:the\\s+)?(${ORDINAL})\\s`).exec(w);
    if (ord) n = ordinalValue(ord[1]!, count);
  }
  return n !== undefined && n >= 1 && n <= count ? n - 1 : undefined;
}

export function itemIndex(ref: string, count: number): number | undefined {
  const w = ref.toLowerCase();
  const ord = new RegExp(`(${ORDINAL})\\s`).exec(w);
  const n = ord ? ordinalValue(ord[1]!, count) : cardinalValue(new RegExp(`(\\d{1,2}|${CARDINAL})\\b\\s*$`).exec(w)?.[1] ?? '');
  return n !== undefined && n >= 1 ? n - 1 : undefined;
}

/** A scene named before a command: "in scene 2,", "for the last slide:", or a sentence opening "scene 3:". */
const CONTEXT = new RegExp(String.raw`(?:\b(?:in|on|for)\s+(${SCENE_REF})\s*[,:]?|^\s*(${SCENE_REF})\s*:)\s*(?:(?:please|pls|can\s+you|could\s+you|would\s+you)\s*,?\s*)*$`, 'i');

/** The document being edited and what was said about it. */
export class Editor {
  /** "in scene 2, …": the scene named before a command that names none. */
  contextRef: string | undefined;
  /** Scenes this prompt took out by their number or place ("scene 3"): "delete it" after that names no other. */
  readonly removedRefs = new Set<string>();

  constructor(
    readonly doc: SceneDocument,
    readonly reading: Reading,
    readonly notes: Notes,
    /** The caller's assets with their file names, for "the photo of the kitchen" (kitchen.jpg). */
    readonly assets: ReadonlyMap<string, KnownAsset> = new Map(),
  ) {}

  /** Scenes a command is about: the one it names, or every scene with a matching layer (`all`), or the first one. */
  scenesWith(test: (l: Layer) => boolean, named: string | undefined, all = false): Scene[] {
    const ref = named ?? this.contextRef;
    if (ref) {
      const i = sceneIndex(ref, this.doc.scenes.length);
      if (i === undefined) {
        this.notes.hint(`there is no ${ref.trim().replace(/^the\s+/i, '')} (the chapter has ${this.doc.scenes.length} scene${this.doc.scenes.length === 1 ? '' : 's'})`);
        return [];
      }
      return [this.doc.scenes[i]!];
    }
    const having = this.doc.scenes.filter((s) => s.layers.some(test));
    return all ? having : having.slice(0, 1);
  }

  /**
   * Sets `contextRef` to the scene named just before `at` in its sentence ("In scene 2, change …", "scene 3: make it
   * 1,450"), and returns where that naming starts, so a command that applies can take it too.
   */
  contextAt(at: number): number | undefined {
    const text = this.reading.text;
    const sentence = Math.max(0, ...['.', ';', '\n'].map((c) => text.lastIndexOf(c, at - 1) + 1));
    const context = CONTEXT.exec(this.reading.view(sentence, at));
    this.contextRef = context?.[1] ?? context?.[2];
    return context ? sentence + context.index : undefined;
  }

  where(scene: Scene): string {
    return this.doc.scenes.length > 1 ? ` in scene ${this.doc.scenes.indexOf(scene) + 1}` : '';
  }

  quote(m: string): string {
    return this.reading.quote(m);
  }
}

/** A voice reading the slides ("a female voice reading each slide") reads their new words too: `old` → `next` in it. */
export function narrationFollows(doc: SceneDocument, old: string, next: string): void {
  const narration = doc.narration;
  if (!narration || old.trim().length <= 3) return;
  const at = narration.text.toLowerCase().indexOf(old.toLowerCase());
  if (at >= 0) {
    narration.text = narration.text.slice(0, at) + next + narration.text.slice(at + old.length);
    return;
  }
  // "Garden waste: every Tuesday" → "… every Wednesday": the words that changed, where the voice says them too
  // ("… collected every Tuesday."), whole words only.
  const [was, now] = changedPart(old, next);
  if (was.length < 3 || !now) return;
  const word = new RegExp(`(?<![\\p{L}\\d])${was.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\d])`, 'giu');
  narration.text = narration.text.replace(word, now);
}

/** What differs between two texts, cut at word edges: ["Tuesday", "Wednesday"] of "every Tuesday" → "every Wednesday". */
function changedPart(old: string, next: string): [string, string] {
  const a = old.split(/(\s+)/);
  const b = next.split(/(\s+)/);
  let p = 0;
  while (p < a.length && p < b.length && a[p] === b[p]) p++;
  let q = 0;
  while (q < a.length - p && q < b.length - p && a[a.length - 1 - q] === b[b.length - 1 - q]) q++;
  return [a.slice(p, a.length - q).join('').trim(), b.slice(p, b.length - q).join('').trim()];
}

/** The scene a reference names ("the third slide", "the second one"), when the chapter has it. */
export function sceneOf(edit: Editor, ref: string | undefined): Scene | undefined {
  if (!ref) return undefined;
  const one = new RegExp(`^(?:the\\s+)?(${ORDINAL})\\s+one$`, 'i').exec(ref.trim());
  const i = one ? (ordinalValue(one[1]!, edit.doc.scenes.length) ?? 0) - 1 : sceneIndex(ref, edit.doc.scenes.length);
  return i !== undefined && i >= 0 ? edit.doc.scenes[i] : undefined;
}

/** An edit said in words: the pattern that finds it, and what it does. */
export interface Command {
  pattern: RegExp;
  apply: (m: RegExpExecArray, edit: Editor) => void;
  /** Whether a match is this command's (absent: every match is): else the words are left to the others. */
  when?: (m: RegExpExecArray, edit: Editor) => boolean;
}
