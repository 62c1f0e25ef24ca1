import { CARDINAL } from '../read/words.js';

/** The longest topic a request to explain may have to be a title. */
const MAX_HEADING_WORDS = 10;

/**
 * A request to explain ("Explain compound interest in 3 steps", "teach me how to brew pour-over coffee", "a video
 * explaining how vaccines work"): its topic is the title, not the request. Montage writes no text of its own, so the
 * steps (or points, tips…) a count asks for are not made up: the title card says the topic, and the summary says
 * what was not given.
 */
const EXPLAIN = /^(?:(?:please|can\s+you|could\s+you)\s+)*(?:explain(?:s|ing)?|teach(?:es|ing)?(?:\s+(?:me|us|people|viewers|kids|beginners))?|walk(?:s|ing)?\s+(?:me\s+|us\s+|people\s+|viewers\s+)?through|break(?:s|ing)?\s+down|describ(?:e|es|ing)|summari[sz](?:e|es|ing)|tell(?:s|ing)?\s+(?:me|us|people|viewers)\s+about|a\s+(?:quick\s+|short\s+|simple\s+)?(?:guide|intro(?:duction)?|primer|breakdown|overview|tutorial)\s+(?:to|on|of|about))\s+/i;
export const COUNTED_PARTS = new RegExp(String.raw`\s*,?\s+(?:in|with|as|using|through|via)\s+(${CARDINAL})\s+(?:simple\s+|easy\s+|quick\s+|short\s+|key\s+|main\s+|basic\s+)?(steps?|points?|tips?|parts?|stages?|ways?|reasons?|facts?|ideas?|bullet\s*points?|bullets?|lessons?|rules?|examples?)\b\s*$`, 'i');

export const LISTICLE = new RegExp(String.raw`^(?:(?:the\s+)?top\s+)?(${CARDINAL})\s+(?:\w+\s+)?(tips|ways|reasons|steps|facts|things|ideas|mistakes|habits|rules|signs|secrets|lessons|hacks|benefits|myths)\b`, 'i');

export const EXPLAIN_ALONE = new RegExp(String.raw`^(?:(?:please|can\s+you|could\s+you)\s+)*(?:explain|show|teach|break|walk|cover|describe)(?:\s+(?:it|this|that|down|through|me|us))*\s+(?:in|with|as|using|through)\s+(${CARDINAL})\s+(?:simple\s+|easy\s+|quick\s+|short\s+|key\s+|main\s+|basic\s+)?(steps?|points?|tips?|parts?|stages?|slides?|scenes?|ways?)$`, 'i');

export function explained(heading: string): { topic: string; untold?: string } | undefined {
  const request = EXPLAIN.exec(heading);
  const counted = COUNTED_PARTS.exec(heading);
  // "Top 5 tips for better sleep": a proper title, whose tips were not given.
  const listed = LISTICLE.exec(heading);
  if (!request && !counted && listed) return { topic: heading, untold: `${listed[1]} ${listed[2]!.toLowerCase()}` };
  if (!request && !counted) return undefined;
  const topic = heading
    .slice(request ? request[0].length : 0, counted ? counted.index : heading.length)
    .trim()
    .replace(/^(?:the\s+basics\s+of|the\s+idea\s+of|the\s+concept\s+of)\s+/i, '')
    // Who it is for, and a preposition whose count another reader took ("… in 4 slides"): not the title's.
    .replace(/\s+(?:to|for)\s+(?:complete\s+|total\s+|absolute\s+)?(?:beginners|kids|children|students|everyone|people|newbies|dummies|teens|teenagers|seniors|a\s+child|a\s+5[- ]year[- ]old|five[- ]year[- ]olds)$/i, '')
    .replace(/\s+(?:in|with|as|over|across|using)$/i, '');
  if (!topic || topic.split(/\s+/).filter(Boolean).length > MAX_HEADING_WORDS) return undefined;
  return { topic, ...(counted ? { untold: `${counted[1]} ${counted[2]!.toLowerCase()}` } : {}) };
}
