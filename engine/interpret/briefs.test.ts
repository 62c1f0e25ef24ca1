import { describe, expect, it } from '@jest/globals';
import { AUD, IMG, layersOf, read, textsOf, VID } from './testing.js';

/* Briefs as people write them, where a scene's pieces are read across sentences (index.ts). */

const url = (id: string) => `https://montage.example.com/api/v1/assets/${id}/content`;

describe('briefs as people write them', () => {
  it('"start with the title over <picture>" puts the title said before over that picture', () => {
    const { document, summary } = read(`Create a 15-second promo for our yoga studio "Flow & Breathe". Start with the title over ${url(IMG)}, then list three classes: Vinyasa, Yin, Power. End with "Book your first class free" and the website flowbreathe.com.`);
    expect(document.scenes).toHaveLength(3);
    expect(layersOf(document, 0, 'media')).toHaveLength(1);
    expect(textsOf(document, 0)).toEqual(['heading:Flow & Breathe']);
    expect(layersOf(document, 1, 'list')[0]!.items).toEqual(['Vinyasa', 'Yin', 'Power']);
    expect(textsOf(document, 2)).toEqual(['heading:Book your first class free', 'subtitle:flowbreathe.com']);
    expect(summary).not.toMatch(/did not understand|no scene was made/);
  });

  it.each([
    ['"Book now" and visit flowbreathe.com', 'flowbreathe.com'],
    ['Title "Summer sale", website www.shop.com', 'www.shop.com'],
    ['"Follow us" @montage_video', '@montage_video'],
    ['"Write to us" hello@acme.io', 'hello@acme.io'],
  ])('%s: the address is shown under the title, never dropped', (prompt, shown) => {
    expect(textsOf(read(prompt).document)[1]).toBe(`subtitle:${shown}`);
  });

  it('a link to a file elsewhere is no address to show (it is named back, never fetched)', () => {
    const r = read('"Watch" https://example.com/video.mp4');
    expect(textsOf(r.document)).toEqual(['heading:Watch']);
    expect(r.summary).toMatch(/ignored https:\/\/example\.com\/video\.mp4/);
  });
});

describe('an asset URL written without its host', () => {
  it('is the asset, and its path is no words left over', () => {
    const r = read(`"Hi" over /api/v1/assets/${IMG}/content`);
    expect(layersOf(r.document, 0, 'media')[0]).toMatchObject({ assetId: IMG });
    expect(r.summary).not.toMatch(/did not understand/);
  });
});

describe('briefs as people write them: steps, menus, lower thirds, details, counts, stats', () => {
  it('"Step 1: … Step 2: …" is a numbered list, and a bare "with narration" reads the screen', () => {
    const { document } = read('Explainer: "How solar panels work". Step 1: sunlight hits the panel. Step 2: cells create electricity. Step 3: an inverter converts it for your home. Clean blue style, with narration.');
    expect(layersOf(document, 0, 'list')[0]).toMatchObject({ numbered: true, items: ['Sunlight hits the panel', 'Cells create electricity', 'An inverter converts it for your home'] });
    expect(document.narration?.text).toBe('How solar panels work. Sunlight hits the panel. Cells create electricity. An inverter converts it for your home.');
  });

  it('a menu with prices is a list', () => {
    expect(layersOf(read('"Morning Brew Café". Show our menu: Espresso $3, Latte $4.50, Croissant $3.50.').document, 0, 'list')[0]!.items).toEqual(['Espresso $3', 'Latte $4.50', 'Croissant $3.50']);
  });

  it('a lower third "for the instructor, Maria Lopez, Senior Designer" names Maria Lopez', () => {
    expect(textsOf(read('"Photoshop basics" with a lower third for the instructor, Maria Lopez, Senior Designer.').document)).toEqual(['heading:Photoshop basics', 'name:Maria Lopez', 'role:Senior Designer']);
  });

  it('details after a dash are no author: ""123 Ocean Drive" — 4 beds, 3 baths" is a title and its details', () => {
    const texts = textsOf(read('"123 Ocean Drive" — 4 beds, 3 baths, 2,500 sq ft').document);
    expect(texts[0]).toBe('heading:123 Ocean Drive');
    expect(texts.some((t) => t.startsWith('quote:'))).toBe(false);
    expect(textsOf(read('"Stay hungry" — Steve Jobs').document)).toEqual(['quote:Stay hungry', 'attribution:Steve Jobs']);
  });

  it('"1 million downloads! Make the number count up" counts up to the number said before', () => {
    const r = read('Our milestone: 1 million downloads! Make the number count up');
    expect(layersOf(r.document, 0, 'counter')[0]).toMatchObject({ from: 0, to: 1_000_000, suffix: ' downloads' });
    expect(r.summary).not.toMatch(/did not understand/);
  });

  it('"Each stat on its own slide" after the quoted stats: one scene each', () => {
    const { document } = read('Year in review: "12 new hires", "3 offices", "98% satisfaction". Each stat on its own slide.');
    expect(document.scenes.map((_, i) => textsOf(document, i))).toEqual([['heading:12 new hires'], ['heading:3 offices'], ['heading:98% satisfaction']]);
  });
});

