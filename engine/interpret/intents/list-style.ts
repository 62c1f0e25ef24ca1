import type { SceneDocument } from '../../../model/scene-document.js';
import type { Reading } from '../read/reading.js';
import { BRACKETED_MARKS } from '../read/list-lead.js';

/*
 * How the lists are marked, said in a sentence of its own, often after the items: "Numbered is fine.", "Bullets
 * please.", "Number them.", "A numbered list would be best.", "numbered list, one at a time." The sentence is about every list of the video, so it is
 * read before the scenes are planned (it would otherwise be a scene of its own) and applied once they are built.
 */

const NUMBERED = String.raw`(?:an?\s+)?(?:numbered|ordered)(?:\s+(?:list|points|items|steps))?|numbers|number\s+(?:them|the\s+(?:items|points|lines|steps))`;
const BULLETED = String.raw`(?:an?\s+)?(?:bullet(?:ed)?(?:\s+(?:list|points))?|bullets|dots)`;
const ACCEPTED = String.raw`(?:\s+(?:is|are|would\s+be|'d\s+be|works?|should\s+be))?(?:\s+(?:fine|ok|okay|good|great|best|nice|perfect|better))?(?:\s*,?\s*(?:please|pls|thanks|thank\s+you))?`;
const STYLE_SENTENCE = new RegExp(
  String.raw`(?:^|(?<=[.!?\n]\s*))(?:(?:and|also|oh\s+and|but)\s+)?(?:(?<numbered>${NUMBERED})|(?<bulleted>${BULLETED}))${ACCEPTED}\s*(?:[.!]+|(?=\n)|$|(?=\s*,?\s*(?:and\s+)?(?:one\s+(?:at\s+a\s+time|by\s+one|after\s+(?:another|the\s+other))|all\s+at\s+once|together)\s*(?:please|pls)?\s*(?:[.!]|$)))`,
  'gi',
);

/** Whether a sentence of its own asks for numbered (true) or bulleted (false) lists; its words are taken. */
export function readListMarks(reading: Reading): boolean | undefined {
  let numbered: boolean | undefined;
  for (const m of reading.find(STYLE_SENTENCE)) {
    if (!reading.isFree(m.index, m.index + m[0].length)) continue;
    reading.takeMatch(m);
    numbered = m.groups!.numbered !== undefined;
  }
  // Said in brackets beside the list's words: "bullet points (not numbered)", "steps (numbered)". The words stay for
  // the list's readers, for whom they mark a list's lead.
  for (const m of reading.find(BRACKETED_MARKS)) numbered = m.groups!.numbered !== undefined;
  return numbered;
}

/** Marks every list of `doc` as asked; whether one changed. */
export function markLists(doc: SceneDocument, numbered: boolean | undefined): boolean {
  if (numbered === undefined) return false;
  let changed = false;
  for (const scene of doc.scenes) {
    for (const layer of scene.layers) {
      if (layer.type !== 'list' || layer.numbered === numbered) continue;
      layer.numbered = numbered;
      changed = true;
    }
  }
  return changed;
}
