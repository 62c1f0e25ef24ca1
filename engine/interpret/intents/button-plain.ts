/*
 * A button said by what it asks the viewer to do, unquoted and in lower case ("a book now button w/ example.com on it",
 * "a donate button", "a join now btn"): the call to action is its label. Only a verb of action opens one, so "a big
 * button" or "a dark green button" (read by graphics.ts) are never labels.
 */

/** Verbs a call to action opens with, and what may follow them ("now", "a table", "your place"). */
const ACTION = String.raw`(?:book|buy|shop|order|call|join|sign\s+up|register|donate|apply|subscribe|enquire|inquire|rsvp|learn|get|reserve|visit|try|start|download|contact|message|follow|watch|listen|vote|give|support|volunteer|enrol|enroll|check\s+out|find\s+out|claim|grab|save)`;
const AFTER_ACTION = String.raw`(?:\s+(?:now|today|here|more|online|us|up|in|tickets|free|it|(?:a|your)\s+(?:table|place|spot|seat|slot|ticket|tickets|call|quote|visit|trial)))?`;
const DOMAIN = String.raw`((?:https?:\/\/)?(?:[a-z0-9-]+\.)+[a-z]{2,}(?:\/[^\s,;⟪⟫\u0001]*[^\s,;⟪⟫\u0001.!?:])?)`;

/** Group 1: the label's words; group 2: where it goes, when said after it. */
export const PLAIN_BUTTON = new RegExp(
  String.raw`\b(?:an?|the|one|big)\s+(${ACTION}${AFTER_ACTION})\s+(?:button|btn)\b(?:\s*,?\s*(?:w\/|with|linking\s+to|that\s+goes\s+to|going\s+to|to|for|at|->|→)\s*(?:(?:the|my|our)\s+)?(?:url|link|website|site|address)?\s*${DOMAIN}(?:\s+on\s+it)?)?`,
  'gi',
);

/** "book now" → "Book now", "rsvp" → "RSVP". */
export function plainButtonLabel(words: string): string {
  const label = words.replace(/\s+/g, ' ').trim().replace(/^rsvp\b/i, 'RSVP');
  return label.charAt(0).toUpperCase() + label.slice(1);
}