describe('what a brief says about its look, after its content', () => {
  it('a closing background after a list of plain items styles the video and is no item', () => {
    const { document } = read('A café promo: title "Bean There", then our menu: Espresso $3, Latte $4, Cappuccino $4.50, warm cream background');
    expect(layersOf(document, 1, 'list')[0]!.items).toEqual(['Espresso $3', 'Latte $4', 'Cappuccino $4.50']);
    expect(document.background).toMatchObject({ type: 'solid' });
  });

  it.each([
    ['Our menu: Espresso $3, Latte $4 and Mocha $5, elegant style', ['Espresso $3', 'Latte $4', 'Mocha $5'], 'elegant'],
    ['three tips: sleep, water, walks, dark green theme', ['sleep', 'water', 'walks'], undefined],
  ])('%s: the style clause is read as style', (prompt, items, theme) => {
    const { document } = read(prompt);
    expect(layersOf(document, 0, 'list')[0]!.items).toEqual(items);
    if (theme) expect(document.theme).toBe(theme);
    else expect(document.background).toMatchObject({ type: 'solid' });
  });

  it('"clean blue style" is the minimal theme on a blue ground, not grey', () => {
    const { document, summary } = read('Title "Acme Cloud" with subtitle "Deploy in seconds", clean blue style');
    expect(document.theme).toBe('minimal');
    expect(document.background).toEqual({ type: 'solid', colour: '#1d4ed8' });
    expect(summary).toMatch(/blue background/);
  });

  it('a zoom said after a title over a picture moves the picture; the title keeps its fade', () => {
    const { document } = read(`"Our new home" over ${url(IMG)}, zooming out`);
    expect(layersOf(document, 0, 'media')[0]!.kenBurns).toBe('zoom-out');
    expect(layersOf(document, 0, 'text')[0]!.animation.in).toBe('fade');
    const panned = read(`"Our new home" over ${url(IMG)}, slowly panning left`).document;
    expect(layersOf(panned, 0, 'media')[0]!.kenBurns).toBe('pan-left');
    const zoomed = read(`"Our new home" over ${url(IMG)}, zooming in`).document;
    expect(layersOf(zoomed, 0, 'text')[0]!.animation.in).toBe('fade');
  });
});

describe('three quotes that are a name, a date and a place', () => {
  it.each([
    ['Save the date: "Anna & Tom", "June 14, 2027", "Lake Como"', ['heading:Anna & Tom', 'subtitle:June 14, 2027', 'body:Lake Como']],
    ['"Jazz Night", "Friday 8 pm", "Blue Room"', ['heading:Jazz Night', 'subtitle:Friday 8 pm', 'body:Blue Room']],
  ])('%s is an event card, not a list', (prompt, texts) => {
    const { document } = read(prompt);
    expect(layersOf(document, 0, 'list')).toHaveLength(0);
    expect(textsOf(document)).toEqual(texts);
  });

  it.each(['"Mon", "Wed", "Fri"', '"Plan", "Build", "Launch"'])('%s stays a list', (prompt) => {
    expect(layersOf(read(prompt).document, 0, 'list')).toHaveLength(1);
  });
});

