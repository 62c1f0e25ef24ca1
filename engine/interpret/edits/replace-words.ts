import type { Scene } from '../../../model/scene-document.js';
import { narrationFollows, sceneOf, type Editor } from './edit-target.js';
import { ORDINAL, shorten } from '../read/words.js';
import { escape, partPattern, slotsOf, wordsOf } from './edit-slots.js';
import { edgeReplacement, KIND_WORDS, KINDS, kindIn, onlyKind, rangeOf, type Kind } from './value-kinds.js';

/*
 * Words on screen replaced by new ones (edit-words.ts reads which): an item's words or its value of a kind, the new
 * value taking the old one's shape (its capital, the words already before it), and the change noted.
 */

/**
 * "its attempt 47 not 46" over "Speedrun Attempt #46": the words before the new figure are the ones already before
 * the old one on screen, so only the figure changes (not "Attempt #attempt 47").
 */
export function withoutEchoedWords(edit: Editor, next: string, old: string, scene: Scene | undefined): string {
  if (!/^#?\d[\d.,]*$/.test(old) || !/^\p{L}.*\s#?\d[\d.,]*$/u.test(next)) return next;
  const at = new RegExp(`(?:#|no\\.?\\s*|number\\s+)?${escape(old.replace(/^#/, ''))}(?![\\d])`, 'iu');
  for (const slot of slotsOf(edit.doc, scene)) {
    const found = at.exec(slot.text);
    const figure = found ? withoutLeadThere(slot.text.slice(0, found.index), next).replace(/^#(?=\d)/, '') : next;
    if (/^\d[\d.,]*$/.test(figure)) return figure;
  }
  return next;
}

export function note(edit: Editor, old: string, next: string, scene: Scene): void {
  edit.notes.change(`"${shorten(old, 25)}" → "${shorten(next, 25)}"${edit.where(scene)}`);
  narrationFollows(edit.doc, old, next);
}

/**
 * Replaces what `old` names with `next`: a price or time said alone replaces the item's own; an item said by its
 * words is replaced whole when the new one brings its own price or time ("swap X for Y £4.20"), else only the words
 * named ("change Shakshuka to Turkish Eggs" keeps its price); "the password" replaces the word after it. Whether
 * something was changed.
 */
export function replaceWords(edit: Editor, old: string, next: string, scene?: Scene): boolean {
  if (!next) return false;
  // "the price on the last one", "the time on slide 2": what is named, on the scene said.
  const scoped = scene ? null : new RegExp(`^(.+?)\\s+(?:on|in|of)\\s+((?:the\\s+)?(?:${ORDINAL})\\s+(?:one|slide|scene|card)|(?:slide|scene|card)\\s+\\d{1,2})$`, 'i').exec(old.trim());
  const named = scoped ? sceneOf(edit, scoped[2]) : undefined;
  if (scoped && named) return replaceWords(edit, scoped[1]!, next, named);
  const slots = slotsOf(edit.doc, scene);
  const oldText = old.trim().replace(/^(?:the|my|our)\s+/i, '');
  const newKind = onlyKind(next);
  // "change the price to £5", "change the times to 7pm": the one value of that kind.
  // "change the croissant price to £1.80": the kind's value on the one line that names the words before it.
  // ("the day" is a date's, or the day of the week alone when no line has a date: "Water shut-off Tuesday".)
  const saidKinds = (Object.keys(KIND_WORDS) as Kind[]).filter((k) => KIND_WORDS[k].test(oldText));
  const direct = saidKinds.find((k) => slots.some((s) => kindIn(k).test(s.text))) ?? saidKinds[0];
  // "change the closing date to 14 July" in "3 March – 30 June": the last value of that kind (value-kinds.ts).
  const byEdge = edgeReplacement(oldText, next);
  const edged = byEdge && slots.find((s) => byEdge(s.text) !== undefined);
  if (edged) {
    note(edit, edged.text, edged.set(byEdge!(edged.text)!), edged.scene);
    return true;
  }
  const owned = direct ? null : /^(.+?)\s+([\p{L}]+)$/u.exec(oldText);
  const ownedKind = owned ? (Object.keys(KIND_WORDS) as Kind[]).find((k) => KIND_WORDS[k].test(owned[2]!)) : undefined;
  const namedKind = direct ?? ownedKind;
  if (namedKind) {
    // "the launch date in the last scene" where no line says "launch": the one line there with a date.
    const ofKind = ownedKind ? slots.filter((s) => kindIn(ownedKind).test(s.text)) : [];
    const owners = ofKind.filter((s) => partPattern(owned![1]!.replace(/['’]s$/, '')).test(s.text));
    const named = owners.length ? owners : ofKind;
    if (ownedKind && named.length !== 1) return false;
    const slot = ownedKind ? named[0] : slots.find((s) => kindIn(namedKind).test(s.text));
    if (!slot) return false;
    // "change the dates to 10 March – 28 March": a new range replaces the old range whole, not its first value.
    const range = rangeOf(namedKind);
    const at = range.test(next) && range.test(slot.text) ? range : kindIn(namedKind);
    note(edit, slot.text, slot.set(slot.text.replace(at, leadOnce(slot.text, next))), slot.scene);
    return true;
  }
  // "the door code" in "Door code 4471 – reception", "the wifi password" in "… password harbour22": a new code or
  // number replaces the word after the label's last word.
  const label = /([\p{L}-]{3,})$/u.exec(oldText)?.[1];
  // (The whole phrase first: "fish tacos" is the line "fish tacos £8", not the first line with "tacos £9".)
  const phrased = slots.some((s) => partPattern(oldText).test(s.text));
  if (label && /\d/.test(next) && !/\s/.test(next.trim())) {
    const named = phrased ? escape(oldText).replace(/\s+/g, '\\s+') : escape(label);
    const after = new RegExp(`(?<![\\p{L}])(${named}\\s*(?:[:=]|is)?\\s*)([^\\s,;]*\\d[^\\s,;]*)`, 'iu');
    const slot = slots.find((s) => after.test(s.text));
    if (slot) {
      note(edit, slot.text, slot.set(slot.text.replace(after, (_m, lead: string) => `${lead}${next}`)), slot.scene);
      return true;
    }
  }
  const part = partPattern(oldText);
  const contiguous = slots.find((s) => part.test(s.text));
  if (contiguous) {
    const before = contiguous.text;
    if (newKind) {
      // A price or time alone: the part itself, or the item's own value of that kind ("change the fish pie to £10").
      const at = onlyKind(oldText) === newKind ? part : kindIn(newKind).test(before) ? kindIn(newKind) : undefined;
      if (!at) return false;
      note(edit, before, contiguous.set(before.replace(at, next)), contiguous.scene);
      return true;
    }
    // "change Dec 31 to 9am to 3pm" of "Dec 31 – 9am to 4pm": the line's label, before its dash or colon, stays; what
    // it labels is the new words, when they are a value of the same kind (a time for a time, a price for a price).
    const head = part.exec(before);
    const separator = head?.index === 0 ? /^\s*[–—:-]\s*/.exec(before.slice(head[0].length)) : null;
    const labelAt = head && separator ? head[0].length + separator[0].length : 0;
    const labelled = before.slice(labelAt);
    if (labelAt > 0 && !part.test(next) && (Object.keys(KINDS) as Kind[]).some((k) => kindIn(k).test(next) && kindIn(k).test(labelled))) {
      note(edit, before, contiguous.set(before.slice(0, labelAt) + next), contiguous.scene);
      return true;
    }
    const own = (Object.keys(KINDS) as Kind[]).some((k) => kindIn(k).test(next) && kindIn(k).test(before.replace(part, '')));
    // A list item named by its first word ("replace the quiche with Croque-monsieur" for "Quiche lorraine"), with no
    // price or time of its own to keep: the new item replaces it whole.
    const rest = before.replace(part, '').trim();
    const item = contiguous.scene.layers.some((l) => l.type === 'list' && l.items.includes(before));
    const leads = item && part.exec(before)?.index === 0 && rest !== '' && !(Object.keys(KINDS) as Kind[]).some((k) => kindIn(k).test(rest));
    // Written in lower case for a line that opens with a capital ("swap the lemon drizzle loaf for rhubarb crumble
    // tart"): the new words take the capital where they open the line.
    const capital = (text: string) => (/^\p{Lu}/u.test(before) && /^\p{Ll}/u.test(text) ? text.charAt(0).toUpperCase() + text.slice(1) : text);
    note(edit, before, contiguous.set(capital(own || leads ? next : before.replace(part, next))), contiguous.scene);
    return true;
  }
  // Said in other words ("Thursday's film afternoon" for "Thursday – Film afternoon 1.30pm"): every word is there.
  const words = wordsOf(oldText);
  const loose = words.length ? slots.find((s) => { const have = wordsOf(s.text); return words.every((w) => have.includes(w)); }) : undefined;
  if (loose) {
    const before = loose.text;
    if (newKind && !kindIn(newKind).test(before)) return false;
    note(edit, before, loose.set(newKind ? before.replace(kindIn(newKind), next) : next), loose.scene);
    return true;
  }
  return false;
}

/**
 * A replacer for `text.replace(value, …)` that gives `next` without the words already before the old value, and with
 * the old value's capital and ordinal stop when it had them ("Viernes 20 de junio" → "Sábado 21 de junio", not
 * "sábado …"; "Freitag, 3. Mai" → "Samstag, 4. Mai").
 */
export const leadOnce = (text: string, next: string) => (old: string, ...rest: unknown[]) => {
  let value = withoutLeadThere(text.slice(0, rest.find((r) => typeof r === 'number') as number), next);
  // A German date's ordinal stop ("3. Mai"), which the prompt's reading took off the new one (spelling.ts).
  if (/\d\.\s+\p{L}/u.test(old)) value = value.replace(/(\d)(\s+\p{L})/u, '$1.$2');
  return /^\p{Lu}/u.test(old) && /^\p{Ll}/u.test(value) ? value.charAt(0).toUpperCase() + value.slice(1) : value;
};

/**
 * "change the e-bikes price to from £1,199" where "E-bikes from £1,299" is shown: the new value's leading words are
 * already there before the old one, so only the value is new (not "from from £1,199").
 */
function withoutLeadThere(before: string, next: string): string {
  const words = next.trim().split(/\s+/);
  for (let k = words.length - 1; k >= 1; k--) {
    const lead = words.slice(0, k).join(' ');
    if (new RegExp(`(?:^|\\s)${escape(lead)}\\s*$`, 'iu').test(before)) return words.slice(k).join(' ');
  }
  return next;
}
