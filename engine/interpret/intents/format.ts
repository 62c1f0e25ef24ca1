import { DEFAULT_FORMAT, type OutputFormat } from '../../../model/format.js';
import type { Reading } from '../read/reading.js';
import { outsideNames } from '../read/names.js';

/*
 * Output formats people ask for. The document stays resolution-independent: the format is returned beside it and
 * the project keeps it for all its chapters.
 */

type Aspect = OutputFormat['aspect'];

/** Words that describe a photo, a chart or a list rather than the video ("a portrait of", "vertical bars"). */
// Nor a number after it: "and phone 07700 900123", "phone: +44 20 7946 0018" give a phone number, not a shape (a
// length is no number of that kind: "Vertical 20s ad").
const NOT_THE_VIDEO = String.raw`(?![ \t]+(?:of|photo|photos|image|images|picture|pictures|shot|shots|painting|bars?|lines?|list|stripes?|gradient|split|logo|box|boxes|shape|button|corners?|text|layout|numbers?|no\.?|calls?|lines?)\b)(?![ \t]*:?[ \t]*\+?\(?\d(?!\d{0,2}\s?(?:s|secs?|seconds?|mins?|minutes?)\b))`;

const ASPECT_WORDS: [RegExp, Aspect][] = [
  [/\b(?:9\s*[:x×/]\s*16|1080\s*[x×]\s*1920|720\s*[x×]\s*1280)(?!\d)/i, 'portrait'],
  [/\b1\s*[:x×/]\s*1\b|\b(?:1080|720)\s*[x×]\s*(?:1080|720)\b/i, 'square'],
  [/\b(?:16\s*[:x×/]\s*9|1920\s*[x×]\s*1080|1280\s*[x×]\s*720)(?!\d)/i, 'landscape'],
  [new RegExp(String.raw`\b(?:landscape|horizontal|widescreen|wide[- ]screen)${NOT_THE_VIDEO}(?:\s+(?:video|format|mode|orientation|version|aspect(?:\s+ratio)?|size|frame))?\b`, 'i'), 'landscape'],
  [/\b(?:(?:for\s+)?(?:(?:instagram|insta|ig|facebook|fb|snapchat)\s+)?(?:stories|story|reels?)|(?:(?:youtube|yt)\s+)?shorts|(?:youtube|yt)\s+short|tik\s?toks?|snapchat)\b(?:\s+(?:video|format|size))?/i, 'portrait'],
  // "tall format", "a tall one": tall said of the video's shape (not "tall letters").
  [/\btall\s+(?:format|video|version|size|one|frame|mode)\b|\b(?:make|keep)\s+it\s+tall\b/i, 'portrait'],
  // ("Switch off your phone": a phone someone owns is a thing in the copy, not the video's shape; nor is a phone that
  // does something, "phone stays in the kitchen", "phone goes away at 9".)
  [new RegExp(String.raw`\b(?:vertical|portrait|upright|(?<!\b(?:your|my|his|her|their|our|the|a|off)\s)phone(?!\s+(?:stays?|is|are|was|goes|go|rings?|away|down|off|free|out|in\s+(?:the|a|your|my)|on\s+(?:the|a|your|my)|lives?|sleeps?)\b))${NOT_THE_VIDEO}(?:\s+(?:video|format|mode|orientation|version|aspect(?:\s+ratio)?|size|frame))?\b`, 'i'), 'portrait'],
  // The frame's shape in French, Spanish, Portuguese, Italian and German ("format carré", "formato vertical").
  [/(?<![\p{L}])(?:carr[ée]e?|cuadrad[oa]|quadrad[oa]|quadrat[oa]|quadratisch(?:es|em)?|vierkant(?:e|je)?)(?![\p{L}])/iu, 'square'],
  [/(?<![\p{L}])(?:verticale|vertikal(?:es|em)?|hochformat)(?![\p{L}])/iu, 'portrait'],
  [/(?<![\p{L}])(?:horizontale|paysage|apaisado|querformat|breedbeeld|liggend)(?![\p{L}])/iu, 'landscape'],
  // "so square shape", "in square shape please": the frame's, as people write it; "a square shape" is drawn.
  [/(?<!\b(?:a|an|one|the|with)\s+)\bsquare\s+shape\b(?!\s+(?:of|with|in|around|behind)\b)/i, 'square'],
  [/\b(?:(?:an?\s+|for\s+)?(?:instagram|insta|ig)\s+(?:post|feed|grid)(?:\s+post)?|(?:for\s+)?(?:instagram|insta)\b)/i, 'square'],
  [new RegExp(String.raw`\bsquare(?=\s+(?:bar|line|pie|donut)\s+(?:charts?|graphs?)\b)|\bsquare${NOT_THE_VIDEO}(?:\s+(?:video|format|mode|version|aspect(?:\s+ratio)?|size|frame|crop))?\b`, 'i'), 'square'],
  // Shortened as a note opens ("sq. logo + 'Grand Opening' …", "vert, 15s"); never an area's unit ("1,200 sq ft").
  [/(?:^|(?<=[.!?\n]\s*))(?:sq|sqr)\.?(?=[\s,]|$)(?!\s*(?:ft|feet|foot|m|metres?|meters?|mi|km|in|yd|yards?)\b)/i, 'square'],
  [/(?:^|(?<=[.!?\n]\s*))vert\.?(?=[\s,]|$)/i, 'portrait'],
  [/\bfor\s+(?:youtube|yt)\b/i, 'landscape'],
  // A WhatsApp status is upright, unless a shape was said ("make it square for whatsapp status").
  [/\b(?:whats\s?app|wa)\s+status(?:es)?\b/i, 'portrait'],
];