describe('how loud the music is', () => {
  const music = url(AUD);
  it.each([
    [`Title "Focus" with ${music} playing quietly in the background`, -10],
    [`Title "Focus", quiet background music ${music}`, -10],
    [`Title "X" with ${music}. Turn the music down`, -10],
    [`Title "X" with ${music} very quietly`, -18],
  ])('%s', (prompt, volume) => {
    const { document, summary } = read(prompt);
    expect(document.soundtrack?.volume).toBe(volume);
    expect(summary).toMatch(new RegExp(`music ${-volume} dB quieter`));
  });

  it('"soft music" is a kind of music, and ducking under the voice is no volume', () => {
    expect(read(`Title "X" with soft music ${music}`).document.soundtrack?.volume).toBeUndefined();
    const ducked = read(`Title "X" with music ${music}, keep the music low under the voice, narrate: "Hi there"`).document;
    expect(ducked.soundtrack).toMatchObject({ duck: true });
    expect(ducked.soundtrack?.volume).toBeUndefined();
  });

  it('an edit turns it back up, and quieter music without music says so', () => {
    const quiet = read(`Title "X" with ${music} playing quietly`).document;
    expect(read('turn the music back up', quiet).document.soundtrack?.volume).toBeUndefined();
    expect(read('Title "X", quiet background music').summary).toMatch(/no music to make quieter/);
  });
});

describe('texts in single quotes', () => {
  it('captions in single quotes land on their slides', () => {
    const photos = [url(IMG), url(IMG), url(IMG)].join(' ');
    const { document } = read(`Real estate: 3 photos ${photos}, 2 seconds each, captions 'Living room', 'Kitchen', 'Garden', and end with "Call 555-0199"`);
    expect(document.scenes.map((_, i) => textsOf(document, i))).toEqual([['caption:Living room'], ['caption:Kitchen'], ['caption:Garden'], ['heading:Call 555-0199']]);
  });

  it.each([
    ["title 'Hello world', it's my mom's birthday", ['heading:Hello world']],
    ["the kids' toys and 'Fun' things", ['heading:Fun']],
    ['"Here\'s to \'us\'" in big letters', ["heading:Here's to 'us'"]],
  ])('%s: an apostrophe is no quote, and a quote inside a double-quoted text stays in it', (prompt, texts) => {
    expect(textsOf(read(prompt).document)).toEqual(texts);
  });

  it('narration in single quotes is spoken, not shown', () => {
    const { document } = read("narrate: 'Welcome home' with title 'Home'");
    expect(document.narration?.text).toBe('Welcome home');
    expect(textsOf(document)).toEqual(['heading:Home']);
  });
});

describe('a brief with no quotes, told as steps', () => {
  it('keeps its title first, numbers whole, and "grows" is no entrance', () => {
    const { document } = read('An explainer: How compound interest works. First, you invest $1,000. Each year it grows by 7%. After 10 years you have $1,967.');
    expect(textsOf(document, 0)).toEqual(['heading:How compound interest works']);
    expect(textsOf(document, 1)).toEqual(['heading:You invest $1,000', 'subtitle:Each year it grows by 7%', 'body:After 10 years you have $1,967']);
  });

  it('"start with" still opens the video', () => {
    expect(textsOf(read('Title "Hello". Start with "Welcome"').document, 0)).toEqual(['heading:Welcome']);
  });
});

