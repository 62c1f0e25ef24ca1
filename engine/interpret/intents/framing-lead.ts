import type { BuiltScene } from '../compose/build-scene.js';
import type { Notes } from '../compose/notes.js';
import type { Reading } from '../read/reading.js';
import type { ScenePlan, Segment } from '../read/scene-plan.js';
import { classifyClause, KIND_NOUN } from '../read/roles.js';
import { MONTHS_DAYS } from '../read/words.js';

/*
 * Scenes written out one by one frame the words before them: "Shine Bros Mobile Detailing. Scene 1: … Scene 2: …",
 * "Food bank year in review. First a counter … Second slide: …", "Choir concert. 3 slides … 1) … 2) … 3) …". Who
 * numbered the scenes, gave as many as they announced, or gave items one per scene, said what each shows; a lead with nothing of its own is
 * the video's name, and makes no scene (the summary says so, and how to show it).
 */

/**
 * True when the scenes after the lead are numbered from one, are plain items given a scene each, or are as many as
 * were announced and each has content.
 */
export function leadFrames(plan: ScenePlan, filled: (segment: Segment) => boolean, leadText = ''): boolean {
  const rest = plan.segments.filter((s) => s.kind !== 'lead');
  if (rest.length < 2) return false;
  const numbered = rest.every((s, i) => (s.kind === 'index' && s.index === i + 1) || (i === 0 && s.kind === 'first'));
  // Plain items given a scene each after a request ("make a video of the 3 states of matter: Solid, Liquid, Gas. one
  // per scene"); a label that is all its sentence says ("Our habits: …") stays their opening title.
  if (rest.every((s) => s.plainEnd !== undefined)) return REQUEST.test(leadText.trim()) || MADE_FOR.test(leadText.trim());
  const announced = plan.announced ?? 0;
  return numbered || (announced >= 2 && rest.filter(filled).length >= announced);
}

