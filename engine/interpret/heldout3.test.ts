import { describe, expect, it } from '@jest/globals';
import type { Layer, SceneDocument } from '../../model/scene-document.js';
import { read } from './testing.js';

/*
 * A third set of briefs, typed the way people type them into Canva or CapCut, with no knowledge of Montage's
 * vocabulary: formats said as "square post", "Instagram story", "16:9"; colours as designers name them ("forest
 * green", "blush pink", "sand", "midnight blue", "olive", "lavender", "charcoal", "mustard"); content in quotes or not,
 * as sentences, prices, a countdown. Each says what should be on screen, how it is laid out and in which colours.
 */

const of = <T extends Layer['type']>(doc: SceneDocument, scene: number, type: T) =>
  doc.scenes[scene]!.layers.filter((l): l is Extract<Layer, { type: T }> => l.type === type);
const texts = (doc: SceneDocument, scene = 0) => of(doc, scene, 'text').map((l) => `${l.role}:${l.text}`);
const screens = (doc: SceneDocument) => doc.scenes.map((_, i) => texts(doc, i));

/** Hue (0–360), saturation and lightness (0–1) of a #rrggbb colour. */
function hsl(hex: string): { h: number; s: number; l: number } {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return { h: h * 60, s, l };
}
const ground = (doc: SceneDocument) => (doc.background.type === 'solid' ? doc.background.colour : '#000000');
const hueIn = (hex: string, from: number, to: number) => {
  const { h } = hsl(hex);
  return from <= to ? h >= from && h <= to : h >= from || h <= to;
};