describe('stats given a slide each', () => {
  it('after them, in a sentence of its own: each stat is a counter, before the closing scene', () => {
    const { document } = read('Year in review 2025: 1.2M users, 40 countries, 98% satisfaction. Each stat on its own slide with a count up. End with "Here\'s to 2026"');
    expect(document.scenes).toHaveLength(4);
    expect([0, 1, 2].map((i) => layersOf(document, i, 'counter')[0])).toMatchObject([
      { to: 1.2, suffix: 'M users', decimals: 1 },
      { to: 40, suffix: ' countries' },
      { to: 98, suffix: '% satisfaction' },
    ]);
    expect(textsOf(document, 3)).toEqual(["heading:Here's to 2026"]);
  });

  it('before them, after a colon: "$4.5M" and "1,200" are whole items', () => {
    const { document } = read('each stat on its own slide: 12 new hires, 1,200 users, $4.5M raised. Then "Thanks"');
    expect([0, 1, 2].map((i) => layersOf(document, i, 'counter')[0])).toMatchObject([{ to: 12 }, { to: 1200 }, { to: 4.5, prefix: '$', suffix: 'M raised' }]);
  });

  it('words without a number stay titles (after the label, the opening title)', () => {
    const { document } = read('Our habits: wake early, read daily, walk. Each habit on its own slide.');
    expect(document.scenes.map((_, i) => textsOf(document, i))).toEqual([['heading:Our habits'], ['heading:Wake early'], ['heading:Read daily'], ['heading:Walk']]);
  });
});

describe('what a closing call says', () => {
  it.each([
    ['End with "Pre-order now" and the price $199', ['heading:Pre-order now', 'subtitle:$199']],
    ['End with "Shop now" for $49.99', ['heading:Shop now', 'subtitle:$49.99']],
    ['Title "Hi" for 5 seconds', ['heading:Hi']],
  ])('%s: a price said after the call is shown under it', (prompt, texts) => {
    expect(textsOf(read(prompt).document)).toEqual(texts);
  });

  it.each([
    ['Webinar invite: "Scaling Postgres", Thursday March 5 at 6pm CET, register at pgconf.dev', ['heading:Scaling Postgres', 'subtitle:Thursday March 5 at 6pm CET', 'body:Register at pgconf.dev']],
    ['"Summer Festival", 12–14 July at Riverside Park, tickets at fest.com', ['heading:Summer Festival', 'subtitle:12–14 July at Riverside Park', 'body:Tickets at fest.com']],
    ['End with "Shop now", order at acme.shop', ['heading:Shop now', 'subtitle:Order at acme.shop']],
  ])('%s: the date is the subtitle, and a call to act keeps its verb', (prompt, texts) => {
    expect(textsOf(read(prompt).document)).toEqual(texts);
  });

  it('"Blue corporate look" is the ground', () => {
    expect(read('Tutorial intro: title "Excel in 5 minutes", lower third with Sarah Kim, Data Analyst. Blue corporate look.').document.background).toEqual({ type: 'solid', colour: '#1d4ed8' });
  });
});

describe('montages, plans, palettes and shows', () => {
  it('a title said after all the clips of a montage opens it, on the first clip', () => {
    const clips = [url(VID), url(VID), url(VID)].join(' ');
    const { document } = read(`Travel montage of ${clips} with the title "Iceland 2025"`);
    expect(document.scenes.map((_, i) => textsOf(document, i))).toEqual([['heading:Iceland 2025'], [], []]);
  });

  it('a text said with each picture is its slide\'s title', () => {
    const { document } = read(`${url(IMG)} with "Kitchen", ${url(IMG)} with "Garden"`);
    expect(document.scenes.map((_, i) => textsOf(document, i))).toEqual([['heading:Kitchen'], ['heading:Garden']]);
  });

  it('plans compared side by side are cards', () => {
    const list = layersOf(read('Compare plans side by side: Basic $9/mo, Pro $19/mo, Team $49/mo').document, 0, 'list')[0]!;
    expect(list).toMatchObject({ items: ['Basic $9/mo', 'Pro $19/mo', 'Team $49/mo'], arrangement: 'columns' });
  });

  it('"Black and red, energetic, fast cuts." is the ground and the cuts', () => {
    const { document } = read('Gym promo for IronWorks: "No excuses", then "Join today", then "First month free". Black and red, energetic, fast cuts.');
    expect(document.background).toEqual({ type: 'solid', colour: '#000000' });
    expect(document.scenes[1]!.transition?.type).toBe('cut');
    expect(layersOf(read('a list: red and blue, green').document, 0, 'list')[0]!.items).toEqual(['red', 'blue', 'green']);
  });

  it('a podcast\'s guest and where to listen are shown', () => {
    const { document } = read('Podcast episode 42: "The future of AI" with guest Dr. Lisa Wong. Available on Spotify and Apple Podcasts.');
    expect(textsOf(document)).toEqual(['heading:The future of AI', 'subtitle:Episode 42 · with Dr. Lisa Wong', 'body:Available on Spotify and Apple Podcasts']);
    expect(textsOf(read('"New album" out now on Spotify').document)).toEqual(['heading:New album', 'subtitle:Out now on Spotify']);
    expect(textsOf(read('Title "Hello" with Music').document)).toEqual(['heading:Hello']);
  });
});