const RESOLUTION_WORDS: [RegExp, OutputFormat['resolution']][] = [
  [/\b(?:in\s+)?(?:1080\s?p|full[- ]?hd|fhd|1920\s*[x×]\s*1080|1080\s*[x×]\s*1920|1080\s*[x×]\s*1080|(?<=\bin\s)1080(?!\s*[x×\d]))\b(?:\s+(?:resolution|quality))?/i, '1080p'],
  // A draft is the quick, smaller render: 720p.
  [/\b(?:(?:as\s+)?an?\s+(?:quick\s+|rough\s+)?draft|in\s+draft|draft\s+(?:quality|resolution|render|mode|version)|low(?:er)?[- ]res(?:olution)?)\b/i, '720p'],
  [/\b(?:in\s+)?(?:720\s?p|(?:plain\s+)?hd\s+ready|1280\s*[x×]\s*720|720\s*[x×]\s*1280|720\s*[x×]\s*720|(?<=\bin\s)720(?!\s*[x×\d]))\b(?:\s+(?:resolution|quality))?/i, '720p'],
];

/** The words that ask for a shape, right before it: "make it ", "do this in ", "render the video as a ". */
const ASKED_FOR = /\b(?:make|do|have|render|export|shoot|want|need|turn)\s+(?:it|this|that|them|the\s+(?:video|thing|whole\s+thing|clip|reel))\s+(?:(?:in|as|into)\s+)?(?:(?:a|an)\s+)?$/i;

/** Words before a ratio that make it a mixture's, not the frame's: "dilute 1:1", "mixed 2:1", "a ratio of 1:1". */
const MIXING = /\b(?:dilut\w*|mix\w*|blend\w*|ratio(?:\s+of)?|parts?|odds(?:\s+of)?|split|scored?|won|lost|drew|beat)\s+(?:of\s+|at\s+|about\s+|roughly\s+)?$/i;

/** A platform named alone, and a figure after it that is no length nor ratio ("YouTube 15%", "TikTok: 1,200"). */
const PLATFORM_NAME = /^(?:instagram|insta|ig|facebook|fb|snapchat|tik\s?toks?|youtube|yt)$/i;
const FIGURE_AFTER = /^\s*[:=–-]?\s*[$£€]?\d[\d,.]*(?!\s*(?:s|secs?|seconds?|mins?|minutes?|:\s*\d|x\s*\d)\b)(?!\d)/i;

export interface FormatRequest {
  aspect?: Aspect;
  resolution?: OutputFormat['resolution'];
  /** What the prompt said, for the summary. */
  words: string[];
}

/** Reads the format words anywhere in the prompt (they are about the whole video) and marks them used. */
export function readFormat(reading: Reading): FormatRequest {
  const request: FormatRequest = { words: [] };
  for (const [pattern, resolution] of RESOLUTION_WORDS) {
    const m = reading.first(pattern);
    if (!m) continue;
    // "1080x1920" is both a resolution and an aspect: leave it for the aspect too.
    if (!/[x×]/.test(m[0])) reading.takeMatch(m);
    request.resolution ??= resolution;
  }
  for (const [pattern, aspect] of ASPECT_WORDS) {
    // "Castle Square", "the Square Mile": a name, not the format. "dilute 1:1", "mix 1:1": a recipe's ratio.
    // "Instagram 45%, TikTok 30%": a platform with its figure is a chart's or a list's label, not the frame's shape.
    const m = outsideNames(reading.text, reading.find(pattern)).find((f) => !MIXING.test(reading.text.slice(Math.max(0, f.index - 24), f.index)) && !(PLATFORM_NAME.test(f[0]) && FIGURE_AFTER.test(reading.text.slice(f.index + f[0].length))));
    if (!m) continue;
    reading.takeMatch(m);
    // The verb that asked for it goes with it: "… at midnight make it vertical for stories" (else "make it" is left
    // to be read as copy).
    const asked = ASKED_FOR.exec(reading.text.slice(Math.max(0, m.index - 40), m.index));
    if (asked && reading.isFree(m.index - asked[0].length, m.index)) reading.take(m.index - asked[0].length, m.index);
    // And what only says it will do: "16:9 is fine", "square works", "vertical is good".
    const fine = /^\s*(?:is|'s|would\s+be|will\s+be)?\s*(?:fine|ok(?:ay)?|good|great|perfect|best)\b|^\s*(?:works|will\s+do)\b/i.exec(reading.text.slice(m.index + m[0].length));
    if (fine && reading.isFree(m.index + m[0].length, m.index + m[0].length + fine[0].length)) reading.take(m.index + m[0].length, m.index + m[0].length + fine[0].length);
    request.aspect ??= aspect;
  }
  return request;
}

/** The format to return: what was asked, on top of the project's current format. */
export function resolveFormat(request: FormatRequest, current: OutputFormat | undefined): OutputFormat | undefined {
  if (!request.aspect && !request.resolution) return undefined;
  const base = current ?? DEFAULT_FORMAT;
  return { aspect: request.aspect ?? base.aspect, resolution: request.resolution ?? base.resolution };
}

export function describeFormat(format: OutputFormat): string {
  const ratio = { landscape: '16:9', portrait: '9:16', square: '1:1' }[format.aspect];
  return `${format.aspect} ${ratio} ${format.resolution}`;
}
