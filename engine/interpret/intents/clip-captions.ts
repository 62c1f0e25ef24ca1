import type { CaptionStyle, SceneDocument } from '../../../model/scene-document.js';
import type { Notes } from '../compose/notes.js';
import { colourName } from './style.js';
import type { Reading } from '../read/reading.js';

/*
 * Captions of an uploaded clip's own speech ("caption the clip's speech", "subtitles for the video", "transcribe
 * the interview"): they set `captions` on the video layers, which the render sends to the operator's transcription
 * endpoint (engine/render/clip-captions.ts). Read before the narration's caption words (audio.ts), which would take
 * "subtitles" for the narration's. A plain "with captions" is the narration's when there is one; with no narration
 * and a clip, it is the clip's (applyClipCaptions). The render's note says when no endpoint is configured, or it
 * failed: the interpreter cannot know, and never promises the captions.
 */

const CLIP = String.raw`(?:clip|video|footage|interview|recording|vlog|talk|speech\s+clip)`;
const THE = String.raw`(?:(?:the|this|that|my|our|each|every|all(?:\s+the)?)\s+)?`;
const CAPTIONS = String.raw`(?:subtitles|captions|subs|closed\s+captions|cc|transcript(?:ion)?)`;
const SPEECH = String.raw`(?:speech|audio|dialogue|dialog|words|voice|talking|what\s+(?:is|gets)\s+said)`;

const PATTERNS: RegExp[] = [
  // "caption the clip's speech", "subtitle the video", "transcribe the interview"
  new RegExp(String.raw`\b(?:add\s+)?(?:caption|subtitle|transcribe)\s+${THE}${CLIP}(?:['’]s\s+${SPEECH}|\s+${SPEECH})?\b`, 'i'),
  // "captions of the clip's speech", "subtitles for the video", "captions for what the clip says"
  new RegExp(String.raw`\b(?:(?:with|add|show|and|plus|burn(?:ed)?[- ]in)\s+)?(?:auto(?:matic|-generated)?\s+)?${CAPTIONS}\s+(?:for|of|on|to|from)\s+${THE}${CLIP}(?:['’]s\s+${SPEECH}|\s+${SPEECH})?\b`, 'i'),
  // "captions of the speech in the clip", "subtitles for what they say in the video"
  new RegExp(String.raw`\b(?:(?:with|add|show)\s+)?${CAPTIONS}\s+(?:for|of)\s+(?:the\s+)?(?:${SPEECH}|what\s+(?:they|he|she|people)\s+says?)\s+(?:in|of|from)\s+${THE}${CLIP}\b`, 'i'),
  // "caption what they say", "subtitle the speech"
  /\b(?:caption|subtitle|transcribe)\s+(?:what\s+(?:they|he|she|people|the\s+speaker)\s+says?|the\s+(?:speech|dialogue|dialog|speaker))\b/i,
];

/** Whether the prompt asks for captions of the clips' speech (the words are taken out of the reading). */
export function readClipCaptions(reading: Reading): boolean {
  let asked = false;
  for (const p of PATTERNS) while (reading.takeFirst(p)) asked = true;
  return asked;
}

const videoLayers = (doc: SceneDocument) => doc.scenes.flatMap((s) => s.layers).filter((l) => l.type === 'media' && l.kind === 'video');

/**
 * Sets the clips' captions: asked for explicitly (`asked`), or by a plain "with captions" (`captions` true) when
 * there is no narration to caption. `captions` false ("no captions") removes them. Returns whether it handled the
 * caption words (so the narration's hint is not given).
 */
export function applyClipCaptions(doc: SceneDocument, request: { asked: boolean; captions?: boolean; style?: CaptionStyle; highlight?: string }, notes: Notes): boolean {
  const clips = videoLayers(doc);
  if (request.captions === false) {
    const had = clips.filter((l) => l.type === 'media' && l.captions);
    for (const l of had) if (l.type === 'media') delete l.captions;
    if (had.length && !doc.narration) notes.change('no captions');
    return had.length > 0;
  }
  const wanted = request.asked || (request.captions === true && !doc.narration && clips.length > 0);
  if (!wanted) return false;
  if (!clips.length) {
    notes.hint('captions of a clip’s speech need a video clip: add its URL');
    return true;
  }
  // The lit word's colour ("the word he's on in yellow") is the clip's captions' own when no narration has them.
  const lit = request.highlight && !doc.narration ? request.highlight : undefined;
  for (const l of clips) {
    if (l.type !== 'media') continue;
    l.captions = true;
    if (request.style) l.captionStyle = request.style;
    if (lit) l.captionHighlight = lit;
  }
  const style = request.style && request.style !== 'lines' ? `${request.style} ` : '';
  notes.global(`${style}captions of the clip’s speech (transcribed by the operator’s transcription endpoint)${lit ? `, the spoken word lit in ${colourName(lit)}` : ''}`);
  return true;
}