describe('an address said with a list and no title', () => {
  it('is a caption at the foot of the frame, not dropped', () => {
    const { document, summary } = read('Hiring post, vertical: "We are hiring", "Senior Designer", "Remote · Full-time", apply at acme.com/jobs');
    expect(layersOf(document, 0, 'list')[0]!.items).toHaveLength(3);
    expect(layersOf(document, 0, 'text')).toMatchObject([{ role: 'caption', text: 'Apply at acme.com/jobs', placement: 'bottom' }]);
    expect(summary).not.toMatch(/did not understand/);
  });
});

describe('the title of a brief with no quotes', () => {
  it('a sentence of its own before a list titles it', () => {
    const { document } = read('Recipe: Pancakes. Step 1: Mix flour, eggs and milk. Step 2: Heat the pan. Step 3: Flip when bubbly.');
    expect(textsOf(document)).toEqual(['heading:Pancakes']);
    expect(layersOf(document, 0, 'list')[0]!.items).toEqual(['Mix flour, eggs and milk', 'Heat the pan', 'Flip when bubbly']);
  });

  it('a label that is all its sentence says, before stats given a slide each, is the opening title', () => {
    const { document } = read('Year in review 2025: 1.2M users, 40 countries, 98% satisfaction. Each stat on its own slide.');
    expect(textsOf(document, 0)).toEqual(['heading:Year in review 2025']);
    expect(document.scenes.slice(1).map((s) => s.layers[0]!.type)).toEqual(['counter', 'counter', 'counter']);
  });

  it('a label before what the sentence says is still not shown', () => {
    expect(textsOf(read('Announcement: We are hiring! Senior Backend Engineer, remote, apply at jobs.acme.io').document)[0]).toBe('heading:We are hiring!');
  });
});

describe('numbered items written inline', () => {
  it('"1. Ship small. 2. Write things down. …" is a numbered list, and "small" in it is no size', () => {
    const { document } = read('Create a LinkedIn video: "5 lessons from 10 years in tech". 1. Ship small. 2. Write things down. 3. Hire for curiosity. 4. Sleep. 5. Stay humble. Professional navy style.');
    expect(textsOf(document)).toEqual(['heading:5 lessons from 10 years in tech']);
    expect(layersOf(document, 0, 'text')[0]!.size).toBeUndefined();
    expect(layersOf(document, 0, 'list')[0]).toMatchObject({ numbered: true, items: ['Ship small', 'Write things down', 'Hire for curiosity', 'Sleep', 'Stay humble'] });
  });

  it('a lone number before a full stop is none', () => {
    expect(layersOf(read('Revenue grew 1. Then "Hi"').document, 0, 'list')).toHaveLength(0);
  });
});

