import { describe, expect, it } from '@jest/globals';
import { drawnStrings } from '../scene/drawn-strings.js';
import { read, VID } from './testing.js';

const all = (doc: Parameters<typeof drawnStrings>[0]) => drawnStrings(doc).flat();
const layers = (prompt: string) => read(prompt).document.scenes.flatMap((s) => s.layers);
const texts = (prompt: string) => all(read(prompt).document);

/*
 * Rules read from the w25 blind batch (docs/prompt-generalisation.md, "Eighth round"), each tested in phrasings of
 * my own, including ones that must not trigger it.
 */

describe('a thing described after a scene\'s own marker is no text', () => {
  it.each([
    ['Title "Launch". Second scene: a big number counting up to 500 with the label "new members".', 'counter'],
    ['Title "Launch". Third slide: a bar chart of sales: Jan 10, Feb 12, Mar 15.', 'chart'],
  ])('%s', (prompt, type) => {
    expect(layers(prompt).some((l) => l.type === type)).toBe(true);
    expect(texts(prompt).join(' | ')).not.toMatch(/big number|bar chart/i);
  });

  it('a scene\'s words after its marker are still its text', () => {
    expect(texts('Slide 2: The big picture')).toContain('The big picture');
  });
});

describe('numbered lines of quotes and their authors', () => {
  const prompt = "Two testimonial cards, one after the other:\n1) 'Best gym in town.' — Sam Lee, Member 2022\n2) 'The coaches care.' — Ana Ruiz, Member 2023";
  it('are quote cards, one a scene, never a list of their marks', () => {
    const { document } = read(prompt);
    expect(document.scenes).toHaveLength(2);
    expect(all(document).join(' | ')).not.toMatch(/[⟪⟫]/);
    expect(all(document)).toEqual(expect.arrayContaining(['Sam Lee, Member 2022', 'Ana Ruiz, Member 2023']));
  });

  it('"move Ana\'s quote to the start" finds it by its author', () => {
    const doc = read(prompt).document;
    expect(all(read("move Ana's quote to the start", doc).document)[0]).toBe('The coaches care.');
  });
});

describe('a quote\'s author said in a sentence of its own', () => {
  it.each(['It should be attributed to Tom B., Leeds.', 'Please credit it to Tom B., Leeds.'])('%s', (credit) => {
    expect(texts(`A quote card. The quote reads: "They made the whole move painless and quick." ${credit}`)).toContain('Tom B., Leeds');
  });
});

describe('karaoke said by each word lighting up', () => {
  it('"each word lighting up yellow as he says it" lights the clip\'s captions, and asks for no voice', () => {
    const { document } = read(`Use ${VID}. Captions of what he says with each word lighting up yellow as he says it.`);
    const clip = document.scenes.flatMap((s) => s.layers).find((l) => l.type === 'media');
    expect(clip).toMatchObject({ captions: true, captionStyle: 'karaoke' });
    expect(clip?.type === 'media' && clip.captionHighlight).toBeDefined();
    expect(document.narration).toBeUndefined();
  });

  it('"read it out loud" still asks for a voice', () => {
    expect(read("Title 'Hi'. Have someone read it out loud.").document.narration).toBeDefined();
  });
});

describe('facts changed in fewer words', () => {
  it.each([
    ['Menu: 3 courses £24.50pp.', 'the price went up to 26 sorry', '£26pp', '£24.50'],
    ['Save the date — 14.09.2026 — Hale Barns.', 'new date 21.09.2026', '21.09.2026', '14.09.2026'],
    ['Agenda: 09:00 Coffee, 12:30 Lunch, 14:00 Talks', 'lunch has moved to 12:45', '12:45', '12:30'],
  ])('%s → %s', (prompt, edit, shown, gone) => {
    const drawn = all(read(edit, read(prompt).document).document).join(' | ');
    expect(drawn).toContain(shown);
    expect(drawn).not.toContain(gone);
  });
});

describe('a link joined to a button with "+"', () => {
  it('"button \'Visit us\' + shop.co.uk" goes there', () => {
    expect(layers("Title 'Open'. button 'Visit us' + shop.co.uk").find((l) => l.type === 'button')).toMatchObject({ text: 'Visit us', url: 'shop.co.uk' });
  });
});

describe('"first" before a noun is the noun\'s ordinal, not the first scene', () => {
  it('"first wash free this week" is shown whole', () => {
    expect(texts('Grand opening! Suds Laundry. first wash free this week.').join(' | ')).toMatch(/first wash free this week/i);
  });

  it('"first, show …" still opens the video', () => {
    expect(read("first, a title 'Hello'. then 'Bye'").document.scenes.map((s) => all({ ...read("first, a title 'Hello'. then 'Bye'").document, scenes: [s] }))).toEqual([['Hello'], ['Bye']]);
  });
});

