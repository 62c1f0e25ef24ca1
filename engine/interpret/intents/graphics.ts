import type { ButtonLayer, GraphicLayer, ProgressLayer, SceneDocument } from '../../../model/scene-document.js';
import { PLAIN_BUTTON, plainButtonLabel } from './button-plain.js';
import { animation, sortLayers } from '../compose/layers.js';
import type { Notes } from '../compose/notes.js';
import type { Piece } from '../compose/piece.js';
import { readPlacement } from './placement.js';
import { QUOTE, type Reading } from '../read/reading.js';
import { COLOUR, colourValue } from './style.js';

/** "a red button", "a green progress bar": a colour said just before the element's word, marked as used. */
function colourBefore(reading: Reading, at: number): string | undefined {
  const from = Math.max(0, at - 40);
  // Not from an article or a linking word on: "with a red" is "red".
  const m = new RegExp(String.raw`\b(?!(?:a|an|the|with|and|plus|add|big|small|large)\b)(${COLOUR})\s*$`, 'i').exec(reading.view(from, at));
  const colour = m ? colourValue(m[1]!) : undefined;
  if (!m || !colour || /^(?:dark|light|big|small)$/i.test(m[1]!)) return undefined;
  reading.take(from + m.index, at);
  return colour;
}

/*
 * Graphic elements said in a scene: a call-to-action button ("a button saying 'Shop now' with example.com"), a
 * rule ("a line under the title", "a divider"), a rounded panel ("a rounded panel behind the text"), a highlight
 * ("highlight 'Sale'", "a highlight box behind 'Sale'"), an arrow ("an arrow pointing at the top right"). And the
 * video-wide progress bar ("a progress bar along the bottom"), which goes on every scene and fills over the chapter.
 */

/** On-screen words: a quote token, or text in single quotes ('Shop now'). */
const WORDS = String.raw`(?:${QUOTE}|'([^'⟪\n]{1,60})')`;
/** An address; its path never ends on a sentence's stop nor runs into words another reader took (\u0001). */
const DOMAIN = String.raw`((?:https?:\/\/)?(?:[a-z0-9-]+\.)+[a-z]{2,}(?:\/(?:[^\s,;"“”'\u0001⟪⟫]*[^\s,;"“”'\u0001⟪⟫.!?:])?)?)`;
/** Words between a button and where it goes: "linking to", "that goes to", "->", "→", "—". */
const LINKING = String.raw`(?:and|with|con|avec|mit|com|met|linking(?:\s+to)?|pointing\s+to|(?:that\s+|which\s+)?(?:goes|going|leads|leading|links)\s+to|to|for|at|plus|\+|&|->|→|=>|[—–-](?=\s))`;
const BUTTON = new RegExp(
  String.raw`\b(?:(?:an?|the)\s+(?:(?!(?:button|btn|that|which)\b)[a-z][a-z-]+\s+){1,2}|(?:an?\s+|the\s+)?(?:(?:call[- ]to[- ]action|cta|big|shop|buy)\s+)?)(?:button|btn)\b(?:\s+(?:at|to|in)\s+the\s+(?:end|bottom|start|top|middle|centre|center)(?=\s*(?::|⟪|(?:saying|says|that\s+says|which\s+says|reading|labell?ed)\b)))?\s*(?:saying|says|that\s+says|reading|which\s+says|with\s+(?:the\s+)?(?:text|words|label)|labell?ed|:|[-–—])?\s*${WORDS}(?:\s*(?:,\s*)?(?:[-–—]\s*)?${LINKING}?\s*(?:(?:the|my|our|il|el|le|la|o|dem|de|den)\s+)?(?:url|link|address|website|web\s+address|site|enlace|lien|sito|sitio|site\s+web|webseite|seite)?\s*(?:${WORDS}|${DOMAIN}))?`,
  'i',
);
/** "a 'Buy now' button linking to shop.example.com", "a call to action 'Sign up' at example.com". */
const BUTTON_AFTER = new RegExp(
  String.raw`(?:(?:\b(?:an?|the)\s+)?${WORDS}\s+(?:call[- ]to[- ]action\s+|cta\s+)?(?:button|btn)\b|\b(?:an?\s+)?call[- ]to[- ]action\s*(?:saying|reading|:|-)?\s*${WORDS})(?:\s*(?:,\s*)?${LINKING}?\s*(?:(?:the|my|our|il|el|le|la|o|dem|de|den)\s+)?(?:url|link|address|website|web\s+address|site|enlace|lien|sito|sitio|site\s+web|webseite|seite)?\s*(?:${WORDS}|${DOMAIN}))?`,
  'i',
);
const RULE = /\b(?:an?\s+|the\s+)?(?:thin\s+|horizontal\s+|accent\s+)?(?:rule|divider(?:\s+line)?|line\s+(?:under|below|beneath|above|over)\s+(?:the\s+|it)?(?:title|heading|text)?|underline)\b/i;
const PANEL = /\b(?:an?\s+|the\s+)?(?:rounded|soft)\s+(?:panel|box|card|rectangle)(?:\s+behind\s+(?:the\s+)?(?:text|title|heading|words|it))?|\b(?:an?\s+)?(?:panel|card)\s+behind\s+(?:the\s+)?(?:text|title|heading|words|it)\b/i;
/**
 * "highlight 'Sale'", "a highlight box behind 'Sale'", and a bare word after "the word": "highlight the word sale",
 * "highlighting the word news" (group 3).
 */