describe('quotes after a marker, then given a slide each', () => {
  it('split that scene at each quote', () => {
    const { document } = read('Year in review: title "2024 in numbers", then "12 new hires", "3 offices", "1 million users". Each stat on its own slide. navy to purple gradient');
    expect(document.scenes.map((_, i) => textsOf(document, i))).toEqual([['heading:2024 in numbers'], ['heading:12 new hires'], ['heading:3 offices'], ['heading:1 million users']]);
    expect(document.background).toMatchObject({ type: 'gradient' });
  });

  it('a list said with a marker stays a list', () => {
    const { document } = read('Intro "Hi", then a list of "X", "Y" and "Z", then "Bye"');
    expect(layersOf(document, 1, 'list')[0]!.items).toEqual(['X', 'Y', 'Z']);
  });
});

describe('accents', () => {
  it.each([
    ['Title "Grand Opening" on a navy background with gold accents.', '#1b2a4e', '#d4af37'],
    ['A launch video for "Nimbus", clean white style with electric blue accents.', '#ffffff', undefined],
    ['Title "Hi", accent colour: teal.', undefined, '#008080'],
    ['Title "Hi" with pops of coral.', undefined, '#ff7f50'],
    ['Brand colours navy and gold. Title "Q3 results".', '#1b2a4e', '#d4af37'],
    ['Black and red, energetic, fast cuts. "Go" then "Now".', '#000000', '#e0282e'],
  ])('%s', (prompt, ground, accent) => {
    const { document, summary } = read(prompt);
    if (ground) expect(document.background).toEqual({ type: 'solid', colour: ground });
    if (accent) expect(document.accent).toBe(accent);
    // Said, it is shown in the summary, and never taken for the ground.
    expect(document.accent).toBeDefined();
    expect(summary).toMatch(/ accents/);
    expect(document.background.type === 'solid' && document.background.colour).not.toBe(document.accent);
  });

  it('an electric blue is a saturated blue', () => {
    const accent = read('A launch video for "Nimbus", clean white style with electric blue accents.').document.accent!;
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(accent.slice(i, i + 2), 16));
    expect(b).toBeGreaterThan(200);
    expect(r!).toBeLessThan(120);
    expect(g!).toBeLessThan(160);
  });

  it('no accent said, none set', () => {
    expect(read('Title "Hi" on a navy background').document.accent).toBeUndefined();
  });
});

describe('a button alone', () => {
  it('is the scene’s subject: in the middle, unless a place or a title was said with it', () => {
    expect(layersOf(read('Then a button "Start free" linking to nimbus.app.').document, 0, 'button')[0]!.placement).toBe('center');
    expect(layersOf(read('Title "Hi". A button "Go" linking to x.com.').document, 0, 'button')[0]!.placement).toBe('bottom');
    expect(layersOf(read('A button "Go" at the bottom.').document, 0, 'button')[0]!.placement).toBe('bottom');
  });
});

describe('a listing’s facts in quotes', () => {
  it('an address, its details and a price are a card (title, details, price), not three points', () => {
    const { document } = read('Real estate listing: "123 Oak Street", "4 beds · 3 baths · 2,400 sq ft", "$849,000". Elegant style, navy and gold.');
    expect(textsOf(document)).toEqual(['heading:123 Oak Street', 'subtitle:4 beds · 3 baths · 2,400 sq ft', 'body:$849,000']);
    expect(layersOf(document, 0, 'list')).toHaveLength(0);
    // "navy and gold" after a comma: the ground and the accent.
    expect(document.background).toEqual({ type: 'solid', colour: '#1b2a4e' });
    expect(document.accent).toBe('#d4af37');
  });

  it('one price beside details too; a run of plans or of products stays a list', () => {
    expect(layersOf(read('Listing: "Sunny loft downtown", "2 beds", "$2,100/month".').document, 0, 'list')).toHaveLength(0);
    expect(layersOf(read('Our plans: "Basic $9", "Pro $19", "Team $49".').document, 0, 'list')[0]!.items).toHaveLength(3);
    expect(layersOf(read('Menu: "Espresso", "Latte", "Cappuccino".').document, 0, 'list')[0]!.items).toHaveLength(3);
  });

  it('two colours after a style word are the palette', () => {
    const { document } = read('Gym promo, bold black and yellow: "NEW YEAR NEW YOU", "50% off memberships".');
    expect(document.theme).toBe('bold');
    expect(document.accent).toBe('#ffd60a');
  });
});

