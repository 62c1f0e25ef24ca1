import type { Notes } from '../compose/notes.js';
import type { Reading } from './reading.js';
import { courtesy } from './roles.js';

/*
 * What the prompt said that nothing understood. Descriptions ("a video about our coffee shop") are not
 * instructions and are let go; words that ask for something ("add lightning", "with a vignette", "make it spin") are
 * named back, so people learn what the vocabulary is.
 */

export const FILLER = new Set(
  `a an the this that these those it its it's there here me us we i you your our my their them they he she his her
   please thanks thank only want wants need needs like would could should can will shall may might just really very also too so instead
   some more most each every all both any few many much lot lots bit little kind sort type way
   about for of to in on at by from as into onto over under up down out off than then when while where which who what how between
   be is are was were been being have has had do does did done get gets got say says saying
   video videos clip clips scene scenes slide slides chapter movie film thing things something stuff everything anything
   nice cool good great beautiful awesome lovely pretty amazing simple short quick new fancy professional modern sleek
   style styled look looks looking feel vibe version one ones text words word letters screen frame
   show shows showing display displays make makes making create creates creating put use using give gives
   intro outro opener ending closing promo teaser ad advert announcement presentation explainer slideshow reel story
   hmm hmmm um umm erm uh ah oh ok okay well actually u ur pls plz read reads
   two three four five six seven eight nine ten twelve couple pair because cause coz cos cuz since playing walkthrough walk-through footage b-roll broll
   uploaded upload attached sent filmed recorded took end`.split(/\s+/),
);

/** A greeting, however drawn out ("hiii", "heyyy", "hellooo"). */
const GREETING_WORD = /^(?:h+i+|he+y+a*|hel+o+|hiy+a+|yo+|hola+)$/i;
/** Verbs that ask for something: what follows them, not understood, is named. */
const INSTRUCTION = /^(?:add|adds|adding|make|put|use|include|insert|apply|turn|set|change|animate|give|place|move|let|have|want|need|render|draw|play|overlay|throw)$/i;
/**
 * Words that only ask when what follows is an effect ("with sparkles", not "an intro with our story"), and nouns that
 * point at a part of what is there ("can you change that line"), which ask nothing of their own.
 */
const WEAK = /^(?:with|plus|show|display|create|line|lines|item|items|row|entry)$/i;
/** How the video should feel ("a calming intro", "something moody"): its mood, taken by the look and voice readers that can. */
export const MOOD = /^(?:moody|gentle|soft|calming|calm|relaxing|relaxed|soothing|serene|peaceful|tranquil|dreamy|uplifting|cozy|cosy|chill|cinematic|epic|inspiring|inspirational|motivational|emotional|heartfelt|heartwarming|cheerful|upbeat|energetic|quirky|punchy|snappy|catchy|engaging|eye-catching|polished|slick|tasteful|understated|warm|friendly|welcoming)$/i;
/** A description starts here: what comes after is what the video is about. */
/** Why it is asked ("take the sound off cause theres a dog barking"): what comes after is the reason, asking nothing. */
const REASON = /\b(?:because|cause|coz|cos|cuz|bc|since)\b/i;
const ABOUT = /\b(?:about|regarding|featuring|describing|explaining|introducing|celebrating|for|of|on|called|named)\b/i;

const EFFECT = /^(?:sparkling|particles?|glow\w*|neon|shadows?|drop-?shadow|outlines?|outlined|blur\w*|spin\w*|rotat\w*|shak\w*|wobbl\w*|flash\w*|flicker\w*|glitch\w*|3d|3-d|emojis?|stickers?|gifs?|arrows?|icons?|maps?|timers?|clocks?|progress|qr|underlin\w*|highlight\w*|heart|explosions?|explod\w*|parallax|vignette|grain\w*|filters?|sepia|reverse\w*|loop\w*|split-?screen|swirl\w*|ripples?|waves?|wav\w*|morph\w*|hologram\w*|flare|bokeh|shimmer\w*|pulse|pulsing|pulsate\w*|vibrat\w*|jiggle|wiggle|flip\w*|flying|floating|float|drift\w*|rain\w*|lightning|fire|smoke|transition|transitions|effects?|animations?|borders?|frames?|rounded|gradient|colou?rful|rainbow|italic|underlined|uppercase|lowercase|font|fonts)$/i;

/** Words that need one of the caller's files: said without one, they get a hint rather than a shrug. */
const NEEDS_ASSET: [RegExp, string][] = [
  [/\b(?:music|soundtrack|song|tune|beat)\b/i, 'music needs the url of an audio file you uploaded'],
  [/\blogo\b/i, 'a logo needs the url of an image you uploaded ("<url> as a logo")'],
  [/\b(?:images?|photos?|photographs?|pictures?|pics?|footage|video\s+of|clip\s+of|background\s+image)\b/i, 'pictures and clips need the url of a file you uploaded'],
];

export function reportUnknown(reading: Reading, notes: Notes, options: { gotSoundtrack: boolean; gotMedia: boolean }): void {
  const left = reading.leftover();
  for (const [pattern, hint] of NEEDS_ASSET) {
    const m = pattern.exec(left);
    if (!m) continue;
    if (/music|soundtrack|song|tune|beat/i.test(m[0]) && options.gotSoundtrack) continue;
    if (!/music|soundtrack|song|tune|beat/i.test(m[0]) && options.gotMedia) continue;
    notes.hint(hint);
  }
  const clauses = left.split(/[,.;:!?\n()⟪⟫]|\b(?:and|then|but|also)\b/i);
  for (const clause of clauses) {
    // The words before the video's noun describe it ("want a short year in numbers video"), they ask for nothing.
    const asking = clause.slice(0, Math.min(ABOUT.exec(clause)?.index ?? clause.length, REASON.exec(clause)?.index ?? clause.length)).replace(/\b(?:a|an|the|our|my|this|some)\s+(?:[\p{L}\d'’-]+\s+){0,5}?(?:video|vid|reel|clip|film|slideshow|promo|post|story|montage|recap|animation|advert|ad)\b/giu, ' ');
    const words = asking.match(/[\p{L}\d][\p{L}\d'’-]*/gu) ?? [];
    // An apology for a slip ("Sorry I make mistake") asks nothing, whatever verb it uses.
    if (words.length === 0 || courtesy(asking)) continue;
    const content = words.filter((w) => !FILLER.has(w.toLowerCase()) && !INSTRUCTION.test(w) && !WEAK.test(w) && !MOOD.test(w) && !NEEDS_ASSET.some(([p]) => p.test(w)) && w.length > 1 && !/^\d+$/.test(w) && !GREETING_WORD.test(w));
    if (content.length === 0) continue;
    const effects = content.filter((w) => EFFECT.test(w));
    const asked = words.some((w) => INSTRUCTION.test(w));
    if (effects.length === 0 && !asked) continue;
    const phrase = (asked ? content : effects).slice(0, 4).join(' ');
    notes.notUnderstood(phrase);
    if (notes.unknown.length >= 3) return;
  }
}