const HIGHLIGHT = new RegExp(String.raw`\b(?:highlight(?:ed|ing)?(?:\s+the\s+word)?|(?:an?\s+)?highlight(?:er)?\s+(?:box\s+)?(?:behind|on|under)(?:\s+the\s+word)?|(?:an?\s+)?(?:marker|highlight)\s+box\s+(?:behind|on|under)(?:\s+the\s+word)?)\s*(?:${WORDS}|(?<=\bword\s+)([\p{L}\p{N}][\p{L}\p{N}'’-]{0,39}))`, 'iu');
const ARROW = /\b(?:an?\s+|the\s+)?arrow\s*(?:pointing|points|that\s+points|aimed|directed)?\s*(?:at|to|towards?|into)?\s*(?:the\s+)?((?:top|upper|bottom|lower)[- ]?(?:left|right)|top|bottom|left|right|up|down|upper\s+\w+|)\s*(?:corner|side|edge|half|region|part|area)?(?:\s+of\s+the\s+(?:screen|frame|picture|image|video))?/i;

const POINTING: Record<string, GraphicLayer['pointing']> = {
  top: 'up', up: 'up', bottom: 'down', down: 'down', left: 'left', right: 'right',
  'top-left': 'up-left', 'top-right': 'up-right', 'bottom-left': 'down-left', 'bottom-right': 'down-right',
};

/** A box on the way to the region an arrow points at, clear of a centred title (fractions of the frame, rounded). */
function arrowBox(pointing: GraphicLayer['pointing']): { x: number; y: number; w: number; h: number } {
  const dx = pointing.includes('left') ? -1 : pointing.includes('right') ? 1 : 0;
  const dy = pointing.startsWith('up') ? -1 : pointing.startsWith('down') ? 1 : 0;
  const w = dx ? 0.2 : 0.08;
  const h = dy ? 0.24 : 0.12;
  const cx = 0.5 + dx * 0.3;
  const cy = 0.5 + dy * 0.3;
  const r = (n: number) => Math.round(n * 1000) / 1000;
  return { x: r(cx - w / 2), y: r(cy - h / 2), w, h };
}

/** "Book a free call that goes to calendly.com/me": a button's words with where it goes inside them. */
const LINK_INSIDE = new RegExp(String.raw`^(.+?)\s*,?\s+${LINKING}\s+(?:the\s+)?(?:url|link|address|website|site)?\s*${DOMAIN}\s*$`, 'i');

const AT_ADDRESS = new RegExp(String.raw`\s(?:at|on|via)\s+${DOMAIN}\s*$`, 'i');

/** A button's text and url, the url taken out of the words when they say where the button goes. */
function buttonText(text: string, url: string | undefined): { text: string; url?: string } {
  const inside = url ? null : LINK_INSIDE.exec(text.trim());
  // "Shop at lunaroast.com", "RSVP at jsnight.berlin": the address is part of what the button says, and its link.
  if (inside && AT_ADDRESS.test(text.trim()) && text.trim().length <= 40) return { text: text.trim(), url: inside[2]!.trim().slice(0, 80) };
  const [words, link] = inside ? [inside[1]!, inside[2]!] : [text, url];
  return { text: words.trim().slice(0, 40), ...(link ? { url: link.trim().slice(0, 80) } : {}) };
}