describe('speakers and hosts', () => {
  it('"Speaker: Ana Lopez, CTO at DataCo" is a lower third whose role keeps its company; the call to act on a newer domain is shown', () => {
    const { document } = read('Announce our webinar "Scaling Postgres" on March 14 at 5pm CET. Speaker: Ana Lopez, CTO at DataCo. Register at pg.events/scale');
    expect(textsOf(document)).toEqual(['heading:Scaling Postgres', 'subtitle:March 14 at 5pm CET', 'body:Register at pg.events/scale', 'name:Ana Lopez', 'role:CTO at DataCo']);
  });

  it('"Host: …" too; a place after the role still ends it; "our host" in a sentence is no lower third', () => {
    expect(textsOf(read('Title "Cooking 101". Host: Marco Rossi, Chef.').document)).toEqual(['heading:Cooking 101', 'name:Marco Rossi', 'role:Chef']);
    expect(textsOf(read('Title "Hi", lower third: Jane Doe, CEO at the bottom.').document)).toContain('role:CEO');
    expect(textsOf(read('Our host is great. Title "Hi".').document)).toEqual(['heading:Hi']);
  });
});

describe('a series number before a title', () => {
  it('"Podcast episode 42:", "Episode 7 –" go in the title’s subtitle', () => {
    expect(textsOf(read('Podcast episode 42: "Building in public" with guest Sarah Chen.').document)).toEqual(['heading:Building in public', 'subtitle:Episode 42 · with Sarah Chen']);
    expect(textsOf(read('Episode 7 – "Why we sleep"').document)).toEqual(['heading:Why we sleep', 'subtitle:Episode 7']);
    expect(textsOf(read('Lesson 3: "Fractions", subtitle "Adding halves"').document)).toEqual(['heading:Fractions', 'subtitle:Adding halves']);
  });

  it('"dark moody style" is the mood’s ground', () => {
    expect(read('"Hi". Dark moody style.').document.background).toMatchObject({ type: 'solid' });
    const ground = read('"Hi". Dark moody style.').document.background;
    expect(ground.type === 'solid' && parseInt(ground.colour.slice(1, 3), 16)).toBeLessThan(0x30);
  });
});

describe('a call to act closing a run of quotes', () => {
  it('is no point of a list: two quotes before it are a title and its subtitle', () => {
    const { document } = read('Black Friday sale: "Up to 70% off", "This weekend only", "Shop now at style.co". Red and black, bold, fast.');
    expect(textsOf(document)).toEqual(['heading:Up to 70% off', 'subtitle:This weekend only', 'body:Shop now at style.co']);
    expect(layersOf(document, 0, 'list')).toHaveLength(0);
  });

  it('after three points, the list keeps the three and the call is shown on its own', () => {
    const { document } = read('Tips: "Drink water", "Sleep 8 hours", "Walk daily", "Visit mysite.com for more".');
    expect(layersOf(document, 0, 'list')[0]!.items).toEqual(['Drink water', 'Sleep 8 hours', 'Walk daily']);
    expect(textsOf(document).join()).toContain('Visit mysite.com for more');
  });

  it('a last point that is only an imperative stays a point', () => {
    expect(layersOf(read('Habits: "Read daily", "Wake early", "Follow your dreams".').document, 0, 'list')[0]!.items).toHaveLength(3);
  });
});

describe('plain items given a slide each after "then"', () => {
  it('"… then each habit on its own slide: Read daily, …" makes a slide of each, between the title and the end', () => {
    const { document } = read('TikTok video: "5 habits of rich people" then each habit on its own slide: Read daily, Wake early, Invest monthly, Network, Exercise. End with "Follow for more".');
    expect(document.scenes.map((_, i) => textsOf(document, i)[0])).toEqual(['heading:5 habits of rich people', 'heading:Read daily', 'heading:Wake early', 'heading:Invest monthly', 'heading:Network', 'heading:Exercise', 'heading:Follow for more']);
  });
});

