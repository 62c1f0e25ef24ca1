import type { OklchRange } from './colour-science.js';

/*
 * Everyday briefs, written as a new user would write them with the README's prompt vocabulary ("Writing prompts"),
 * each with what the measurements need to know: the texts it puts on screen, which one is a short hero title,
 * which texts form a block (title + subtitle), the colour word to check and where, and whether a picture fills the
 * frame or makes a Ken Burns move. `{photo}`, `{photo2}`, `{photo3}` (portrait), `{marker}`, `{logo}` and `{clip}` (a 16:9
 * video) are replaced by uploaded assets' URLs. The second group was written for the tenth session's layout work: everyday briefs as
 * people write them (a gym promo, a podcast, a webinar, a recipe step, a comparison, a hiring post, a birthday, a
 * sale countdown, a testimonial, a year in review, a travel montage, a title with a logo and a lower third).
 */

export type PictureName = 'photo' | 'photo2' | 'photo3' | 'marker' | 'logo' | 'clip';

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
  /** The picture makes a Ken Burns move (the marker picture): its path must be smooth and monotonic; a zoom out unless 'in'. */
  kenBurns?: boolean | 'in';
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
  {
    id: 'logo-lower-third',
    title: 'title + logo + lower third over a photo',
    prompt: 'title "Autumn Collection" over {photo} full frame, lower third: Jane Doe, Head of Design, {logo} as a logo, 5 seconds',
    texts: ['Autumn Collection', 'Jane Doe', 'Head of Design'],
    fullFrame: true,
  },
  {
    id: 'gym',
    title: 'gym promo (bold, 3 scenes)',
    prompt: 'Gym promo: "Get Strong This Summer" with subtitle "First month free at IronWorks Gym", then list "Personal coaching", "Open 24/7" and "Free parking", finally "Join today at ironworks.fit", bold style, black background',
    duration: 9,
    texts: ['Get Strong This Summer', 'First month free at IronWorks Gym', 'Personal coaching', 'Open 24/7', 'Free parking', 'Join today at ironworks.fit'],
    blocks: [['Get Strong This Summer', 'First month free at IronWorks Gym']],
  },
  {
    id: 'real-estate',
    title: 'real-estate teaser (photos + logo)',
    prompt: 'Real estate teaser: {photo} full frame with "Modern Family Home", 4 beds · 3 baths · $850,000, then {photo2} with "Open house Saturday 10am", {logo} as a logo',
    duration: 8,
    texts: ['Modern Family Home', '4 beds · 3 baths · $850,000', 'Open house Saturday 10am'],
    fullFrame: true,
  },
  {
    id: 'podcast',
    title: 'podcast episode (square)',
    prompt: 'Instagram post: podcast episode announcement, heading "Episode 42: Building in Public" and subtitle "with guest Sara Kim", then "Listen on Spotify and Apple Podcasts", dark purple background',
    duration: 7,
    texts: ['Episode 42: Building in Public', 'with guest Sara Kim', 'Listen on Spotify and Apple Podcasts'],
    blocks: [['Episode 42: Building in Public', 'with guest Sara Kim']],
  },
  {
    id: 'webinar',
    title: 'webinar invite (title, points, CTA)',
    prompt: 'Webinar invite: title "Scaling Your Startup" and subtitle "Free live webinar, Thursday 12 June at 5 pm", then three points: "Hiring your first ten"; "Raising a seed round"; "Finding product-market fit", finally "Register at growthlab.io", teal background',
    duration: 10,
    texts: ['Scaling Your Startup', 'Free live webinar, Thursday 12 June at 5 pm', 'Hiring your first ten', 'Raising a seed round', 'Finding product-market fit', 'Register at growthlab.io'],
    hero: 'Scaling Your Startup',
    blocks: [['Scaling Your Startup', 'Free live webinar, Thursday 12 June at 5 pm']],
  },
  {
    id: 'recipe',
    title: 'recipe step (heading + body)',
    prompt: 'Recipe step 2: heading "Make the dough" and body text "Mix the flour with warm water, a pinch of salt and the yeast, then knead for ten minutes.", cream background, 6 seconds',
    texts: ['Make the dough', 'Mix the flour with warm water, a pinch of salt and the yeast, then knead for ten minutes.'],
    hero: 'Make the dough',
    blocks: [['Make the dough', 'Mix the flour with warm water, a pinch of salt and the yeast, then knead for ten minutes.']],
    colour: { word: 'cream', region: CORNER, range: { l: [0.88, 0.98], c: [0.01, 0.06], h: [70, 110] } },
  },
  {
    id: 'comparison',
    title: 'feature comparison (cards)',
    prompt: 'Product comparison: title "Basic vs Pro", then three features side by side: "10 GB storage", "Unlimited projects", "Priority support", navy background',
    duration: 7,
    texts: ['Basic vs Pro', '10 GB storage', 'Unlimited projects', 'Priority support'],
    hero: 'Basic vs Pro',
  },
  {
    id: 'hiring',
    title: 'hiring post 9:16',
    prompt: 'vertical: title "We are hiring!" and subtitle "Senior Backend Engineer, remote", then list "Node and TypeScript", "Kubernetes" and "A kind team", finally "Apply at acme.io/jobs", coral background',
    duration: 9,
    texts: ['We are hiring!', 'Senior Backend Engineer, remote', 'Node and TypeScript', 'Kubernetes', 'A kind team', 'Apply at acme.io/jobs'],
    blocks: [['We are hiring!', 'Senior Backend Engineer, remote']],
  },
  {
    id: 'birthday',
    title: 'birthday greeting 1:1',
    prompt: 'square: title "Happy Birthday, Mia!" and subtitle "Love from all of us", playful, pastel pink background, 5 seconds',
    texts: ['Happy Birthday, Mia!', 'Love from all of us'],
    hero: 'Happy Birthday, Mia!',
    blocks: [['Happy Birthday, Mia!', 'Love from all of us']],
  },
  {
    id: 'sale-countdown',
    title: 'sale countdown',
    prompt: 'title "Flash Sale ends in" at the top, countdown from 5, subtitle "Up to 70% off everything" at the bottom, red background',
    texts: ['Flash Sale ends in', 'Up to 70% off everything'],
  },
  {
    id: 'testimonial',
    title: 'testimonial over a photo',
    prompt: 'Testimonial: "Montage saved our team ten hours a week" — Priya Shah, Head of Marketing at Acme, over {photo} in the background, 6 seconds',
    texts: ['Montage saved our team ten hours a week', 'Priya Shah, Head of Marketing at Acme'],
    blocks: [['Montage saved our team ten hours a week', 'Priya Shah, Head of Marketing at Acme']],
    fullFrame: true,
  },
  {
    id: 'travel',
    title: 'travel montage 9:16',
    prompt: 'vertical travel montage: a slideshow of these three photos, 2 seconds each: {photo} {photo2} {photo3} with the captions "Reykjavik", "Lisbon", "Kyoto"',
    texts: ['Reykjavik', 'Lisbon', 'Kyoto'],
    fullFrame: true,
  },
  // type27: briefs for 9:16 (Reels, TikTok, Shorts) and 1:1 (Instagram posts) as people write them, for the type
  // sizes and line breaks across formats: a tip list, a quote, a sale, an announcement with a date, a stats slide,
  // a long title, words with accents, a title of one long word, a short title that must not break into three
  // lines, and cards in a square.
  {
    id: 'tips-9x16',
    title: 'tip list 9:16 (Reels)',
    prompt: 'Reels video: title "5 tips for better photos", then tips "Use natural light", "Clean your lens", "Follow the rule of thirds" and "Get closer" one at a time, mint background',
    duration: 9,
    texts: ['5 tips for better photos', 'Use natural light', 'Clean your lens', 'Follow the rule of thirds', 'Get closer'],
  },
  {
    id: 'quote-1x1',
    title: 'quote card 1:1',
    prompt: 'Instagram post: a quote "Simplicity is the ultimate sophistication" by Leonardo da Vinci, charcoal background, 6 seconds',
    texts: ['Simplicity is the ultimate sophistication', 'Leonardo da Vinci'],
    blocks: [['Simplicity is the ultimate sophistication', 'Leonardo da Vinci']],
    colour: { word: 'charcoal', region: CORNER, range: { l: [0.2, 0.45], c: [0, 0.04] } },
  },
  {
    id: 'sale-9x16',
    title: 'sale 9:16 (TikTok, bold)',
    prompt: 'TikTok ad: heading "Black Friday Sale" and subtitle "50% off everything this weekend", then "Shop now at lumen.store", bold, burgundy background',
    duration: 7,
    texts: ['Black Friday Sale', '50% off everything this weekend', 'Shop now at lumen.store'],
    hero: 'Black Friday Sale',
    blocks: [['Black Friday Sale', '50% off everything this weekend']],
    colour: { word: 'burgundy', region: CORNER, range: { l: [0.25, 0.5], c: [0.08, 0.2], h: [0, 30] } },
  },
  {
    id: 'opening-1x1',
    title: 'announcement with a date 1:1',
    prompt: 'Instagram post: heading "Grand Opening" and subtitle "Saturday 3 May at 10 am", then "Free coffee for the first 100 guests", peach background',
    duration: 7,
    texts: ['Grand Opening', 'Saturday 3 May at 10 am', 'Free coffee for the first 100 guests'],
    hero: 'Grand Opening',
    blocks: [['Grand Opening', 'Saturday 3 May at 10 am']],
  },
  {
    id: 'stats-9x16',
    title: 'stats slide 9:16 (counter under a title)',
    prompt: 'vertical: title "2024 in numbers" at the top, count up to 12,000 new members in 3 seconds, dark blue background, 6 seconds',
    texts: ['2024 in numbers', 'new members'],
  },
  {
    id: 'long-title-1x1',
    title: 'long title 1:1',
    prompt: 'square: title "Everything you need to know before buying your first electric car", navy background, 6 seconds',
    texts: ['Everything you need to know before buying your first electric car'],
  },
  {
    id: 'accents-9x16',
    title: 'French words with accents 9:16',
    prompt: 'Instagram reel: title "Café de Flore" and subtitle "Crème brûlée, pâtisserie et déjeuner à Saint-Germain", cream background, 5 seconds',
    texts: ['Café de Flore', 'Crème brûlée, pâtisserie et déjeuner à Saint-Germain'],
    hero: 'Café de Flore',
    blocks: [['Café de Flore', 'Crème brûlée, pâtisserie et déjeuner à Saint-Germain']],
  },
  {
    id: 'one-word-9x16',
    title: 'one long word 9:16',
    prompt: 'vertical: title "Unforgettable" and subtitle "Our summer in Portugal", deep blue background, 5 seconds',
    texts: ['Unforgettable', 'Our summer in Portugal'],
    hero: 'Unforgettable',
    blocks: [['Unforgettable', 'Our summer in Portugal']],
  },
  {
    id: 'future-9x16',
    title: 'short title 9:16 (two lines, not three)',
    prompt: 'YouTube Shorts: title "The future of work" and subtitle "Episode 3 of our tech series", 5 seconds',
    texts: ['The future of work', 'Episode 3 of our tech series'],
    hero: 'The future of work',
    blocks: [['The future of work', 'Episode 3 of our tech series']],
  },
  {
    id: 'cards-1x1',
    title: 'feature cards 1:1',
    prompt: 'Instagram post: title "Why choose us", then three features side by side: "Free delivery", "30-day returns", "24/7 support", navy background',
    duration: 7,
    texts: ['Why choose us', 'Free delivery', '30-day returns', '24/7 support'],
    hero: 'Why choose us',
  },
  {
    id: 'spanish-1x1',
    title: 'Spanish and German accents 1:1',
    prompt: 'square: heading "Señora Núñez’s Jalapeño Fiesta" and subtitle "Über-spicy tacos, every Friday", mustard background, 5 seconds',
    texts: ['Señora Núñez’s Jalapeño Fiesta', 'Über-spicy tacos, every Friday'],
    blocks: [['Señora Núñez’s Jalapeño Fiesta', 'Über-spicy tacos, every Friday']],
  },
  {
    id: 'members-1x1',
    title: 'counter under a title 1:1',
    prompt: 'Instagram post: heading "Our community", count up to 10,000 members, purple background, 5 seconds',
    texts: ['Our community', 'members'],
  },
];