/** "the button should say 'Apply now'", "button text to read 'Join'": the words of a button said before. */
const BUTTON_SAYS = new RegExp(String.raw`\b(?:the\s+)?(?:(?:call[- ]to[- ]action|cta)\s+)?(?:button|btn|cta)(?:'s)?(?:\s+(?:text|label|words))?\s+(?:should|must|needs\s+to|has\s+to|will|to|can)\s+(?:say|read|be)\s*:?\s*${WORDS}`, 'i');

function piece(m: RegExpExecArray, layer: GraphicLayer | ButtonLayer, said = false): Piece {
  return { kind: 'graphic', start: m.index, end: m.index + m[0].length, layers: [layer], said: { placement: said } };
}

/**
 * Where a button's own clause ends: its place is said in it ("… at the bottom"), not in the next sentence's ("put
 * the logo in the top right corner").
 */
function clauseEnd(reading: Reading, at: number, to: number): number {
  // Nor another thing's, joined on after it ("… and our logo <logo> in the top right").
  const stop = /[.!?](?=\s|$)|\n|\s(?:and|plus|with)\s+(?:a|an|the|our|my|your|their)\s+(?!(?:bottom|top|middle|centre|center|left|right|corner|end|start)\b)|⟪a\d/.exec(reading.text.slice(at, to));
  return stop ? at + stop.index : to;
}

export function readGraphics(reading: Reading, from: number, to: number): Piece[] {
  const pieces: Piece[] = [];
  for (const m of reading.find(BUTTON, from, to)) {
    reading.takeMatch(m);
    // "a donate button", "a dark green button": the words before it say what it is for, or its colour.
    const before = /^(?:an?|the)\s+((?:[a-z][a-z-]+\s+){1,2})(?=button|btn)/i.exec(m[0])?.[1]?.trim();
    const colour = (before && (colourValue(before) ?? colourValue(before.split(/\s+/).at(-1)!))) || colourBefore(reading, m.index + (/^(?:an?|the)\s+/i.exec(m[0])?.[0].length ?? 0));
    const said = (q: string | undefined, plain: string | undefined) => (q !== undefined ? reading.quote(q) : plain);
    const url = said(m[3], m[4]) ?? m[5];
    const anchor = readPlacement(reading, m.index + m[0].length, clauseEnd(reading, m.index + m[0].length, Math.min(to, m.index + m[0].length + 40)));
    const layer: ButtonLayer = { type: 'button', ...buttonText(said(m[1], m[2])!, url), ...(colour ? { colour } : {}), placement: anchor && anchor !== 'corner' ? anchor : 'bottom', start: 0, animation: animation({ in: 'pop' }) };
    pieces.push(piece(m, layer, Boolean(anchor)));
  }
  for (const m of reading.find(BUTTON_AFTER, from, to)) {
    reading.takeMatch(m);
    const said = (q: string | undefined, plain: string | undefined) => (q !== undefined ? reading.quote(q) : plain);
    const text = said(m[1], m[2]) ?? said(m[3], m[4])!;
    const url = said(m[5], m[6]) ?? m[7];
    const anchor = readPlacement(reading, m.index + m[0].length, clauseEnd(reading, m.index + m[0].length, Math.min(to, m.index + m[0].length + 40)));
    const layer: ButtonLayer = { type: 'button', ...buttonText(text, url), placement: anchor && anchor !== 'corner' ? anchor : 'bottom', start: 0, animation: animation({ in: 'pop' }) };
    pieces.push(piece(m, layer, Boolean(anchor)));
  }
  // "a book now button w/ example.com on it": the call to action unquoted (button-plain.ts).
  for (const m of reading.find(PLAIN_BUTTON, from, to)) {
    reading.takeMatch(m);
    const anchor = readPlacement(reading, m.index + m[0].length, clauseEnd(reading, m.index + m[0].length, Math.min(to, m.index + m[0].length + 40)));
    const layer: ButtonLayer = { type: 'button', ...buttonText(plainButtonLabel(m[1]!), m[2]), placement: anchor && anchor !== 'corner' ? anchor : 'bottom', start: 0, animation: animation({ in: 'pop' }) };
    pieces.push(piece(m, layer, Boolean(anchor)));
  }
  // Its words said again, after it: "Apply button → careers.example.com, button should say 'Apply now'".
  const last = pieces.at(-1)?.layers[0];
  for (const m of last?.type === 'button' ? reading.find(BUTTON_SAYS, from, to) : []) {
    reading.takeMatch(m);
    if (last?.type === 'button') last.text = (m[1] !== undefined ? reading.quote(m[1]) : m[2]!).trim().slice(0, 40);
  }
  for (const m of reading.find(HIGHLIGHT, from, to)) {
    reading.takeMatch(m);
    pieces.push(piece(m, { type: 'graphic', shape: 'highlight', text: (m[1] !== undefined ? reading.quote(m[1]) : (m[2] ?? m[3])!).trim().slice(0, 60), placement: 'center', opacity: 1, pointing: 'right', start: 0, animation: animation({ in: 'pop' }) }));
  }
  for (const m of reading.find(ARROW, from, to)) {
    reading.takeMatch(m);
    const colour = colourBefore(reading, m.index + (/^(?:an?|the)\s+/i.exec(m[0])?.[0].length ?? 0));
    const where = (m[1] ?? '').toLowerCase().replace(/upper/, 'top').replace(/lower/, 'bottom').replace(/\s+/, '-');
    const pointing = POINTING[where] ?? 'right';
    pieces.push(piece(m, { type: 'graphic', shape: 'arrow', placement: arrowBox(pointing), ...(colour ? { colour } : {}), opacity: 1, pointing, start: 0, animation: animation() }));
  }
  for (const m of reading.find(RULE, from, to)) {
    reading.takeMatch(m);
    const anchor = readPlacement(reading, m.index + m[0].length, Math.min(to, m.index + m[0].length + 30));
    const placement: GraphicLayer['placement'] = anchor && anchor !== 'corner' && anchor !== 'center' ? anchor : { x: 0.35, y: 0.64, w: 0.3, h: 0.02 };
    pieces.push(piece(m, { type: 'graphic', shape: 'rule', placement, opacity: 1, pointing: 'right', start: 0, animation: animation() }, Boolean(anchor)));
  }
  for (const m of reading.find(PANEL, from, to)) {
    reading.takeMatch(m);
    pieces.push(piece(m, { type: 'graphic', shape: 'panel', placement: { x: 0.1, y: 0.22, w: 0.8, h: 0.56 }, colour: '#000000', opacity: 0.55, pointing: 'right', start: 0, animation: animation() }, true));
  }
  return pieces;
}