describe('countdowns said by their length', () => {
  it.each([
    ['A 10 second countdown to the new year, then "Happy New Year 2027!" in gold on black.', 10],
    ['A 5-second countdown, then "Go!"', 5],
    ['A countdown of 3 seconds then "Launch"', 3],
  ])('%s', (prompt, from) => {
    const { document, summary } = read(prompt);
    expect(layersOf(document, 0, 'counter')[0]).toMatchObject({ from, to: 0, suffix: '' });
    expect(summary).toContain(`a countdown from ${from}`);
    // At its natural pace: a number a second, and the last one held.
    expect(document.scenes[0]!.duration).toBeGreaterThanOrEqual(from);
  });
});

describe('a style word that labels data', () => {
  it('"Fun 15%" in a chart is a bar, not the playful theme', () => {
    const { document } = read('Donut chart: Rent 40%, Food 25%, Savings 20%, Fun 15%, title "Where my money goes"');
    expect(document.theme).toBe('classic');
    expect(layersOf(document, 0, 'chart')[0]!.data.map((d) => d.label)).toEqual(['Rent', 'Food', 'Savings', 'Fun']);
  });
});

describe('testimonials and slideshow captions as people write them', () => {
  it('a testimonial whose quote follows a colon after its picture keeps its author and who they are', () => {
    const { document } = read(`Testimonial over ${url(IMG)} in the background: "Best coffee in town, every single morning" by Leo Martin, regular since 2019`);
    expect(textsOf(document)).toEqual(['quote:Best coffee in town, every single morning', 'attribution:Leo Martin, regular since 2019']);
    expect(textsOf(read('Testimonial: "Best coffee in town" by Leo Martin, a happy customer.').document)).toEqual(['quote:Best coffee in town', 'attribution:Leo Martin, a happy customer']);
    // A place said after the author is no role.
    expect(textsOf(read(`a quote: "Best coffee in town" by Leo Martin, over ${url(IMG)}`).document)).toEqual(['quote:Best coffee in town', 'attribution:Leo Martin']);
  });
});

describe('briefs without quotes, as people write them', () => {
  it('a request whose noun the format took keeps what it announces, and "Bright and fun." is style, not text', () => {
    const { document } = read('Create an Instagram story announcing our summer sale: 30% off all swimwear, ends Sunday. Bright and fun.');
    expect(document.scenes).toHaveLength(1);
    expect(textsOf(document)).toEqual(['heading:Our summer sale', 'subtitle:30% off all swimwear · ends Sunday']);
  });

  it('a sentence that is only a colour is the ground, never shown ("Warm brown.", "Calm sage green, …")', () => {
    const menu = read('Coffee shop menu board: Espresso $3, Latte $4.50, Cappuccino $4, Mocha $5. Warm brown.').document;
    expect(layersOf(menu, 0, 'list')[0]!.items).toEqual(['Espresso $3', 'Latte $4.50', 'Cappuccino $4', 'Mocha $5']);
    expect(textsOf(menu)).toEqual([]);
    expect(menu.background).toMatchObject({ type: 'solid' });
    expect(read('Make a 15s promo for my yoga studio. Calm sage green, show "Find your balance".').document.background).not.toEqual(read('"Find your balance"').document.background);
    // A colour among plain items is an item.
    expect(layersOf(read('Ingredients: flour, eggs, lime. Title "Pie".').document, 0, 'list')[0]!.items).toContain('lime');
  });

  it('"one per slide" and "black text" are how, not what', () => {
    const { document, summary } = read('Explain compound interest in 3 steps, one per slide. Minimal, white background, black text.');
    // The topic is the title, not the request; the steps, which no one wrote, are said to be missing, not made up.
    expect(textsOf(document)).toEqual(['heading:Compound interest']);
    expect(summary).toMatch(/the text of the 3 steps was not given/);
  });
});