// photo27: text over pictures and clips, as people write them with their own uploads (eleventh session).
BRIEFS.push(
  {
    id: 'property-tour',
    title: 'property tour (3 photos, price, CTA)',
    prompt: 'Property tour: {photo} full frame with "Lakeside Villa" and "5 beds · 4 baths · $1.2M", then {photo2} with "Open plan kitchen", then {photo3} with "Private garden", finally {photo} with "Book a viewing at lakeside.homes", crossfade between scenes',
    duration: 10,
    texts: ['Lakeside Villa', '5 beds · 4 baths · $1.2M', 'Open plan kitchen', 'Private garden', 'Book a viewing at lakeside.homes'],
    fullFrame: true,
  },
  {
    id: 'travel-reel',
    title: 'travel reel 9:16 (3 photos)',
    prompt: 'vertical reel for Instagram: {photo3} full frame with "Summer in Kyoto", then {photo} with "Temples at dawn", then {photo2} with "Street food nights", 9 seconds',
    duration: 9,
    texts: ['Summer in Kyoto', 'Temples at dawn', 'Street food nights'],
    fullFrame: true,
  },
  {
    id: 'product-price',
    title: 'product on a photo with a price',
    prompt: 'Product ad: title "Handmade Ceramic Mug" and subtitle "$24 · free shipping" over {photo2} in the background, 5 seconds',
    texts: ['Handmade Ceramic Mug', '$24 · free shipping'],
    blocks: [['Handmade Ceramic Mug', '$24 · free shipping']],
    fullFrame: true,
  },
  {
    id: 'team-photo',
    title: 'team photo with a name',
    prompt: '{photo} full frame, title "Meet the team", lower third: Sam Patel, Lead Engineer, 6 seconds',
    texts: ['Meet the team', 'Sam Patel', 'Lead Engineer'],
    fullFrame: true,
  },
  {
    id: 'clip-background',
    title: 'clip in the background with a title',
    prompt: '{clip} in the background with the title "Behind the Scenes" and subtitle "A day at our bakery", 5 seconds',
    texts: ['Behind the Scenes', 'A day at our bakery'],
    blocks: [['Behind the Scenes', 'A day at our bakery']],
    fullFrame: true,
  },
  {
    id: 'clip-vertical',
    title: 'landscape clip in 9:16 with a title',
    prompt: 'vertical for TikTok: {clip} full frame with "New drop this Friday", 5 seconds',
    texts: ['New drop this Friday'],
    fullFrame: true,
  },
  {
    id: 'before-after',
    title: 'before/after with a title',
    prompt: 'Kitchen makeover: before and after: {photo} and {photo2}, title "Kitchen makeover", 6 seconds',
    texts: ['Kitchen makeover', 'Before', 'After'],
  },
  {
    id: 'slideshow-square',
    title: 'photo slideshow 1:1 with captions',
    prompt: 'square slideshow of {photo}, {photo2} and {photo3}, 2 seconds each, with the captions "Day one", "The summit" and "Heading home"',
    texts: ['Day one', 'The summit', 'Heading home'],
    fullFrame: true,
  },
  {
    id: 'portrait-testimonial',
    title: 'testimonial over a portrait photo',
    prompt: 'Customer testimonial over {photo3} in the background: "The best coffee in town, hands down" by Leo Martin, regular since 2019, 6 seconds',
    texts: ['The best coffee in town, hands down', 'Leo Martin'],
    fullFrame: true,
  },
  {
    id: 'clip-square-lower-third',
    title: 'clip 1:1 with a lower third',
    prompt: 'square: {clip} full frame, lower third: Dr Amy Chen, Marine Biologist, 5 seconds',
    texts: ['Amy Chen', 'Marine Biologist'],
    fullFrame: true,
  },
);

