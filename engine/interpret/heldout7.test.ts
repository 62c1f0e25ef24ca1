import { describe, expect, it } from '@jest/globals';
import { drawnStrings } from '../scene/drawn-strings.js';
import { read } from './testing.js';

const all = (doc: Parameters<typeof drawnStrings>[0]) => drawnStrings(doc).flat();
const texts = (prompt: string) => all(read(prompt).document);

/*
 * Rules read from the w26 blind batch (docs/prompt-generalisation.md, "Eighth round"), each tested in phrasings of
 * my own, including ones that must not trigger it.
 */

describe('a hello and thanks in another language, around the request', () => {
  it.each([
    ['Namaste. Title "Sharma Alterations". Dhanyavaad!', /namaste|dhanyavaad/i],
    ['Bonjour, title "Sports Day". Merci beaucoup.', /bonjour|merci/i],
    ['Hola! Title "Tacos Juan". Gracias', /hola|gracias/i],
  ])('%s is never drawn', (prompt, words) => {
    const drawn = texts(prompt);
    expect(drawn.join(' | ')).not.toMatch(words);
    expect(drawn.length).toBeGreaterThan(0);
  });

  it('inside the prompt, a foreign word is copy ("slides: Bonjour / Au revoir")', () => {
    expect(texts('2 slides, one phrase each: Bonjour / Au revoir.')).toEqual(['Bonjour', 'Au revoir']);
  });
});

describe('a metal named first in a pair of colours is the accent', () => {
  it.each(['gold and black colours', 'silver and navy colours'])('%s', (pair) => {
    const { document } = read(`Title "Gala". Elegant, ${pair}.`);
    expect(document.background).toMatchObject({ type: 'solid' });
    expect(document.background.type === 'solid' && document.background.colour).not.toBe(document.accent);
    expect(document.accent).toMatch(/^#(?:d4af37|c0c0c0|[0-9a-f]{6})$/);
    expect(document.background.type === 'solid' && /^#(?:d4af37|c0c0c0)$/.test(document.background.colour)).toBe(false);
  });

  it('"navy and gold colours" keeps navy as the ground', () => {
    expect(read('Title "Gala". navy and gold colours').document.accent).toBe('#d4af37');
  });
});

describe('several quotes with their authors, a card each', () => {
  const prompt = "Three reviews from customers:\n'Quick and tidy' - Mrs Khan, Leeds\n'Fair price' - Tom B\n'Lovely work' - Ruth";
  it('are three scenes, in order', () => {
    const { document } = read(prompt);
    expect(document.scenes.map((s) => all({ ...document, scenes: [s] }))).toEqual([['Quick and tidy', 'Mrs Khan, Leeds'], ['Fair price', 'Tom B'], ['Lovely work', 'Ruth']]);
  });

  it("\"put Ruth's one first, and take out Tom's\" moves and removes cards by their author", () => {
    const doc = read(prompt).document;
    const edited = read("put Ruth's one first, and take out Tom's", doc).document;
    expect(edited.scenes.map((s) => all({ ...edited, scenes: [s] })[0])).toEqual(['Lovely work', 'Quick and tidy']);
  });
});

describe('what a video is made for, by name', () => {
  it('"a quick ad for Kemal\'s Barber Shop" shows the name', () => {
    expect(texts("Need a quick ad for Kemal's Barber Shop. Two reviews:\n'Great cut, every time' - Ali\n'Friendly and quick' - Sam")).toContain("Kemal's Barber Shop");
  });

  it('a platform or a one-word name after "for" is not a title', () => {
    expect(texts("Teaser for our Discord. Title 'Soon'.")).toEqual(['Soon']);
    expect(texts("A birthday video for Sarah. Title 'Happy 30th!'")).toEqual(['Happy 30th!']);
  });
});

/* Rules read from the w27 blind batch. */

describe('a narrator described at length before the words', () => {
  it('"Narration by a friendly female voice with subtitles, a line at a time:" then the quote on the next line', () => {
    const { document } = read('Update for residents. Narration by a friendly female voice with subtitles, a line at a time:\n"Thanks to you, we recycled more than ever."');
    expect(document.narration).toMatchObject({ text: 'Thanks to you, we recycled more than ever.', captions: true });
    expect(document.narration?.voice).toBeDefined();
  });
});

describe('a value said as what a named thing is now', () => {
  it('"scones are £2 now not £1.50" changes that price', () => {
    const doc = read('Bake sale! Title "Prices". Cakes 50p, Scones £1.50, Tea 80p.').document;
    const drawn = all(read('scones are £2 now not £1.50', doc).document).join(' | ');
    expect(drawn).toContain('Scones £2');
    expect(drawn).not.toContain('£1.50');
  });

  it('"the choir is running late, change it to 15:30" changes the line that names it', () => {
    const doc = read('Running order:\n- 14:00 Welcome\n- 15:00 Choir\n- 16:00 Tea').document;
    const list = read('the choir is running late, change it to 15:30', doc).document.scenes[0]!.layers.find((l) => l.type === 'list');
    expect(list?.type === 'list' && list.items).toEqual(['14:00 Welcome', '15:30 Choir', '16:00 Tea']);
  });
});

describe('a group\'s colours', () => {
  it('"club colours are red and black" colour the video and are never drawn', () => {
    const { document } = read('Cup winners! Title "CHAMPIONS". club colours are red and black');
    expect(document.background).toMatchObject({ type: 'solid' });
    expect(all(document).join(' | ')).not.toMatch(/colours/);
  });
});

describe('numbered lines that each describe a scene', () => {
  it('"1) title: … 2) a counter … 3) button …" is three scenes, the title whole', () => {
    const { document } = read("Launch video.\n1) title: Pip - small steps, big wins\n2) a counter going up to 900\n3) button 'Get it' -> pip.app");
    expect(document.scenes).toHaveLength(3);
    expect(all(document)).toContain('Pip - small steps, big wins');
  });

  it('a style after the comma stays a style', () => {
    expect(texts('title: Spring Sale, bold')).toEqual(['Spring Sale']);
  });
});