describe('a length said as the brief\'s last sentence', () => {
  it('"… Then \'c\'. 20 sec" is the whole video\'s', () => {
    const { document } = read("Title 'a'. Then 'b'. Then 'c'. 20 sec");
    expect(document.scenes.reduce((t, s) => t + s.duration, 0)).toBeCloseTo(20, 0);
  });
});

describe('a name or a time opening a sentence before the quotes is copy', () => {
  it.each([
    ["Suds Laundry, 22 high st. button 'Find us'", 'Suds Laundry, 22 high st'],
    ["Open house this Sunday 1–3pm at 9 Elm Road. button 'Book a viewing'", 'Open house this Sunday 1–3pm at 9 Elm Road'],
  ])('%s', (prompt, line) => {
    expect(texts(prompt)).toContain(line);
  });

  it('"Our host is great." before the quotes stays description', () => {
    expect(texts("Our host is great. Title 'Ep 3'")).toEqual(['Ep 3']);
  });
});

describe('several figures said to count up at once', () => {
  it('"numbers counting up, 120 members & 4,000 hours" is a counter each', () => {
    const counters = layers('Then numbers counting up, 120 members & 4,000 hours.').filter((l) => l.type === 'counter');
    expect(counters.map((c) => c.type === 'counter' && [c.to, c.suffix.trim()])).toEqual([[120, 'members'], [4000, 'hours']]);
  });
});

describe('chart values set apart by slashes', () => {
  it('"line chart of visits jan-apr: 10 / 14 / 19 / 25" is a chart with month labels', () => {
    const chart = layers('line chart of visits jan-apr: 10 / 14 / 19 / 25').find((l) => l.type === 'chart');
    expect(chart?.type === 'chart' && chart.data.map((d) => d.value)).toEqual([10, 14, 19, 25]);
  });
});

describe('numbered steps written inline without stops', () => {
  it('keeps every step whole, "and" inside one, and the number after a word is no "part 3"', () => {
    const list = layers('Steps: 1. Fill the pot 2. Add the seeds and cover them with soil part 3. Water daily 4. Wait').find((l) => l.type === 'list');
    expect(list?.type === 'list' && list.items).toEqual(['Fill the pot', 'Add the seeds and cover them with soil part', 'Water daily', 'Wait']);
  });

  it('"Part 2: …" is still a scene', () => {
    expect(read("Part 1: 'Intro'. Part 2: 'Outro'").document.scenes).toHaveLength(2);
  });
});

/* Rules read from the w22 misses left last round. */

describe('a name said alone after a caption', () => {
  it('"Caption: From seed to cup. Oakridge Roasters." shows the name too', () => {
    const drawn = texts('Title card. Caption: From seed to cup. Oakridge Roasters.');
    expect(drawn.join(' | ')).toContain('Oakridge Roasters');
  });
});

describe('a decoration word joined by "&" is a name', () => {
  it('"sparkle & shine cleaning" is copy, not sparkles', () => {
    const { document } = read('Before and after of an oven. sparkle & shine cleaning, call 0161 496 0000');
    expect(all(document).join(' | ')).toMatch(/sparkle & shine cleaning/i);
  });

  it('"fireworks going off behind the text & gold text" still asks for fireworks', () => {
    expect(layers('NYE party. fireworks going off behind the text & gold text on black').some((l) => l.type === 'particles')).toBe(true);
  });
});

describe('before and after said of each picture', () => {
  it('"<a> before <b> after" draws no "After" title', () => {
    const drawn = texts(`before and after of a patio ast_IMAGEaaaaaaaaaaaaaaaa before ast_IMAGEaaaaaaaaaaaaaaaa after`);
    expect(drawn.join(' | ')).not.toMatch(/^after$/im);
  });

  it('"with BEFORE and AFTER written on them" labels the two cells', () => {
    const layout = layers(`before and after ast_IMAGEaaaaaaaaaaaaaaaa ast_IMAGEaaaaaaaaaaaaaaaa with THEN and NOW written on them`).find((l) => l.type === 'layout');
    expect(layout?.type === 'layout' && layout.cells.map((c) => c.label)).toEqual(['THEN', 'NOW']);
  });
});

describe('a counter\'s label said before its number', () => {
  it('"my first-time pass rate of 94% with the number counting up" labels the counter', () => {
    const counter = layers('Something showing my first-time pass rate of 94% with the number counting up').find((l) => l.type === 'counter');
    expect(counter?.type === 'counter' && counter.suffix).toMatch(/first-time pass rate/);
  });
});

describe('a button\'s address said as "my site …"', () => {
  it('goes with the button', () => {
    expect(layers('a button saying Book a lesson with my site www.drive.co.uk underneath').find((l) => l.type === 'button')).toMatchObject({ text: 'Book a lesson', url: 'www.drive.co.uk' });
  });
});