/**
 * A highlight shares its scene with texts: it goes under them rather than over the centred title; with a rule too,
 * the rule goes right under the title and the highlight below it.
 */
export function placeGraphics(pieces: Piece[]): void {
  const texts = pieces.some((p) => p.kind === 'text' || p.kind === 'list' || p.kind === 'quote' || p.kind === 'chart' || p.kind === 'counter');
  const layers = pieces.flatMap((p) => (p.said.placement ? [] : p.layers));
  const rule = layers.some((l) => l.type === 'graphic' && l.shape === 'rule');
  for (const l of layers) if (l.type === 'graphic' && l.shape === 'highlight' && texts) l.placement = rule ? { x: 0.15, y: 0.72, w: 0.7, h: 0.14 } : { x: 0.15, y: 0.64, w: 0.7, h: 0.16 };
  for (const l of layers) if (l.type === 'graphic' && l.shape === 'rule' && texts) l.placement = { x: 0.38, y: 0.6, w: 0.24, h: 0.02 };
  // A button alone on a plain ground is the scene's subject: in the middle, not at the foot of an empty frame. Beside
  // texts (read later too: a brief's plain sentences), at their foot, never over them.
  const media = pieces.some((p) => p.kind === 'media');
  for (const l of layers) if (l.type === 'button') l.placement = !texts && !media ? 'center' : l.placement === 'center' ? 'bottom' : l.placement;
}

const PROGRESS = /(?<!\b(?:remove|delete|drop|hide|no|without|lose|kill|clear|rid\s+of|take\s+(?:out|away|off))\s+(?:the\s+|a\s+|any\s+|my\s+|that\s+)?)\b(?:an?\s+|the\s+)?(?<!\b(?:remove|delete|drop|hide|no|without|lose|kill|clear|rid\s+of|take\s+(?:out|away|off))\s+)(?:progress|timeline|time)\s+(?:bar|line|indicator)(?:\s+(?:along|at|on|across|in)\s+(?:the\s+)?(top|bottom)(?:\s+(?:edge|of\s+the\s+(?:screen|frame|video)))?)?/i;