// Twelfth session: briefs typed the way people type them into a template tool, with no knowledge of the README's
// vocabulary: run first without any change made for them, to find what an unseen brief still gets wrong.
BRIEFS.push(
  {
    id: 'yoga-9x16',
    title: 'yoga studio reel 9:16',
    prompt: 'Instagram reel for our yoga studio. Big title "Morning Flow", underneath "Every Saturday 9am · All levels welcome". Blush pink background, calm.',
    texts: ['Morning Flow', 'Every Saturday 9am · All levels welcome'],
    hero: 'Morning Flow',
    blocks: [['Morning Flow', 'Every Saturday 9am · All levels welcome']],
    colour: { word: 'blush pink', region: CORNER, range: { l: [0.72, 0.92], c: [0.03, 0.11], h: [345, 40] } },
  },
  {
    id: 'stat-1x1',
    title: 'one big stat 1:1',
    prompt: 'square post: "87%" really big in the middle with "of our customers would recommend us" below it, forest green background',
    texts: ['87%', 'of our customers would recommend us'],
    blocks: [['87%', 'of our customers would recommend us']],
    colour: { word: 'forest green', region: CORNER, range: { l: [0.28, 0.58], c: [0.06, 0.19], h: [125, 160] } },
  },
  {
    id: 'features-16x9',
    title: 'three app features, one per slide',
    prompt: 'Three features of our app, one per slide: "Track your habits", "Set daily goals", "See your progress". Midnight blue background, modern look, 9 seconds.',
    duration: 9,
    texts: ['Track your habits', 'Set daily goals', 'See your progress'],
    colour: { word: 'midnight blue', region: CORNER, range: { l: [0.12, 0.36], c: [0.03, 0.18], h: [245, 290] } },
  },
  {
    id: 'quote-9x16',
    title: 'quote card 9:16',
    prompt: 'vertical quote card — "Simplicity is the ultimate sophistication" — Leonardo da Vinci, olive background, elegant',
    texts: ['Simplicity is the ultimate sophistication', 'Leonardo da Vinci'],
    blocks: [['Simplicity is the ultimate sophistication', 'Leonardo da Vinci']],
    colour: { word: 'olive', region: CORNER, range: { l: [0.38, 0.66], c: [0.05, 0.15], h: [90, 130] } },
  },
  {
    id: 'money-tips-1x1',
    title: 'five tips, square',
    prompt: '5 tips for saving money: "Cook at home", "Cancel unused subscriptions", "Buy in bulk", "Track every expense", "Automate your savings". Square format, sand colored background.',
    texts: ['Cook at home', 'Cancel unused subscriptions', 'Buy in bulk', 'Track every expense', 'Automate your savings'],
    colour: { word: 'sand', region: CORNER, range: { l: [0.68, 0.9], c: [0.025, 0.1], h: [65, 105] } },
  },
  {
    id: 'steps-chart-9x16',
    title: 'bar chart 9:16',
    prompt: 'TikTok video: bar chart of my steps this week, Mon 6000, Tue 8500, Wed 7200, Thu 9100, Fri 10400, mint background',
    texts: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'],
    colour: { word: 'mint', region: CORNER, range: { l: [0.8, 0.96], c: [0.04, 0.14], h: [145, 185] } },
  },
  {
    id: 'drop-countdown-9x16',
    title: 'countdown then reveal 9:16',
    prompt: 'vertical: countdown from 3 then "The drop is live!" in neon green on black',
    texts: ['The drop is live!'],
  },
  {
    id: 'channel-intro',
    title: 'YouTube channel intro',
    prompt: 'YouTube intro for my channel "Cooking with Sam" with the tagline "Easy meals in 15 minutes", rust orange background, 4 seconds',
    texts: ['Cooking with Sam', 'Easy meals in 15 minutes'],
    hero: 'Cooking with Sam',
    blocks: [['Cooking with Sam', 'Easy meals in 15 minutes']],
    colour: { word: 'rust orange', region: CORNER, range: { l: [0.45, 0.66], c: [0.1, 0.2], h: [30, 60] } },
  },
  {
    id: 'photo-quote-1x1',
    title: 'quote over a photo 1:1',
    prompt: 'square: {photo} as the background with the quote "Travel is the only thing you buy that makes you richer"',
    texts: ['Travel is the only thing you buy that makes you richer'],
    fullFrame: true,
  },
  {
    id: 'hiring-9x16',
    title: 'job post 9:16',
    prompt: 'Story for LinkedIn and Instagram: "We\'re hiring!" then "Senior Backend Engineer" and "Remote · Full-time", charcoal background',
    texts: ["We're hiring!", 'Senior Backend Engineer', 'Remote · Full-time'],
    colour: { word: 'charcoal', region: CORNER, range: { l: [0.2, 0.42], c: [0, 0.04] } },
  },
  {
    id: 'menu-board',
    title: 'café menu board',
    prompt: 'Menu board for the café: Espresso $3, Latte $4.50, Cold brew $5, Croissant $3.50. Dark brown background, classic.',
    texts: ['Espresso', 'Latte', 'Cold brew', 'Croissant'],
    colour: { word: 'dark brown', region: CORNER, range: { l: [0.2, 0.42], c: [0.03, 0.1], h: [35, 75] } },
  },
  {
    id: 'class-clip-9x16',
    title: 'fitness class over a clip 9:16',
    prompt: 'vertical: {clip} in the background, title "HIIT Class" and "Mondays 6pm · Studio B"',
    texts: ['HIIT Class', 'Mondays 6pm · Studio B'],
    blocks: [['HIIT Class', 'Mondays 6pm · Studio B']],
    fullFrame: true,
  },
  {
    id: 'growth-line-1x1',
    title: 'line chart 1:1',
    prompt: 'square line chart of newsletter subscribers: Jan 1200, Feb 1900, Mar 2600, Apr 3900, May 5200. Peach background.',
    texts: ['Jan', 'Feb', 'Mar', 'Apr', 'May'],
    colour: { word: 'peach', region: CORNER, range: { l: [0.78, 0.95], c: [0.04, 0.12], h: [40, 80] } },
  },
  {
    id: 'outro-16x9',
    title: 'end card with confetti',
    prompt: 'End card: "Thanks for watching!" and "Subscribe for more", with confetti, burgundy background, 5 seconds',
    texts: ['Thanks for watching!', 'Subscribe for more'],
    blocks: [['Thanks for watching!', 'Subscribe for more']],
    colour: { word: 'burgundy', region: CORNER, range: { l: [0.25, 0.46], c: [0.08, 0.19], h: [355, 30] } },
  },
  {
    id: 'open-house-9x16',
    title: 'open house 9:16 over photos',
    prompt: 'Open house this Sunday! Vertical video: {photo} with "Open House", then {photo2} with "Sunday 1–4 pm", then "14 Elm Street", lavender background for the last slide',
    texts: ['Open House', 'Sunday 1–4 pm', '14 Elm Street'],
  },
);

