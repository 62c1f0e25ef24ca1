import type { OklchRange } from './colour-science.js';

/*
 * Everyday briefs, written as a new user would write them with the README's prompt vocabulary ("Writing prompts"),
 * each with what the measurements need to know: the texts it puts on screen, which one is a short hero title,
 * which texts form a block (title + subtitle), the colour word to check and where, and whether a picture fills the
 * frame or makes a Ken Burns move. `{photo}`, `{photo2}` and `{marker}` are replaced by uploaded assets' URLs.
 */

export type PictureName = 'photo' | 'photo2' | 'marker';

export interface Brief {
  id: string;
  /** What the brief is, in a few words (the table's row name). */
  title: string;
  prompt: string;
  /** The chapter's fixed duration (seconds), when the brief has several scenes. */
  duration?: number;
  /** Texts the brief puts on screen, verbatim (each is looked for with OCR; separators like "·" are skipped). */
  texts: string[];
  /** A short title that should grow to fill 50-80 % of the safe width. */
  hero?: string;
  /** [upper, lower] texts laid out as one block (title + subtitle): their gap is measured in cap-heights. */
  blocks?: [string, string][];
  /** A colour word to check: the median colour of a region (fractions of the frame) at the first scene's settled frame. */
  colour?: { word: string; region: { x: number; y: number; w: number; h: number }; range: OklchRange };
  /** A picture shown full frame (or in the background) for the whole brief: its cover ratio must be ≥ 0.99. */
  fullFrame?: boolean;
  /** The picture makes a Ken Burns move (the marker picture): its path must be smooth and monotonic. */
  kenBurns?: boolean;
  /** The prompt asks for stillness: the frozen-frame limits do not apply. */
  still?: boolean;
}

/** A corner patch of the background, away from centred text. */
const CORNER = { x: 0.02, y: 0.03, w: 0.06, h: 0.06 };