/** A short first sentence of its own at the lead's start, up to its stop or line break. */
const NAME_SENTENCE = /^\s*([^.!?\n⟪⟫\u0001]{2,90}?)\s*(?:[.!?]+(?=\s|$)|\n|$)/u;
const MAX_WORDS = 10;
/** When, said after a name: "on 12 October", "at 7pm", "from Friday", ", Friday June 14, 8 PM". */
const WHEN_AFTER = new RegExp(String.raw`(?:\s+(?:on|at|from|this|next)\s+(?:the\s+)?|\s*,\s*)(?:\d|(?:${MONTHS_DAYS})\b).*$`);
/** A request, not a name: "We need a short video for the all-hands". */
const REQUEST = /^(?:(?:hi|hello|hey|please|pls)\b\W*)?(?:(?:we|i)\s+(?:need|want|would\s+like|['’]d\s+like)|(?:can|could|would)\s+(?:you|u)|please|make|create|do)\b/i;
const MADE_FOR = new RegExp(String.raw`^(?:(?:a|an|the|our|my|new|short|quick|little)\s+)*(?:[\p{L}-]+\s+){0,2}?${KIND_NOUN}\s+(?:for|about|of|on)\s+(?:the\s+|our\s+|my\s+)?`, 'iu');

/**
 * Takes the lead's opening sentence as the video's name when it is short and free, and tells the caller how to
 * show it. The lead's other words stay for their readers (a background, a style, a count).
 */
export function nameFromLead(reading: Reading, lead: Segment, notes: Notes): void {
  const m = NAME_SENTENCE.exec(reading.text.slice(lead.start, lead.end));
  if (!m) return;
  const start = lead.start + m.index + m[0].indexOf(m[1]!);
  const end = start + m[1]!.length;
  const name = leadName(reading, lead);
  if (!name || !reading.isFree(start, end)) return;
  reading.take(start, end);
  notes.hint(`"${name.text}" is read as the video's name, not a scene of its own, since the scenes are given one by one (put it in quotes in one of them to show it)`);
}

/**
 * The video's name in the lead's opening sentence, where it was said ("We need a promo for TechNorth Summit 2025
 * (14-15 October, Leeds)." names "TechNorth Summit 2025"; its details in brackets are left to their readers): what a
 * scene asking for "the title" shows (intents/referred-values.ts). Undefined when the sentence names nothing.
 */
export function leadName(reading: Reading, lead: Segment): { start: number; end: number; text: string } | undefined {
  const m = NAME_SENTENCE.exec(reading.text.slice(lead.start, lead.end));
  if (!m) return undefined;
  const start = lead.start + m.index + m[0].indexOf(m[1]!);
  const said = m[1]!.trim();
  if (!said || said.replace(WHEN_AFTER, '').replace(/\([^()]*\)/g, ' ').trim().split(/\s+/).length > MAX_WORDS) return undefined;
  // "Video for Lotus Room Yoga's timetable", "make a video of the 3 states of matter": what is made, and for whom;
  // the name is what follows. A request that names nothing ("We need a video please") is left to its readers.
  const request = REQUEST.exec(said);
  const asked = request ? said.slice(request[0].length).trim() : said;
  // Its date after it is a fact of its own ("the Riverside Book Fair on 12 October"), as is what is in brackets.
  const name = asked.replace(MADE_FOR, '').replace(/\s*\([^()]*\)\s*$/, '').replace(WHEN_AFTER, '').replace(/[\s:,;-]+$/, '');
  if (!name || (name === asked && (request || classifyClause(said) === 'instruction'))) return undefined;
  // Where it is posted is no name ("a short video for my facebook page").
  if (/\b(?:facebook|instagram|insta|tiktok|youtube|linkedin|twitter|page|channel|feed|account|stories|reels?|website|site|screen|tv)\b/i.test(name)) return undefined;
  const at = reading.text.indexOf(name, start);
  return at < 0 ? undefined : { start: at, end: at + name.length, text: name };
}

/** The most words a name quoted in the lead may have to be a brand line rather than a scene's copy. */
const BRAND_WORDS = 4;
/** Whose video it is, said right before the name: "for our gym", "für unser Fitnessstudio", "pour notre café". */
const OWNER_BEFORE = /\b(?:for|für|pour|para|per|voor)\s+(?:our|my|unser\w*|mein\w*|notre|mon|ma|nuestr[oa]|mi|nostr[oa]|il\s+nostro|la\s+nostra|nosso|nossa|o\s+nosso|a\s+nossa|onze|ons|mijn)\s+[\p{L}-]+\s*$/iu;

/**
 * A name quoted in the lead of scenes given one by one ('ein Video für unser Fitnessstudio "KraftWerk". 3 Szenen …
 * Szene 1: …'): the brand line of the first scene, set small at its top, never a scene beyond the count.
 */
export function brandOntoFirst(reading: Reading, plan: ScenePlan, descriptions: BuiltScene[]): boolean {
  const [lead, first] = descriptions;
  if (!lead || !first || lead.segment.kind !== 'lead' || lead.pieces.length !== 1) return false;
  const piece = lead.pieces[0]!;
  const layer = piece.layers[0];
  if (piece.kind !== 'text' || piece.layers.length !== 1 || layer?.type !== 'text' || layer.role !== 'heading' || layer.text.split(/\s+/).length > BRAND_WORDS) return false;
  // Only a name said as whose video it is ("for our gym "KraftWerk"", "für unser Fitnessstudio „…“"), over a first
  // scene that has its own title.
  if (!OWNER_BEFORE.test(reading.view(lead.segment.start, piece.start))) return false;
  if (!first.pieces.some((p) => p.kind === 'text' && p.layers.some((l) => l.type === 'text' && l.role === 'heading'))) return false;
  if (!leadFrames(plan, (s) => descriptions.some((d) => d.segment.start === s.start && d.pieces.length > 0))) return false;
  first.pieces.push({ ...piece, layers: [{ ...layer, role: 'caption', placement: 'top' }], said: { ...piece.said, placement: true } });
  lead.pieces = [];
  return true;
}