// layout27: blocks over pictures in 9:16 and 1:1 (a quote and its attribution a block gap apart wherever they are),
// a subtitle under a one-word title on its own measure, and titles whose line breaks a designer would choose.
BRIEFS.push(
  {
    id: 'testimonial-9x16',
    title: 'testimonial over a photo 9:16',
    prompt: 'Instagram story: customer testimonial "The best coffee in town, hands down" by Leo Martin, regular since 2019, over {photo3} in the background, 6 seconds',
    texts: ['The best coffee in town, hands down', 'Leo Martin, regular since 2019'],
    blocks: [['The best coffee in town, hands down', 'Leo Martin, regular since 2019']],
    fullFrame: true,
  },
  {
    id: 'product-1x1',
    title: 'product title and subtitle over a photo 1:1',
    prompt: 'square Instagram post: title "Handmade Ceramic Mug" and subtitle "$24 · free shipping" over {photo2} in the background, 5 seconds',
    texts: ['Handmade Ceramic Mug', '$24 · free shipping'],
    blocks: [['Handmade Ceramic Mug', '$24 · free shipping']],
    fullFrame: true,
  },
  {
    id: 'podcast-9x16',
    title: 'podcast episode 9:16 (a numbered title)',
    prompt: 'YouTube Shorts: heading "Episode 42: Building in Public" and subtitle "with guest Sara Kim", then "Listen on Spotify and Apple Podcasts", dark purple background',
    duration: 7,
    texts: ['Episode 42: Building in Public', 'with guest Sara Kim', 'Listen on Spotify and Apple Podcasts'],
    blocks: [['Episode 42: Building in Public', 'with guest Sara Kim']],
  },
  {
    id: 'event-9x16',
    title: 'event 9:16 with a call to action',
    prompt: 'Instagram reel: heading "Summer Jazz Night" and subtitle "Friday 14 June, 8 pm at the Riverside Hall", then "Tickets at jazznight.org", deep purple background',
    duration: 7,
    texts: ['Summer Jazz Night', 'Friday 14 June, 8 pm at the Riverside Hall', 'Tickets at jazznight.org'],
    blocks: [['Summer Jazz Night', 'Friday 14 June, 8 pm at the Riverside Hall']],
  },
  {
    id: 'lower-third-accent',
    title: 'lower third over a photo in the accent the brief asked for',
    prompt: '{photo} full frame, title "Meet the team", lower third: Sam Patel, Lead Engineer, gold accents, 6 seconds',
    texts: ['Meet the team', 'Sam Patel', 'Lead Engineer'],
    fullFrame: true,
  },
);

