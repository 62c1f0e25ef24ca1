import { outsideNames } from '../read/names.js';
import type { Anchor, Size } from '../../../model/scene-document.js';
import type { Reading } from '../read/reading.js';

/*
 * Where and how big: "top-right", "in the bottom left corner", "lower third", "on the left", "centred",
 * "full screen", "small", "in big letters", "huge".
 */

const OF_FRAME = String.raw`(?:\s+(?:of|on|in)\s+the\s+(?:screen|frame|video|picture|image))?`;
const AT = String.raw`(?:(?:in|at|to|on|into|onto|near|along|towards?)\s+)?(?:the\s+|a\s+)?`;

const PLACEMENTS: [RegExp, Anchor | 'corner'][] = [
  [new RegExp(String.raw`\b${AT}(?:top|upper)[- ]?right(?:[- ]hand)?(?:\s+corner)?${OF_FRAME}`, 'i'), 'top-right'],
  [new RegExp(String.raw`\b${AT}(?:top|upper)[- ]?left(?:[- ]hand)?(?:\s+corner)?${OF_FRAME}`, 'i'), 'top-left'],
  [new RegExp(String.raw`\b${AT}(?:bottom|lower)[- ]?right(?:[- ]hand)?(?:\s+corner)?${OF_FRAME}`, 'i'), 'bottom-right'],
  [new RegExp(String.raw`\b${AT}(?:bottom|lower)[- ]?left(?:[- ]hand)?(?:\s+corner)?${OF_FRAME}`, 'i'), 'bottom-left'],
  // A corner said by its edge alone ("logo bottom corner"): the right one, where a reader's eye ends.
  [new RegExp(String.raw`\b${AT}(?:bottom|lower)[- ]corner${OF_FRAME}`, 'i'), 'bottom-right'],
  [new RegExp(String.raw`\b${AT}(?:top|upper)[- ]corner${OF_FRAME}`, 'i'), 'top-right'],
  // Not the name strap itself, said with what it shows: "Lower third with my name, …", "a lower third for the host:".
  // Not a name said to go on one ("put his name as a lower third"): that is the strap (lower-thirds.ts).
  [new RegExp(String.raw`(?<!\bname(?:\s+and\s+(?:job\s+)?(?:title|role))?\s+(?:as|in|on)\s+(?:a|the)\s+)(?<!\bname(?:\s+and\s+(?:job\s+)?(?:title|role))?\s+(?:as|in|on)\s+)\b${AT}(?:lower[- ]third)${OF_FRAME}(?!\s*(?:with|for|of|showing|saying|reading|introducing|giving|that|which)\b|\s*[:–—-])`, 'i'), 'lower-third'],
  [new RegExp(String.raw`\b${AT}(?:upper[- ]third)${OF_FRAME}`, 'i'), 'upper-third'],
  [new RegExp(String.raw`\b${AT}left\s+half${OF_FRAME}`, 'i'), 'left-half'],
  [new RegExp(String.raw`\b${AT}right\s+half${OF_FRAME}`, 'i'), 'right-half'],
  [new RegExp(String.raw`\b${AT}(?:top|upper)\s+half${OF_FRAME}`, 'i'), 'top-half'],
  [new RegExp(String.raw`\b${AT}(?:bottom|lower)\s+half${OF_FRAME}`, 'i'), 'bottom-half'],
  [new RegExp(String.raw`\b(?:(?:on|to|at|in)\s+the\s+left(?:[- ]hand)?(?:\s+side)?|left[- ](?:hand\s+)?side|left[- ]aligned|aligned\s+(?:to\s+the\s+)?left)${OF_FRAME}\b`, 'i'), 'left'],
  [new RegExp(String.raw`\b(?:(?:on|to|at|in)\s+the\s+right(?:[- ]hand)?(?:\s+side)?|right[- ](?:hand\s+)?side|right[- ]aligned|aligned\s+(?:to\s+the\s+)?right)${OF_FRAME}\b`, 'i'), 'right'],
  [new RegExp(String.raw`\b(?:(?:at|to|in|near|along|across)\s+the\s+top${OF_FRAME}|top\s+of\s+the\s+(?:screen|frame)|up\s+top|at\s+top|(?:placed|positioned)\s+(?:at\s+the\s+)?top)\b`, 'i'), 'top'],
  [new RegExp(String.raw`\b(?:(?:at|to|in|near|along|across)\s+the\s+bottom${OF_FRAME}|bottom\s+of\s+the\s+(?:screen|frame)|at\s+bottom)\b`, 'i'), 'bottom'],
  [new RegExp(String.raw`\b(?:${AT}(?:cent(?:er|re)|middle)${OF_FRAME}|cent(?:er|re)d(?:\s+on\s+(?:the\s+)?(?:screen|frame))?)\b`, 'i'), 'center'],
  [/\b(?:full[- ]?screen|full[- ](?:frame|bleed)|fill(?:s|ing)?\s+the\s+(?:whole\s+)?(?:screen|frame)|edge\s+to\s+edge|(?:the\s+)?whole\s+(?:screen|frame))\b/i, 'full'],
  [new RegExp(String.raw`\b${AT}corner\b`, 'i'), 'corner'],
];