export interface ProgressRequest {
  edge: ProgressLayer['edge'];
  colour?: string;
}

/**
 * A progress bar said in plain words: "a loading bar", "a timeline indicator", "a thin line that grows across the
 * top", "a bar at the bottom that fills up", "a strip showing how much time is left". Its edge is said inside (group 1).
 */
const PROGRESS_PLAIN = /\b(?:an?\s+|the\s+)?(?:(?:thin|little|small|slim)\s+)?(?:bar|line|strip)\s+(?:along|at|on|across|in)\s+(?:the\s+)?(top|bottom)(?:\s+edge)?\s*,?\s+(?:showing|that\s+shows|which\s+shows|to\s+show)\s+how\s+(?:far\s+(?:through|along|in)|much\s+(?:is\s+)?left|long\s+(?:is\s+)?left)[^.!?\n]{0,25}?(?=[.!?\n]|$)|\b(?:an?\s+|the\s+)?(?:loading|timer|countdown|time(?:line)?)\s+(?:bar|line|strip|indicator|tracker)(?:\s+(?:along|at|on|across|in)\s+the\s+(top|bottom))?|\b(?:an?\s+|the\s+)?(?:(?:thin|little|small|slim|coloured|colored|red|white|gold|accent)\s+)*(?:bar|line|strip|stripe)\b(?:\s+(?:along|at|on|across|in)\s+(?:the\s+)?(top|bottom)(?:\s+(?:edge|of\s+the\s+(?:screen|frame|video)))?)?\s+(?:that|which)?\s*(?:(?:slowly|gradually|steadily|smoothly|quietly)\s+)?(?:fills?|grows?|growing|filling|extends?|moves?|runs?|creeps?|slides?|shows?|tracks?)\b(?:\s+up)?(?:\s+(?:along|across|over)\s+the\s+(top|bottom))?(?:[^.⟪\u0001]{0,50}\b(?:time|plays|progress|video|left|right|goes|along|across)\b)?(?:\s+(?:along|at|on|across)\s+the\s+(top|bottom))?/i;

/** "a (red) progress bar along the bottom": where it runs and its colour, or undefined when none was asked for. */
export function readProgress(reading: Reading): ProgressRequest | undefined {
  const plain = reading.first(PROGRESS) ? undefined : reading.first(PROGRESS_PLAIN);
  if (plain) {
    reading.takeMatch(plain);
    const said = plain.slice(1).find((g) => g !== undefined)?.toLowerCase();
    return { edge: said === 'top' ? 'top' : 'bottom' };
  }
  const m = reading.takeFirst(PROGRESS);
  if (!m) return undefined;
  const colour = colourBefore(reading, m.index + (/^(?:an?|the)\s+/i.exec(m[0])?.[0].length ?? 0));
  const near = m[1] ? undefined : readPlacement(reading, m.index + m[0].length, Math.min(reading.length, m.index + m[0].length + 30));
  const edge = (m[1]?.toLowerCase() as ProgressLayer['edge'] | undefined) ?? (near === 'top' ? 'top' : 'bottom');
  return { edge, ...(colour ? { colour } : {}) };
}

/** Puts the progress bar on every scene (replacing one there), filling over the whole chapter. */
export function applyProgress(doc: SceneDocument, request: ProgressRequest | undefined, notes?: Notes): void {
  if (!request) return;
  const { edge, colour } = request;
  for (const scene of doc.scenes) {
    const bar: ProgressLayer = { type: 'progress', edge, ...(colour ? { colour } : {}), thickness: 0.012, span: 'chapter', start: 0, animation: animation({ in: 'none' }) };
    scene.layers = sortLayers([...scene.layers.filter((l) => l.type !== 'progress'), bar]);
  }
  notes?.global(`a progress bar along the ${edge}`);
}


/** The progress bar the document has (new scenes get it too). */
export function progressEdge(doc: SceneDocument): ProgressRequest | undefined {
  for (const scene of doc.scenes) for (const layer of scene.layers) if (layer.type === 'progress') return { edge: layer.edge, ...(layer.colour ? { colour: layer.colour } : {}) };
  return undefined;
}