// Twelfth session, second batch: the everyday kinds again, worded differently, run before any change.
BRIEFS.push(
  {
    id: 'nimbus-launch',
    title: 'launch with a tagline, dark mode',
    prompt: 'Launch video for "Nimbus Pro" with the tagline "Cloud storage that just works". Dark mode, sleek and minimal.',
    texts: ['Nimbus Pro', 'Cloud storage that just works'],
    hero: 'Nimbus Pro',
    blocks: [['Nimbus Pro', 'Cloud storage that just works']],
  },
  {
    id: 'bakery-promo',
    title: 'bakery promo, pastel',
    prompt: 'A promo for Luna Bakery: "Fresh bread daily" then "Open 7am to 3pm", pastel yellow background, friendly',
    duration: 6,
    texts: ['Fresh bread daily', 'Open 7am to 3pm'],
    colour: { word: 'pastel yellow', region: CORNER, range: { l: [0.85, 0.98], c: [0.03, 0.12], h: [85, 115] } },
  },
  {
    id: 'vaccine-steps',
    title: 'explainer in three steps',
    prompt: 'explain how vaccines work in 3 steps: "Your body meets a harmless piece of the virus", "It learns to make antibodies", "It remembers, ready for the real thing"',
    texts: ['Your body meets a harmless piece of the virus', 'It learns to make antibodies', 'It remembers, ready for the real thing'],
  },
  {
    id: 'budget-pie',
    title: 'pie chart',
    prompt: 'pie chart of our monthly budget: Rent 40%, Food 25%, Transport 15%, Fun 20%, white background',
    texts: ['Rent', 'Food', 'Transport', 'Fun'],
  },
  {
    id: 'jobs-quote',
    title: 'quote card, black and white',
    prompt: 'Quote: "Stay hungry, stay foolish" - Steve Jobs. Black and white.',
    texts: ['Stay hungry, stay foolish', 'Steve Jobs'],
    blocks: [['Stay hungry, stay foolish', 'Steve Jobs']],
  },
  {
    id: 'bike-howto',
    title: 'how-to with a name tag',
    prompt: 'How-to video: "Changing a bike tire" with a name tag for Tom Berg, Mechanic. Orange background.',
    texts: ['Changing a bike tire', 'Tom Berg', 'Mechanic'],
    colour: { word: 'orange', region: CORNER, range: { l: [0.6, 0.82], c: [0.12, 0.22], h: [40, 68] } },
  },
  {
    id: 'downloads-counter',
    title: 'counter to a million',
    prompt: 'Counter from 0 to 1,000,000 downloads, with "Thank you!" underneath, purple gradient',
    texts: ['downloads', 'Thank you!'],
  },
  {
    id: 'save-the-date',
    title: 'save the date, elegant',
    prompt: 'Save the date: "Emma & Noah", "June 21, 2027", "Lake Como, Italy". Elegant, ivory background, gold accents.',
    texts: ['Emma & Noah', 'June 21, 2027', 'Lake Como, Italy'],
    colour: { word: 'ivory', region: CORNER, range: { l: [0.93, 1], c: [0, 0.05] } },
  },
  {
    id: 'loft-listing',
    title: 'listing over photos',
    prompt: 'real estate listing: {photo} "Modern loft downtown", then {photo2} "2 bed, 1 bath, rooftop terrace", then "$450,000 · Call Jess on 555 0199"',
    duration: 9,
    texts: ['Modern loft downtown', '2 bed, 1 bath, rooftop terrace', '$450,000'],
  },
  {
    id: 'halloween-title',
    title: 'seasonal title',
    prompt: 'Halloween sale title "Spooky Sale" with "Everything 31% off" in orange and black, 5 seconds',
    texts: ['Spooky Sale', 'Everything 31% off'],
    hero: 'Spooky Sale',
    blocks: [['Spooky Sale', 'Everything 31% off']],
  },
  {
    id: 'regions-bars',
    title: 'horizontal bar chart',
    prompt: 'A horizontal bar chart comparing sales by region: North 120, South 95, East 140, West 80 (in thousands), navy background',
    texts: ['North', 'South', 'East', 'West'],
  },
  {
    id: 'reel-voiceover',
    title: '9:16 reel with a voiceover',
    prompt: 'Instagram reel with a voiceover saying "Five minutes a day is all it takes. Start today." Show "5 minutes a day" then "Start today", captions on',
    texts: ['5 minutes a day', 'Start today'],
  },
);