export const BRIEFS: Brief[] = [
  {
    id: 'launch',
    title: 'product launch',
    prompt: 'Product launch: title "Meet Aurora" and subtitle "The quiet air purifier for every room", bold style, navy background, 6 seconds',
    texts: ['Meet Aurora', 'The quiet air purifier for every room'],
    hero: 'Meet Aurora',
    blocks: [['Meet Aurora', 'The quiet air purifier for every room']],
    colour: { word: 'navy', region: CORNER, range: { l: [0.15, 0.4], c: [0.05, 0.2], h: [240, 285] } },
  },
  {
    id: 'cafe',
    title: 'café promo',
    prompt: 'Café promo: heading "Fresh Coffee Daily" and subtitle "Open every morning from seven", warm brown background, playful, 6 seconds',
    texts: ['Fresh Coffee Daily', 'Open every morning from seven'],
    hero: 'Fresh Coffee Daily',
    blocks: [['Fresh Coffee Daily', 'Open every morning from seven']],
    // "warm brown" lands near #7B4A2D (L 0.46, C 0.08, h 50°): a brown, not CSS brown's red (#A52A2A, h 26°).
    colour: { word: 'warm brown', region: CORNER, range: { l: [0.32, 0.58], c: [0.04, 0.13], h: [38, 75] } },
  },
  {
    id: 'explainer',
    title: 'explainer',
    prompt: 'Explainer: first "How solar panels work", then three points: "Sunlight hits the cells"; "The cells make direct current"; "An inverter feeds your home", one at a time, finally "Clean power, every day", minimal style, light grey background',
    duration: 8,
    texts: ['How solar panels work', 'Sunlight hits the cells', 'The cells make direct current', 'An inverter feeds your home', 'Clean power, every day'],
    colour: { word: 'light grey', region: CORNER, range: { l: [0.8, 0.95], c: [0, 0.03] } },
  },
  {
    id: 'bar-chart',
    title: 'bar chart',
    prompt: 'bar chart of monthly visitors: Jan 120, Feb 150, Mar 210, Apr 260, classic style, 6 seconds',
    texts: ['Jan', 'Feb', 'Mar', 'Apr'],
  },
  {
    id: 'line-chart',
    title: 'line chart',
    prompt: 'line chart of revenue in $k: 2021 40, 2022 55, 2023 72, 2024 96, dark grey background, 6 seconds',
    texts: ['2021', '2022', '2023', '2024'],
    // "dark grey" must be darker than grey (#808080, L 0.60), not CSS darkgray (#A9A9A9, L 0.73).
    colour: { word: 'dark grey', region: CORNER, range: { l: [0.2, 0.5], c: [0, 0.03] } },
  },
  {
    id: 'social',
    title: '9:16 social + narration',
    prompt: 'Vertical for TikTok: heading "3 tips for better sleep" that pops in, then a list of "No screens after ten", "Keep the room cool" and "Wake up at the same time" one at a time, narrate: "Three tips for better sleep. No screens after ten. Keep the room cool. Wake up at the same time." with subtitles',
    duration: 8,
    texts: ['3 tips for better sleep', 'No screens after ten', 'Keep the room cool', 'Wake up at the same time'],
  },
  {
    id: 'quote',
    title: 'quote card',
    prompt: 'a quote: "The best way to predict the future is to create it" by Peter Drucker, gradient from navy to purple, elegant, 6 seconds',
    texts: ['The best way to predict the future is to create it', 'Peter Drucker'],
    blocks: [['The best way to predict the future is to create it', 'Peter Drucker']],
  },
  {
    id: 'tutorial',
    title: 'tutorial + lower third',
    prompt: 'Tutorial: title "Editing your first video" with lower third: Maria Lopez, Video Editor, teal background, 6 seconds',
    texts: ['Editing your first video', 'Maria Lopez', 'Video Editor'],
  },
  {
    id: 'countdown',
    title: 'countdown',
    prompt: 'title "Launch in" at the top, countdown from 5, black background',
    texts: ['Launch in'],
  },
  {
    id: 'counter',
    title: 'counter',
    prompt: 'square: count up to 2,500 happy customers in 3 seconds, title "Thank you" at the top, 5 seconds',
    texts: ['Thank you', 'happy customers'],
  },
  {
    id: 'event',
    title: 'event',
    prompt: 'Event: heading "Summer Jazz Night" and subtitle "Friday 14 June, 8 pm at the Riverside Hall", then "Tickets at jazznight.org", deep purple background',
    duration: 7,
    texts: ['Summer Jazz Night', 'Friday 14 June, 8 pm at the Riverside Hall', 'Tickets at jazznight.org'],
    hero: 'Summer Jazz Night',
    blocks: [['Summer Jazz Night', 'Friday 14 June, 8 pm at the Riverside Hall']],
    colour: { word: 'deep purple', region: CORNER, range: { l: [0.18, 0.45], c: [0.06, 0.2], h: [285, 335] } },
  },
  {
    id: 'property',
    title: 'property slideshow',
    prompt: 'Property slideshow: first {photo} full frame with title "12 Oak Lane", then {photo2} with "3 beds · 2 baths · 2,400 sq ft", finally "Call 555 0123 to visit", crossfade between scenes',
    duration: 8,
    texts: ['12 Oak Lane', '3 beds · 2 baths · 2,400 sq ft', 'Call 555 0123 to visit'],
  },
  {
    id: 'retro-title',
    title: 'themed title (retro)',
    prompt: 'retro style, title "Game Night" and subtitle "Every Thursday at the Pixel Bar", terracotta background, 5 seconds',
    texts: ['Game Night', 'Every Thursday at the Pixel Bar'],
    hero: 'Game Night',
    blocks: [['Game Night', 'Every Thursday at the Pixel Bar']],
    colour: { word: 'terracotta', region: CORNER, range: { l: [0.5, 0.72], c: [0.08, 0.18], h: [25, 55] } },
  },
  {
    id: 'elegant-title',
    title: 'themed title (elegant)',
    prompt: 'elegant: title "Anna and James" and subtitle "are getting married", sage background, 5 seconds',
    texts: ['Anna and James', 'are getting married'],
    hero: 'Anna and James',
    blocks: [['Anna and James', 'are getting married']],
    colour: { word: 'sage', region: CORNER, range: { l: [0.55, 0.82], c: [0.025, 0.1], h: [100, 160] } },
  },
  {
    id: 'picture-16x9',
    title: 'full-frame picture 16:9',
    prompt: '{photo} full frame, title "Explore Iceland", 5 seconds',
    texts: ['Explore Iceland'],
    hero: 'Explore Iceland',
    fullFrame: true,
  },
  {
    id: 'picture-9x16',
    title: 'full-frame picture 9:16',
    prompt: 'vertical: {photo} full frame with "Weekend in Lisbon", 5 seconds',
    texts: ['Weekend in Lisbon'],
    fullFrame: true,
  },
  {
    id: 'picture-1x1',
    title: 'full-frame picture 1:1',
    prompt: 'square: {photo} in the background, heading "New Menu", 5 seconds',
    texts: ['New Menu'],
    hero: 'New Menu',
    fullFrame: true,
  },
  {
    id: 'picture-lower-third',
    title: 'title + lower third over a picture',
    prompt: '"Our journey" over {photo} zooming out, lower third: Jane Doe, CEO, 6 seconds',
    texts: ['Our journey', 'Jane Doe', 'CEO'],
    fullFrame: true,
  },
  {
    id: 'split',
    title: 'split layout (picture + title)',
    prompt: '{photo} on the left with the title "Meet Ana" and subtitle "Head of Design" on the right, 5 seconds',
    texts: ['Meet Ana', 'Head of Design'],
    blocks: [['Meet Ana', 'Head of Design']],
  },
  {
    id: 'ken-burns',
    title: 'Ken Burns zoom-out',
    prompt: '{marker} zooming out, 6 seconds',
    texts: [],
    fullFrame: true,
    kenBurns: true,
  },
];
