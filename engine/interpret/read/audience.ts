/*
 * Where a video plays and who it is for (issue 39): framing, never text. A clause pattern, "for <whom or where>",
 * whose head is a word of four classes:
 *
 * - an audience: "for parents", "for my Year 4 class", "for the new starters", "for our followers";
 * - an occasion it is shown at: "for the econ presentation", "for Monday's team meeting", "for the monthly report";
 * - a platform or a channel: "for whatsapp status", "for our Insta stories", "for the newsletter";
 * - a place or a screen: "for the TV in our window", "for the screen by the bar", "for reception".
 *
 * Up to four words may stand between "for" and the head ("for my year 10 chemistry class"), and a place may follow
 * it ("… by the bar", "… in the staff room").
 */

const AUDIENCE = String.raw`(?:parents|carers|families|kids|children|students|pupils|learners|class|classes|classroom|team|teams|staff|employees|colleagues|co-?workers|customers|clients|followers|subscribers|members|residents|patients|guests|visitors|attendees|audience|viewers|investors|board|governors|volunteers|donors|trainees|new\s+(?:starters|hires|joiners)|year\s+\d{1,2}s?|grade\s+\d{1,2}s?)`;
const OCCASION = String.raw`(?:presentation|presentations|meeting|meetings|report|assembly|lesson|lecture|briefing|stand-?up|webinar|pitch|workshop|conference|town-?hall|all-?hands|seminar|induction|onboarding|training(?:\s+(?:day|session))?|open\s+(?:day|evening)|parents'?\s+evening|demo\s+day|kick-?off|opening|launch|ceremony|gala|fundraiser|screening|premiere|awards?|summit|expo)`;
export const PLATFORM = String.raw`(?:whats-?app(?:\s+status)?|status|instagram|insta|tiktok|youtube|facebook|linkedin|snapchat|twitter|pinterest|stories|story|reels?|shorts|feed|channel|website|socials?|newsletter|blog|intranet|page)`;
const PLACE = String.raw`(?:screens?|tvs?|displays?|monitors?|projectors?|whiteboards?|smartboards?|signage|noticeboards?|kiosks?|window|windows|lobby|foyer|reception|waiting\s+room)`;
const HEAD = String.raw`(?:${AUDIENCE}|${OCCASION}|${PLATFORM}|${PLACE})`;
/** A place said after the head: "by the bar", "in the staff room", "at the front desk". */
const WHERE = String.raw`(?:\s+(?:in|at|by|near|above|behind)\s+(?:the\s+|our\s+|my\s+)?[\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,2}?)?`;

/** "for <whom or where>", as said; its words before the head are any but a comma or a quote. */
export const FOR_WHOM = new RegExp(String.raw`\bfor\s+(?:the\s+|our\s+|my\s+|a\s+|an\s+|this\s+|next\s+|tomorrow'?s\s+|today'?s\s+|\p{L}+'s\s+)?(?:[\p{L}\d'’&-]+\s+){0,4}${HEAD}\b${WHERE}`, 'iu');

/** A clause that is only "for <whom or where>" ("For my Year 4 class:", "for whatsapp status"). */
export function forWhomClause(text: string): boolean {
  const t = text.trim().replace(/[\s:.!,;]+$/, '');
  const m = new RegExp(String.raw`^(?:and\s+|it'?s\s+|this\s+is\s+|just\s+)?${FOR_WHOM.source}$`, 'iu').exec(t);
  return m !== null;
}

/**
 * A title with the "for <whom or where>" it was said with cut off: "Weekly schedule for parents" → "Weekly
 * schedule", "for my econ presentation, avg monthly rent" → "avg monthly rent". A title that is nothing else stays
 * as it is (the caller decides), so nothing said is emptied by accident.
 */
export function withoutForWhom(title: string): string {
  const m = FOR_WHOM.exec(title);
  if (!m) return title;
  const before = title.slice(0, m.index);
  const after = title.slice(m.index + m[0].length);
  // Said inside a phrase that goes on ("tips for parents of toddlers"): part of the title.
  if (/^\s+(?:of|who|whose|with|that|to|and)\b/i.test(after)) return title;
  // Or the head only qualifies the noun after it ("5 tips for a better LinkedIn profile"): no audience at all.
  if (/^\s+(?!(?:this|next|today|tonight|now|please|pls|so|in|at|by|on|from|every|each|only|too|again|asap)\b)[\p{L}][\p{L}'’-]*(?=\s*(?:$|[,:;.!?]))/iu.test(after)) return title;
  // "menu for the café TV, 16:9" keeps its comma; "for my class: The Water Cycle" loses its colon with the phrase.
  const kept = (before.trim() ? `${before.trimEnd()}${after}` : after.replace(/^[\s,:;–—-]+/, '')).trim();
  return kept && /[\p{L}\d]/u.test(kept) ? kept : title;
}

/** A title with its "for <whom or where>" cut off; undefined when that was all it said ("for the monthly report"). */
export function titleForViewers(title: string): string | undefined {
  return forWhomClause(title) ? undefined : withoutForWhom(title);
}