describe('held-out briefs, third set: everyday phrasing', () => {
  it('a yoga studio\'s Instagram story: title, its time as the subtitle, forest green with cream text, a little sparkle', () => {
    const { document, format, summary } = read('Instagram story for our yoga studio. "Sunrise Flow" every Saturday 7am. Forest green background with cream text. Add a little sparkle');
    expect(format?.aspect).toBe('portrait');
    expect(texts(document)).toEqual(['heading:Sunrise Flow', 'subtitle:Every Saturday 7am']);
    expect(hueIn(ground(document), 90, 160)).toBe(true);
    expect(hsl(ground(document)).l).toBeLessThan(0.45);
    for (const l of of(document, 0, 'text')) expect(hsl(l.colour!).l).toBeGreaterThan(0.85);
    expect(of(document, 0, 'particles')).toMatchObject([{ kind: 'sparkles', density: 'light' }]);
    expect(summary).not.toMatch(/did not understand/);
  });

  it('a square launch post: "opens March 3" under the name, blush pink with gold accents, elegant', () => {
    const { document, format } = read('Square post: "Blush & Co" opens March 3. Blush pink background, gold accents, elegant');
    expect(format?.aspect).toBe('square');
    expect(texts(document)).toEqual(['heading:Blush & Co', 'subtitle:Opens March 3']);
    expect(hueIn(ground(document), 330, 20)).toBe(true);
    expect(hsl(ground(document)).l).toBeGreaterThan(0.65);
    expect(hueIn(document.accent!, 35, 60)).toBe(true);
    expect(document.theme).toBe('elegant');
  });

  it('a job post with no quotes: headline, the role\'s facts, where to apply; midnight blue, 16:9', () => {
    const { document, format } = read("We're hiring! Junior Designer, remote, full time. Apply at studio.io/jobs. Midnight blue, 16:9");
    expect(format?.aspect).toBe('landscape');
    expect(texts(document)).toEqual(["heading:We're hiring!", 'subtitle:Junior Designer · remote · full time', 'body:Apply at studio.io/jobs']);
    expect(hueIn(ground(document), 220, 260)).toBe(true);
    expect(hsl(ground(document)).l).toBeLessThan(0.35);
  });

  it('a café menu in 9:16: the title card, then the priced items as a list, on sand', () => {
    const { document, format, summary } = read('Cafe menu, 9:16: "Today\'s menu" then Flat white $4, Oat latte $5, Banana bread $3.50 on a sand background');
    expect(format?.aspect).toBe('portrait');
    expect(texts(document, 0)).toEqual(["heading:Today's menu"]);
    expect(of(document, 0, 'list')).toEqual([]);
    expect(of(document, 1, 'list')[0]!.items).toEqual(['Flat white $4', 'Oat latte $5', 'Banana bread $3.50']);
    expect(hueIn(ground(document), 25, 55)).toBe(true);
    expect(hsl(ground(document)).l).toBeGreaterThan(0.6);
    expect(summary).not.toMatch(/no scene was made/);
  });

  it('a menu said with its occasion: "Thanksgiving menu" titles the priced list', () => {
    const { document } = read('Thanksgiving menu: roast turkey $28, pumpkin soup $9, pecan pie $7. Warm terracotta background');
    expect(texts(document)).toEqual(['heading:Thanksgiving menu']);
    expect(of(document, 0, 'list')[0]!.items).toEqual(['roast turkey $28', 'pumpkin soup $9', 'pecan pie $7']);
    expect(hueIn(ground(document), 5, 30)).toBe(true);
  });

  it('a real estate listing: address over its facts and price, then the call with the phone number; olive, landscape as default', () => {
    const { document, format } = read('Real estate listing: "12 Harbour View" - 3 beds, 2 baths, sea views. "$850,000". Then "Book a viewing" with the phone number 555-0134. Olive and white');
    // "phone number" is no portrait format.
    expect(format).toBeUndefined();
    expect(screens(document)).toEqual([
      ['heading:12 Harbour View', 'subtitle:3 beds, 2 baths, sea views', 'body:$850,000'],
      ['heading:Book a viewing', 'subtitle:555-0134'],
    ]);
    expect(hueIn(ground(document), 50, 75)).toBe(true);
  });

  it('a HIIT class promo: three beats; black with a neon green accent, not a neon green ground', () => {
    const { document, format } = read('HIIT class promo vertical video: "Burn 500 calories in 45 minutes", then "Mondays & Thursdays 6pm", end with "First class free". Black and neon green, energetic');
    expect(format?.aspect).toBe('portrait');
    expect(screens(document)).toEqual([['heading:Burn 500 calories in 45 minutes'], ['heading:Mondays & Thursdays 6pm'], ['heading:First class free']]);
    expect(ground(document)).toBe('#000000');
    expect(hueIn(document.accent!, 90, 140)).toBe(true);
    expect(hsl(document.accent!).s).toBeGreaterThan(0.8);
    expect(read('Black and neon green').summary).toMatch(/neon green accents/);
  });

  it('a sale with a countdown: the unquoted sale copy first, the countdown at its natural pace, then the call', () => {
    const { document, format } = read('Black Friday sale! Up to 60% off everything. Countdown from 10 then "Shop now". Black and gold, 9:16');
    expect(format?.aspect).toBe('portrait');
    expect(texts(document, 0)).toEqual(['heading:Black Friday sale!', 'subtitle:Up to 60% off everything']);
    expect(of(document, 1, 'counter')[0]).toMatchObject({ from: 10, to: 0 });
    expect(document.scenes[1]!.duration).toBeGreaterThanOrEqual(10);
    expect(texts(document, 2)).toEqual(['heading:Shop now']);
    expect(ground(document)).toBe('#000000');
    expect(hueIn(document.accent!, 35, 60)).toBe(true);
  });

  it('a quote of the day: the proverb keeps its kind, sand ground, dark brown text, square', () => {
    const { document, format } = read('Quote of the day: "The best time to plant a tree was 20 years ago. The second best time is now." - Chinese proverb. Sand background, dark brown text, 1:1');
    expect(format?.aspect).toBe('square');
    expect(texts(document)).toEqual(['quote:The best time to plant a tree was 20 years ago. The second best time is now.', 'attribution:Chinese proverb']);
    const brown = of(document, 0, 'text')[0]!.colour!;
    expect(hueIn(brown, 15, 45)).toBe(true);
    expect(hsl(brown).l).toBeLessThan(0.3);
  });

  it('a tips list without quotes: "5 tips for better sleep: …" is a title over five items; vertical, midnight blue', () => {
    const { document, format, summary } = read('5 tips for better sleep: no screens after 10pm, keep your room cool, same bedtime every day, no caffeine after 2pm, get morning light. Vertical, midnight blue');
    expect(format?.aspect).toBe('portrait');
    expect(texts(document)).toEqual(['heading:5 tips for better sleep']);
    expect(of(document, 0, 'list')[0]!.items).toEqual(['no screens after 10pm', 'keep your room cool', 'same bedtime every day', 'no caffeine after 2pm', 'get morning light']);
    expect(hueIn(ground(document), 220, 260)).toBe(true);
    expect(hsl(ground(document)).l).toBeLessThan(0.35);
    expect(document.still).toBeUndefined();
    expect(summary).not.toMatch(/did not understand/);
  });

  it('stats each on a slide, then a thank-you; landscape, navy and gold', () => {
    const { document, format } = read('Our year in numbers: 12,000 customers, 98% satisfaction, 4 new cities. Each number on its own slide. End with "Thank you!" Landscape, navy and gold');
    expect(format?.aspect).toBe('landscape');
    expect(document.scenes.map((_, i) => of(document, i, 'counter')[0]?.to)).toEqual([12000, 98, 4, undefined]);
    expect(texts(document, 3)).toEqual(['heading:Thank you!']);
    expect(hueIn(ground(document), 220, 250)).toBe(true);
    expect(hueIn(document.accent!, 35, 60)).toBe(true);
  });

  it('a save the date: names over date and place, soft lavender, elegant', () => {
    const { document } = read('Wedding save the date: "Anna & Tom", "14.06.2027", "Lake Como". Soft lavender, elegant, slow fades');
    expect(texts(document)).toEqual(['heading:Anna & Tom', 'subtitle:14.06.2027', 'body:Lake Como']);
    expect(hueIn(ground(document), 250, 290)).toBe(true);
    expect(hsl(ground(document)).l).toBeGreaterThan(0.55);
    expect(document.theme).toBe('elegant');
  });

  it('a podcast announcement: episode title, guest, where to listen; charcoal with mustard accents, square', () => {
    const { document, format } = read('Podcast episode announcement 1:1 - "Episode 42: Building in public" with guest Sara Lee. Available on Spotify and Apple Podcasts. Charcoal background, mustard accents');
    expect(format?.aspect).toBe('square');
    expect(texts(document)).toEqual(['heading:Episode 42: Building in public', 'subtitle:with Sara Lee', 'body:Available on Spotify and Apple Podcasts']);
    expect(hsl(ground(document)).l).toBeLessThan(0.3);
    expect(hsl(ground(document)).s).toBeLessThan(0.3);
    expect(hueIn(document.accent!, 40, 55)).toBe(true);
  });

  it('an app launch with its benefits as sentences: each benefit a slide between the name and the call', () => {
    const { document } = read('Launch video for our app "Tasky". Plan your week in minutes. Sync with your calendar. Free for 30 days. End with "Download now". Clean white background, blue accents');
    expect(screens(document)).toEqual([['heading:Tasky'], ['heading:Plan your week in minutes'], ['heading:Sync with your calendar'], ['heading:Free for 30 days'], ['heading:Download now']]);
    expect(ground(document)).toBe('#ffffff');
  });

  it('a New Year\'s party: fireworks on the opening card only, midnight blue', () => {
    const { document } = read('New year\'s eve party: "NYE 2027" with fireworks, then "Doors 9pm · DJ till late", finally "Tickets at nye.club". Midnight blue');
    expect(screens(document)).toEqual([['heading:NYE 2027'], ['heading:Doors 9pm · DJ till late'], ['heading:Tickets at nye.club']]);
    expect(document.scenes.map((_, i) => of(document, i, 'particles').map((l) => l.kind))).toEqual([['fireworks'], [], []]);
    expect(hueIn(ground(document), 220, 260)).toBe(true);
  });

  it('a fitness class without quotes: a time with a colon stays in the title, "45 minutes" is the class\'s, not the scene\'s', () => {
    const { document, format } = read('Spin class Tuesday 6:30am with coach Mia. 45 minutes, all levels welcome. Book on the app. Square, olive background, white text');
    expect(format?.aspect).toBe('square');
    expect(document.scenes[0]!.duration).toBeLessThan(15);
    expect(texts(document)).toEqual(['heading:Spin class Tuesday 6:30am with coach Mia', 'subtitle:45 minutes · all levels welcome', 'body:Book on the app']);
    for (const l of of(document, 0, 'text')) expect(l.colour).toBe('#ffffff');
    expect(hueIn(ground(document), 50, 75)).toBe(true);
  });

  it('a job post with its facts after a dash and one last line', () => {
    const { document, summary } = read("Job post: \"We're hiring a barista\" - full time, weekends, $18/hour. Apply in store. Warm sand background, dark brown text");
    expect(texts(document)).toEqual(["heading:We're hiring a barista", 'subtitle:full time, weekends, $18/hour', 'body:Apply in store']);
    expect(summary).not.toMatch(/did not understand/);
  });

  it('a product launch: the tagline after a dash is the subtitle, the second quote the line under it; midnight blue with gold accents', () => {
    const { document, format } = read('Product launch: "Meet Aura" - the smart lamp that learns your routine. "Pre-order now, ships in May". Midnight blue with gold accents, 16:9');
    expect(format?.aspect).toBe('landscape');
    expect(texts(document)).toEqual(['heading:Meet Aura', 'subtitle:The smart lamp that learns your routine', 'body:Pre-order now, ships in May']);
    expect(hueIn(ground(document), 220, 260)).toBe(true);
    expect(hueIn(document.accent!, 35, 60)).toBe(true);
  });

  it('a quote card said with "white on black"', () => {
    const { document, summary } = read('Quote card: "Stay hungry, stay foolish" by Steve Jobs. Make the text white on black.');
    expect(texts(document)).toEqual(['quote:Stay hungry, stay foolish', 'attribution:Steve Jobs']);
    for (const l of of(document, 0, 'text')) expect(l.colour).toBe('#ffffff');
    expect(ground(document)).toBe('#000000');
    expect(summary).not.toMatch(/did not understand/);
  });

  it('a mood word before a background colour is part of it ("a calm blue background")', () => {
    const { document, summary } = read('Explainer titled "Why sleep matters". Use a calm blue background.');
    expect(hueIn(ground(document), 210, 250)).toBe(true);
    expect(summary).not.toMatch(/did not understand/);
  });

  it('a motivational reel: a content line is shown, and "Start small." is no size for the title', () => {
    const { document, format } = read('Motivational reel: "Discipline beats motivation". Start small. Show up every day. End with "You got this". Black background, white text');
    expect(format?.aspect).toBe('portrait');
    expect(screens(document)).toEqual([['heading:Discipline beats motivation', 'subtitle:Show up every day'], ['heading:You got this']]);
    expect(of(document, 0, 'text')[0]!.size).toBeUndefined();
  });

  it('a coffee shop square: the tagline after a dash, then the opening hours, on warm brown', () => {
    const { document, format } = read('Coffee shop promo. "Morning Brew" - fresh roasted beans daily. Open 7am to 3pm. Cozy, warm brown and cream, 1:1');
    expect(format?.aspect).toBe('square');
    expect(texts(document)).toEqual(['heading:Morning Brew', 'subtitle:Fresh roasted beans daily', 'body:Open 7am to 3pm']);
    expect(hueIn(ground(document), 15, 45)).toBe(true);
    expect(hsl(ground(document)).l).toBeLessThan(0.45);
  });

  it.each([
    ['"Modern Loft" - Downtown Austin', ['heading:Modern Loft', 'subtitle:Downtown Austin']],
    ['"Luna" - a new kind of bakery', ['heading:Luna', 'subtitle:A new kind of bakery']],
    ['"Sale" - Red background', ['heading:Sale']],
  ])('what follows a title\'s dash is shown under it unless it styles the video: %s', (prompt, want) => {
    expect(texts(read(prompt).document)).toEqual(want);
  });

  it('an event promo: the price line is shown, and "Deep purple with gold" is the look, not a line of text', () => {
    const { document } = read('Event promo for "Jazz Night" at The Blue Room, Friday 8pm. Tickets $15. Deep purple with gold');
    expect(texts(document)).toEqual(['heading:Jazz Night', 'subtitle:The Blue Room, Friday 8pm', 'body:Tickets $15']);
    expect(hueIn(ground(document), 270, 320)).toBe(true);
    expect(hueIn(document.accent!, 35, 60)).toBe(true);
  });

  it('a mission statement: sentences after a short title with no full stop between are its slides', () => {
    const { document } = read('"Our mission" Clean water for everyone. We have built 120 wells since 2015. Ocean blue');
    expect(screens(document)).toEqual([['heading:Our mission'], ['heading:Clean water for everyone'], ['heading:We have built 120 wells since 2015']]);
    expect(hueIn(ground(document), 190, 240)).toBe(true);
  });

  it('a TikTok list typed without stops: "3 reasons to drink water 1 energy 2 skin 3 focus" is a title over a numbered list', () => {
    const { document, format } = read('tiktok video 3 reasons to drink water 1 energy 2 skin 3 focus');
    expect(format?.aspect).toBe('portrait');
    expect(texts(document)).toEqual(['heading:3 reasons to drink water']);
    expect(of(document, 0, 'list')[0]).toMatchObject({ items: ['Energy', 'Skin', 'Focus'], numbered: true });
  });
});