// scope27: briefs typed as people type them into Canva or CapCut, without Montage's vocabulary: unquoted sentences of
// content in a quoted brief, a tips list and a menu with no quotes, copy before a countdown, designers' colour words.
BRIEFS.push(
  {
    id: 'explainer-sentences',
    title: 'explainer with its facts as sentences',
    prompt: 'Explainer titled "Why sleep matters". Adults need 7 to 9 hours a night. Sleep clears waste from the brain. End with "Sleep well tonight". Use a calm blue background.',
    texts: ['Why sleep matters', 'Adults need 7 to 9 hours a night', 'Sleep clears waste from the brain', 'Sleep well tonight'],
    hero: 'Why sleep matters',
  },
  {
    id: 'tips-unquoted-9x16',
    title: 'tips list 9:16, no quotes, midnight blue',
    prompt: '5 tips for better sleep: no screens after 10pm, keep your room cool, same bedtime every day, no caffeine after 2pm, get morning light. Vertical, midnight blue',
    texts: ['5 tips for better sleep', 'no screens after 10pm', 'keep your room cool', 'same bedtime every day', 'no caffeine after 2pm', 'get morning light'],
    colour: { word: 'midnight blue', region: CORNER, range: { l: [0.18, 0.4], c: [0.06, 0.2], h: [250, 295] } },
  },
  {
    id: 'sale-copy-countdown',
    title: 'sale copy, countdown, call 9:16',
    prompt: 'Black Friday sale! Up to 60% off everything. Countdown from 5 then "Shop now". Black and gold, 9:16',
    texts: ['Black Friday sale!', 'Up to 60% off everything', 'Shop now'],
    blocks: [['Black Friday sale!', 'Up to 60% off everything']],
  },
  {
    id: 'menu-priced-square',
    title: 'priced menu 1:1, no quotes, terracotta',
    prompt: 'Thanksgiving menu: roast turkey $28, pumpkin soup $9, pecan pie $7. Warm terracotta background, square',
    texts: ['Thanksgiving menu', 'roast turkey $28', 'pumpkin soup $9', 'pecan pie $7'],
    colour: { word: 'terracotta', region: CORNER, range: { l: [0.45, 0.68], c: [0.09, 0.19], h: [25, 60] } },
  },
  {
    id: 'yoga-story-forest',
    title: 'yoga class story, forest green and cream',
    prompt: 'Instagram story for our yoga studio. "Sunrise Flow" every Saturday 7am. Forest green background with cream text. Add a little sparkle',
    texts: ['Sunrise Flow', 'Every Saturday 7am'],
    hero: 'Sunrise Flow',
    blocks: [['Sunrise Flow', 'Every Saturday 7am']],
    colour: { word: 'forest green', region: CORNER, range: { l: [0.3, 0.62], c: [0.08, 0.2], h: [125, 160] } },
  },
  {
    id: 'launch-blush-square',
    title: 'shop opening 1:1, blush pink and gold',
    prompt: 'Square post: "Blush & Co" opens March 3. Blush pink background, gold accents, elegant',
    texts: ['Blush & Co', 'Opens March 3'],
    hero: 'Blush & Co',
    blocks: [['Blush & Co', 'Opens March 3']],
    colour: { word: 'blush pink', region: CORNER, range: { l: [0.72, 0.9], c: [0.03, 0.1], h: [350, 40] } },
  },
  {
    id: 'listing-phone-olive',
    title: 'property listing with a phone number, olive',
    prompt: 'Real estate listing: "12 Harbour View" - 3 beds, 2 baths, sea views. "$850,000". Then "Book a viewing" with the phone number 555-0134. Olive and white',
    texts: ['12 Harbour View', '3 beds, 2 baths, sea views', '$850,000', 'Book a viewing', '555-0134'],
    colour: { word: 'olive', region: CORNER, range: { l: [0.45, 0.65], c: [0.08, 0.16], h: [95, 125] } },
  },
  {
    id: 'quote-proverb-sand',
    title: 'proverb quote 1:1 on sand, dark brown text',
    prompt: 'Quote of the day: "The best time to plant a tree was 20 years ago. The second best time is now." - Chinese proverb. Sand background, dark brown text, 1:1',
    texts: ['The best time to plant a tree was 20 years ago.', 'The second best time is now.', 'Chinese proverb'],
    colour: { word: 'sand', region: CORNER, range: { l: [0.75, 0.9], c: [0.02, 0.08], h: [60, 100] } },
  },
);