/**
 * "below it", "underneath", "right under the title": said of a text after another, it means the line directly
 * under that one, as one block ("87%" with "of our customers…" below it), not the frame's bottom edge, which
 * people say as "at the bottom". Read and dropped, so the text keeps the block's place.
 */
const RELATIVE_BELOW = /\b(?:(?:right|just|directly|immediately)\s+)?(?:below|underneath|beneath|under)(?:\s+(?:it|that|them|this|(?:the|that)\s+(?:title|heading|headline|number|name|quote|stat|figure|text)))?(?!\s+(?:the|a|an)\s+(?!title|heading|headline|number|name|quote|stat|figure|text)\w)\b/i;

/**
 * The first placement said in [from, to), marked as used; "corner" alone is `corner` for the caller to resolve. With
 * `corners`, only a corner is read (an inset's place), and other places are left to the texts they are said of.
 */
export function readPlacement(reading: Reading, from: number, to: number, corners = false): Anchor | 'corner' | undefined {
  if (!corners) reading.takeFirst(RELATIVE_BELOW, from, to);
  let best: { anchor: Anchor | 'corner'; m: RegExpExecArray } | undefined;
  for (const [pattern, anchor] of PLACEMENTS) {
    if (corners && anchor !== 'corner' && !/^(?:top|bottom)-(?:left|right)$/.test(anchor)) continue;
    // A place word inside a name is the name's ("Greenleaf Garden Centre", "Top Floor Studio").
    const m = outsideNames(reading.text, reading.find(pattern, from, to))[0];
    if (m && (!best || m.index < best.m.index)) best = { anchor, m };
  }
  if (best) reading.takeMatch(best.m);
  return best?.anchor;
}

const SIZES: [RegExp, Size][] = [
  [/\b(?:in\s+)?(?:huge|giant|gigantic|enormous|massive|very\s+(?:big|large)|really\s+(?:big|large)|extra[- ]large|xl)(?:\s+(?:letters|text|font|type|size))?\b/i, 'huge'],
  [/\b(?:in\s+)?(?:big|large|larger|bigger|oversized)(?:\s+(?:bold\s+)?(?:letters|text|font|type|size))?\b/i, 'large'],
  // Not what someone can or cannot see ("our residents struggle to see small print"), nor "a little video": "little"
  // and "fine" size only letters.
  [/(?<!\b(?:see|read|reading|seeing|with)\s+)\b(?:in\s+)?(?:(?:small|smaller|tiny|subtle)(?:\s+(?:letters|text|font|type|print|size))?|(?:little|fine)\s+(?:letters|text|font|type|print))\b/i, 'small'],
  [/\b(?:in\s+)?(?:medium|normal|regular)[- ]?(?:size[d]?|letters|text)\b/i, 'medium'],
];

export function readSize(reading: Reading, from: number, to: number, skip?: (at: number) => boolean): Size | undefined {
  for (const [pattern, size] of SIZES) {
    // Not a word of a name ("Small Shop Big Dreams", "Little Oaks Nursery").
    const m = outsideNames(reading.text, reading.find(pattern, from, to)).find((x) => !skip?.(x.index));
    if (!m) continue;
    reading.takeMatch(m);
    return size;
  }
  return undefined;
}

/** A logo's width as a fraction of the frame for a size word. */
export function logoScale(size: Size | undefined, current = 0.15): number {
  if (size === 'small') return 0.1;
  if (size === 'large') return 0.22;
  if (size === 'huge') return 0.3;
  return current;
}

export function describePlacement(anchor: unknown): string {
  return typeof anchor === 'string' ? anchor.replace('-', ' ').replace('center', 'centre') : 'a custom box';
}
