import type { SceneDocument } from '../../../model/scene-document.js';
import { drawnStrings } from '../../scene/drawn-strings.js';
import type { Reading } from './reading.js';
import { FILLER } from './unknown.js';
import { isInstruction } from './clauses.js';
import type { Accounting, ClauseAccount, ClauseRole, WordCounts } from '../types.js';

/*
 * Every clause of a prompt accounted for (issue 39): what each became, and how many of its words were shown on
 * screen, spoken by the voice, understood as instructions (or as the small words around them), or not understood
 * (named in the summary). The four add up to the prompt's words, so nothing a person wrote is silently dropped or,
 * worse, drawn: an instruction's words are never among the shown ones.
 *
 * Counted on the prepared reading: a quote counts its own words (shown when the document draws it), a narration its
 * words (spoken), a reference to an upload one word (understood).
 */

/** Clause breaks: a sentence's end, a semicolon, a line, or a comma before a new request ("…, then …", "…, and add …"). */
const CLAUSE_BREAK = /(?<=[.!?;])\s+|(?<=⟫)\s+(?=\p{Lu})|\n+|,\s+(?=(?:then|and\s+then|and|plus|also|with|but|make|add|put|use|show|keep|turn|give|have|play|highlight|read|drop|set)\b)/gu;
const TOKEN = /⟪([qnax])(\d+)⟫|[\p{L}\p{N}][\p{L}\p{N}'’.&-]*/gu;
const wordsIn = (text: string) => text.match(/[\p{L}\p{N}][\p{L}\p{N}'’.&-]*/gu)?.length ?? 0;

const flat = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** The strings the document draws, flattened for comparison (case and punctuation apart). */
export function drawnText(doc: SceneDocument): string {
  const strings = drawnStrings(doc).flat();
  return ` ${strings.map(flat).filter(Boolean).join(' | ')} `;
}

function roleOf(c: WordCounts): ClauseRole {
  if (c.shown > 0) return 'content';
  if (c.spoken > 0) return 'spoken';
  if (c.notUnderstood === 0) return 'instruction';
  return c.understood > 0 ? 'partly understood' : 'not understood';
}

/** The accounting of `reading` once every reader has taken its words, against the document it built. */
export function account(reading: Reading, doc: SceneDocument): Accounting {
  const drawn = drawnText(doc);
  const drawnWords = new Set(drawn.split(/[\s|]+/).filter(Boolean));
  const clauses: ClauseAccount[] = [];
  const total: WordCounts = { shown: 0, spoken: 0, understood: 0, notUnderstood: 0 };
  let at = 0;
  const breaks = [...reading.text.matchAll(CLAUSE_BREAK)].map((m) => [m.index, m.index + m[0].length] as const);
  const spans = [...breaks, [reading.length, reading.length] as const].map(([end, next]) => {
    const span = [at, end] as const;
    at = next;
    return span;
  });
  for (const [from, to] of spans) {
    const text = reading.text.slice(from, to).trim();
    if (!text) continue;
    const counts: WordCounts = { shown: 0, spoken: 0, understood: 0, notUnderstood: 0 };
    for (const m of reading.text.slice(from, to).matchAll(TOKEN)) {
      const start = from + m.index;
      const end = start + m[0].length;
      if (m[1] === 'q') {
        const quote = reading.quote(m[2]!);
        const n = wordsIn(quote);
        if (drawn.includes(` ${flat(quote)} `) || drawn.includes(flat(quote))) counts.shown += n;
        else if (reading.isFree(start, end)) counts.notUnderstood += n;
        else counts.understood += n;
      } else if (m[1] === 'n') counts.spoken += wordsIn(reading.narration[Number(m[2]) - 1] ?? '');
      else if (m[1] === 'a' || m[1] === 'x') counts.understood += 1;
      // Unquoted words a reader took and the document draws (a title said without quotes) are shown.
      else if (!reading.isFree(start, end) && drawnWords.has(flat(m[0]))) counts.shown += 1;
      else if (!reading.isFree(start, end) || FILLER.has(m[0].toLowerCase().replace(/[.’']+$/, ''))) counts.understood += 1;
      else counts.notUnderstood += 1;
    }
    for (const k of Object.keys(total) as (keyof WordCounts)[]) total[k] += counts[k];
    // `imperative` is read when asked for: the tagger behind it (compromise) costs an engine process 0.5 s to load,
    // and a render job never reads the accounting.
    let imperative: boolean | undefined;
    clauses.push(
      Object.defineProperty({ text, became: roleOf(counts), ...counts }, 'imperative', {
        get: () => (imperative ??= isInstruction(text)),
        enumerable: true,
      }) as ClauseAccount,
    );
  }
  return { clauses, words: { ...total, total: total.shown + total.spoken + total.understood + total.notUnderstood } };
}