// Twelfth session, third batch: pictures, clips, a logo and narration, worded as people write them.
BRIEFS.push(
  {
    id: 'zoom-in-9x16',
    title: 'slow zoom in, 9:16',
    prompt: 'vertical: {marker} slowly zooming in, 6 seconds',
    texts: [],
    fullFrame: true,
    kenBurns: 'in',
  },
  {
    id: 'pan-title',
    title: 'pan with a title',
    prompt: '{marker} panning from left to right with the title "The Coast", 6 seconds',
    texts: ['The Coast'],
    // A pan keeps its scale: the instrument's marker tracking measures zooms, so only the cover is checked.
    fullFrame: true,
  },
  {
    id: 'opening-photo-9x16',
    title: 'photo on top, text below, 9:16',
    prompt: 'vertical: {photo} on top, "Grand Opening" and "Saturday 10am" below it',
    texts: ['Grand Opening', 'Saturday 10am'],
    blocks: [['Grand Opening', 'Saturday 10am']],
  },
  {
    id: 'founder-clip-9x16',
    title: 'clip with a lower third, 9:16',
    prompt: 'TikTok: {clip} full screen, lower third: Mia Wong, Founder',
    texts: ['Mia Wong', 'Founder'],
    fullFrame: true,
  },
  {
    id: 'trip-slideshow',
    title: 'slideshow with captions, 16:9',
    prompt: 'slideshow of {photo}, {photo2} and {photo3} with a slow zoom on each, 3 seconds each, captions "Arrival", "The market" and "Sunset"',
    texts: ['Arrival', 'The market', 'Sunset'],
    fullFrame: true,
  },
  {
    id: 'logo-intro',
    title: 'logo intro',
    prompt: '{logo} in the centre on a white background, then "Acme Studios" and "Since 1998"',
    texts: ['Acme Studios', 'Since 1998'],
    colour: { word: 'white', region: CORNER, range: { l: [0.9, 1], c: [0, 0.03] } },
  },
  {
    id: 'solar-narration',
    title: 'explainer with narration and captions',
    prompt: 'Explainer with narration: "Solar panels turn sunlight into electricity. An inverter makes it usable at home." Show "Solar 101" as the title. Captions on. Teal background.',
    texts: ['Solar 101'],
    colour: { word: 'teal', region: CORNER, range: { l: [0.35, 0.62], c: [0.06, 0.14], h: [170, 215] } },
  },
);
