import { chartKind, counterTo, replaceLineLike } from './edit-layers.js';
import { counterReached } from './edit-figures.js';
import { changeFact, onlyValueOfKind } from './edit-words.js';
import type { Command } from './edit-target.js';
import { QUOTE } from '../read/reading.js';
import { NUMBER, numberValue, ordinalValue } from '../read/words.js';

/*
 * Edits of values (edits.ts applies them in its order): a price or a time said alone after words that take back what
 * was said, an item's new price said of the item ("Chef has put the risotto up to £14.50", "fish tacos went up to
 * £8.50"), a line said anew whole; and a chart's kind and a counter's figure ("the total is £26,400 now", "make the
 * total £13,150").
 */

/** Values named by their item, or said alone. */
export const VALUE_COMMANDS: Command[] = [
  // "no wait £4.50", "sorry, 7pm": a value alone, after words that take back what was said: the one of its kind.
  {
    pattern: /^\s*(?:(?:no|nope|oh|oops|sorry|wait|actually|hang\s+on|hmm+|er+m?|my\s+bad|scratch\s+that)[\s,.!-]+)+(?<new>[$€£¥]\s?\d(?:[\d,]*\d)?(?:\.\d{1,2})?|\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)|\d{1,3}(?:[.,]\d{1,2})?\s?%)\s*(?:instead|then|please|pls)?\s*[.!]*\s*$/iu,
    apply: (m, edit) => {
      if (!onlyValueOfKind(edit, m.groups!.new!.trim())) edit.notes.hint(`no one value like "${m.groups!.new!.trim()}" on screen to change`);
    },
  },
  // "Chef has put the risotto up to £14.50", "we've bumped the spaghetti to £16": the item after the verb, then its value.
  {
    pattern: /\b(?:(?:has|have|had|['’]ve)\s+)?(?:put|bumped|bump|raised|raise|increased|increase|dropped|drop|lowered|lower|cut|reduced|reduce|upped|hiked|knocked)\s+(?:the\s+(?:price\s+of\s+(?:the\s+)?)?|our\s+)?(?<old>[\p{L}\d'’][\p{L}\d'’ -]{1,38}?)\s+(?:up\s+|down\s+)?to\s+(?<new>(?:[$€£¥]\s?\d(?:[\d,]*\d)?(?:\.\d{1,2})?|\d(?:[\d,]*\d)?(?:\.\d{1,2})?\s?(?:€|\$|£|p\b))(?:\s?(?:pcm|pw|pp|per\s+(?:month|week|night|person|hour)|a\s+(?:month|week|night))\b)?)/iu,
    apply: (m, edit) => {
      // "the landlord dropped it to £1,095 pcm": "it" names the one value of that kind on screen.
      const it = /^(?:it|that|this|them)$/i.test(m.groups!.old!.trim());
      if (!(it ? onlyValueOfKind(edit, m.groups!.new!) : changeFact(edit, m.groups!.old!, m.groups!.new!))) edit.notes.hint(`no line names "${m.groups!.old!.trim()}" to change`);
    },
  },
  // "fish tacos went up to £8.50", "the lattes have gone down to £3": the item as the subject, then its new value.
  {
    pattern: /(?:^|(?<=[,.;!?]\s*)|(?<=\b(?:wait|so|oh|now|actually|and|but|sorry|update)\s+))(?:the\s+|our\s+)?(?<old>[\p{L}\d'’][\p{L}\d'’ -]{1,38}?)\s+(?:went|go|goes|(?:has|have|['’]ve|['’]s)\s+gone|(?:is|are|['’]re|['’]s)\s+going)\s+(?:up|down)\s+to\s+(?<new>(?:[$€£¥]\s?\d(?:[\d,]*\d)?(?:\.\d{1,2})?|\d(?:[\d,]*\d)?(?:\.\d{1,2})?\s?(?:€|\$|£|p\b)))/iu,
    apply: (m, edit) => {
      // (Words that take back what was said are no part of the item: "oh wait fish tacos …".)
      const old = m.groups!.old!.replace(/^(?:(?:oh|wait|so|now|actually|and|but|sorry|update|ok(?:ay)?|hey|um+|er+m?|hang\s+on)[\s,!.]+)+/i, '').trim();
      const it = /^(?:it|that|this|they|prices?)$/i.test(old);
      if (!(it ? onlyValueOfKind(edit, m.groups!.new!) : changeFact(edit, old, m.groups!.new!))) edit.notes.hint(`no line names "${old}" to change`);
    },
  },
  // "Yoga has moved to Friday. Please change that item to 'Yoga – Fri 7pm'": the one line the new words are like.
  {
    pattern: new RegExp(String.raw`\b(?:change|make|update|set|turn)\s+(?:that|this|the)\s+(?:item|line|point|entry|one|bit|row|text)\s+(?:to\s+(?:say|read)|to|into|say|read)\s*:?\s*${QUOTE}`, 'i'),
    apply: (m, edit) => {
      if (!replaceLineLike(edit, edit.quote(m[1]!), true)) edit.notes.hint(`no one line is like "${edit.quote(m[1]!)}": say which ("change the third point to …")`);
    },
  },
];

/** Charts and counters. */
export const COUNTER_COMMANDS: Command[] = [
  {
    pattern: /\b(?:make|turn|change|switch|convert)\s+(?:it|the\s+chart|the\s+graph)\s+(?:(?:in)?to\s+)?a\s+(bar|line|column)\s+(?:chart|graph)|\b(?:use|show)\s+a\s+(bar|line|column)\s+(?:chart|graph)\s+instead\b/i,
    apply: (m, edit) => chartKind(edit, (m[1] ?? m[2])!.toLowerCase() === 'line' ? 'line' : 'bar'),
  },
  // "sorry the total is £26,400 now": the chapter's one counter, said as what its total is now.
  {
    pattern: new RegExp(String.raw`\b(?:the\s+)?(?:total|counter|count|tally|amount\s+raised|final\s+(?:total|figure|number))\s+(?:(?:actually|really|now)\s+)?(?:is|'s|’s|was|were|has\s+reached|reached|came\s+(?:in\s+at|to)|ended\s+(?:up\s+)?(?:at|being)|finished\s+at)\s+(?:now\s+|actually\s+|really\s+)?[$€£]?(${NUMBER})\s*(?:[kK]\b)?(?:\s+now)?`, 'iu'),
    apply: (m, edit) => {
      const counters = edit.doc.scenes.flatMap((s) => s.layers.filter((l) => l.type === 'counter'));
      if (counters.length === 1) counterTo(edit, m[1]!);
    },
  },
  // "update the meals number to 13,200": the counter whose label shares a word with the words before "number".
  {
    pattern: new RegExp(String.raw`\b(?:change|set|make|update|bump|raise|put)\s+(?:the\s+|our\s+)?((?!(?:the|a|an|our|my|this|that|it)\s)(?:[\p{L}-]+\s+){1,2}?)(?:counter|count|number|total|tally|figure)\s+(?:up\s+)?to\s+[$€£]?(${NUMBER})`, 'iu'),
    // ("make the second one count to 3000 instead": the counter of the scene named by its place.)
    apply: (m, edit) => {
      const placed = /^(?:the\s+)?([\p{L}\d]+)\s+(?:one|scene|slide)\s*$/iu.exec(m[1]!);
      const at = placed ? ordinalValue(placed[1]!, edit.doc.scenes.length) : undefined;
      const scene = at !== undefined ? edit.doc.scenes[at - 1] : undefined;
      if (scene) return counterReached(edit, numberValue(m[2]!), '', [scene], true) || edit.notes.hint(`no counter in scene ${at}`);
      return counterReached(edit, numberValue(m[2]!), m[1]!, edit.doc.scenes) || edit.notes.hint(`no counter counts ${m[1]!.trim()}`);
    },
  },
  {
    pattern: new RegExp(String.raw`\b(?:change|set|make|update|bump|raise)\s+(?:the\s+)?(?:counter|count|number|total|tally|amount(?:\s+raised)?|figure|target)\s+(?:to\s+)?(?:count\s+)?(?:up\s+)?to\s+([$€£]?)(${NUMBER})|\bcount\s+(?:up\s+)?to\s+([$€£]?)(${NUMBER})\s+instead\b|\b(?:make|have|let|get)\s+(?:it|this|that|the\s+(?:counter|number|count))\s+(?:count|go|climb|tick|run)\s+(?:all\s+the\s+way\s+)?(?:up\s+)?to\s+([$€£]?)(${NUMBER})|\b(?:the\s+)?(?:(?:total|number|figure|count)\s+(?:in|on)\s+the\s+counter|counter)\s+(?:should\s+(?:be|say|read|count\s+to)|is\s+now|must\s+be|needs\s+to\s+be)\s+([$€£]?)(${NUMBER})|\b(?:make|set)\s+(?:the\s+)?(?:total|amount(?:\s+raised)?|final\s+(?:figure|number))\s+(?:now\s+)?([$€£]?)(${NUMBER})`, 'i'),
    // "make the total £13,150": a total is made a sum, with no "to" before it.
    apply: (m, edit) => counterTo(edit, (m[2] ?? m[4] ?? m[6] ?? m[8] ?? m[10])!),
  },
];
