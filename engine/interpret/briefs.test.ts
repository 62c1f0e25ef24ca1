import { describe, expect, it } from '@jest/globals';
import { AUD, IMG, layersOf, read, textsOf } from './testing.js';

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
