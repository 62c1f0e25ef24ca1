import { describe, expect, it } from '@jest/globals';
import { drawnStrings } from '../scene/drawn-strings.js';
import { read, textsOf, VID } from './testing.js';

const all = (doc: Parameters<typeof drawnStrings>[0]) => drawnStrings(doc).flat();

/*
 * Rules read from the w20 and w21 blind batches (docs/prompt-generalisation.md, "Seventh round"), each tested in
 * phrasings of my own, including ones that must not trigger it.
 */

const CLIP = VID;
const layers = (prompt: string) => read(prompt).document.scenes.flatMap((s) => s.layers);

describe('a name tag put "on her", "on him", "on the speaker"', () => {
  it.each(['on her', 'on him', 'on the speaker'])('%s', (on) => {
    const texts = layers(`${CLIP} of our CEO talking. Put a name tag ${on} - Priya Raman, Chief Executive.`).flatMap((l) => (l.type === 'text' ? [`${l.role}:${l.text}`] : []));
    expect(texts).toEqual(['name:Priya Raman', 'role:Chief Executive']);
  });
});

describe('how people watch is no request to mute', () => {
  it('"some people watch without sound" keeps the clip\'s sound', () => {
    const clip = layers(`${CLIP} of me talking. Subtitles on please, some people watch without sound.`).find((l) => l.type === 'media');
    expect(clip).toMatchObject({ type: 'media' });
    expect(clip?.type === 'media' && clip.muted).toBeFalsy();
  });

  it('"play it without sound" still mutes it', () => {
    const clip = layers(`${CLIP} of the beach, without sound please`).find((l) => l.type === 'media');
    expect(clip?.type === 'media' && clip.muted).toBe(true);
  });
});

describe('a status announced before a colon is copy', () => {
  it.each([
    ['Just listed: 14 Carlton Road. 3 bed semi, £325,000.', 'Just listed'],
    ['Back in stock: the Linen Tote', 'Back in stock'],
    ['Now open: Bella Pizza on Main St', 'Now open'],
  ])('%s', (prompt, kicker) => {
    expect(textsOf(read(prompt).document).join(' | ')).toContain(kicker);
  });

  it('a label before a colon is still no text ("New menu item: …")', () => {
    expect(textsOf(read('New menu item: Pumpkin Spice Latte, $4.50').document).join(' | ')).not.toMatch(/menu item/i);
  });
});

describe('the whole video\'s length said without a verb', () => {
  it.each([
    ['Title "Hi". Whole thing 30 seconds.', 30],
    ['Title "Hi". The entire video: about a minute', 60],
  ])('%s', (prompt, seconds) => {
    expect(read(prompt).document.duration).toBe(seconds);
  });
});

describe('the occasion a video is shown at, and what it is for after a count of slides', () => {
  it('"For the DevSummit 2025 opening." is no slide', () => {
    const { document } = read('For the DevSummit 2025 opening. First an agenda slide:\n09:00 Registration\n09:30 Keynote\n11:00 Workshops\nthen a title "Welcome".');
    expect(all(document).join(' | ')).not.toMatch(/opening/i);
  });

  it('"Three slides for our panto with wipe transitions" draws none of its words', () => {
    const { document } = read('Three slides for our panto with wipe transitions.\n1. The Millbrook Players present\n2. Jack and the Beanstalk');
    expect(all(document)).toEqual(['The Millbrook Players present', 'Jack and the Beanstalk']);
  });

  it('a name after the count is the subject ("Three slides for Bella Pizza")', () => {
    expect(textsOf(read('Three slides for Bella Pizza.\n1. Fresh dough\n2. Open late').document)[0]).toBe('heading:Bella Pizza');
  });
});

describe('sign-offs typed together', () => {
  it.each(['thankyou so much', 'thank u so much', 'Thankyou very much!'])('%s', (signOff) => {
    expect(textsOf(read(`Title "Leo's party". Balloons, ${signOff}`).document).join(' ')).not.toMatch(/thank/i);
  });
});

describe('a line named by a word in it', () => {
  const hours = () => read('Heading: Opening Hours.\nMon–Sat 9am–5pm\nSun 10am–4pm\nBank holidays closed').document;
  it.each([
    ['change the sunday line to "Sun 10am–3pm"', 'Sun 10am–3pm', 'Sun 10am–4pm'],
    ['update the bank holidays... no: change the holidays line to "Holidays 10am–2pm"', 'Holidays 10am–2pm', 'Bank holidays closed'],
  ])('%s', (edit, shown, gone) => {
    const texts = all(read(edit, hours()).document).join(' | ');
    expect(texts).toContain(shown);
    expect(texts).not.toContain(gone);
  });

  it('changes nothing when two lines have the word', () => {
    const doc = read('Heading: Hours.\nSat 9am–5pm\nSat late 6pm–9pm').document;
    const { document, summary } = read('change the sat line to "Sat 10am–4pm"', doc);
    expect(all(document)).toEqual(all(doc));
    expect(summary).toMatch(/no text has/);
  });
});

describe('a place word inside a name', () => {
  it('"Greenleaf Garden Centre" is shown whole and places nothing', () => {
    const { document, summary } = read('Heading: Christmas Opening Hours. Greenleaf Garden Centre. Dark green background.');
    expect(textsOf(document).join(' | ')).toContain('Greenleaf Garden Centre');
    expect(summary).not.toMatch(/\(centre\)/);
  });

  it('"in the centre" still places the title', () => {
    expect(read('Title "Sale" in the centre').summary).toMatch(/\(centre\)/);
  });
});

describe('numbered lines under a line that announces slides', () => {
  it('each line is its slide\'s words, whatever they are ("Dark mode is here")', () => {
    const { document, summary } = read('Release notes video for v2.4, three slides:\n1) Dark mode is here\n2) Faster search, up to 3x\n3) Export to CSV\nplain white background');
    expect(all(document)).toEqual(['Dark mode is here', 'Faster search, up to 3x', 'Export to CSV']);
    expect(summary).not.toMatch(/dark style|bold style/);
  });

  it('a run of actions on one line stays one line', () => {
    const { document } = read('Three slides please:\n1. Summer Reading Challenge 2025\n2. Read six books, collect stickers, win a medal\n3. Sign up at any branch from 12 July');
    expect(all(document)).toEqual(['Summer Reading Challenge 2025', 'Read six books, collect stickers, win a medal', 'Sign up at any branch from 12 July']);
  });

  it('a line that asks for something is still read as asked', () => {
    const { document } = read('Two slides:\n1. Grand opening\n2. add confetti and "See you there"');
    expect(all(document)).toEqual(['Grand opening', 'See you there']);
    expect(document.scenes[1]!.layers.some((l) => l.type === 'particles')).toBe(true);
  });

  it('a name before a count that the lines do not fill is a slide of its own', () => {
    expect(all(read('Three slides for Bella Pizza.\n1. Fresh dough\n2. Open late').document)).toEqual(['Bella Pizza', 'Fresh dough', 'Open late']);
  });
});

describe('a text considered and turned down', () => {
  it.each([
    ["I was going to use 'It is a truth universally acknowledged' but no, use this one: \"There is no friend as loyal as a book.\" by Ernest Hemingway"],
    ['We were thinking of "Summer Sizzle" but, let\'s go with "Hot Deals Week"'],
  ])('%s', (prompt) => {
    const shown = all(read(prompt).document).join(' | ');
    expect(shown).not.toMatch(/truth universally|Summer Sizzle/);
    expect(shown).toMatch(/loyal as a book|Hot Deals Week/);
  });
});

describe('lists said with how they are marked, and their first line', () => {
  it('"bullet points (not numbered): …" are bullets, and "not numbered" is not drawn', () => {
    const { document } = read('Then bullet points (not numbered): Hybrid working, £32k starting salary, 25 days holiday');
    const list = document.scenes.flatMap((s) => s.layers).find((l) => l.type === 'list');
    expect(list).toMatchObject({ items: ['Hybrid working', '£32k starting salary', '25 days holiday'], numbered: false });
    expect(all(document).join(' ')).not.toMatch(/numbered/i);
  });

  it('a first line marked "1." is the first item, not a title over the rest', () => {
    const { document } = read('Tips:\n1. Show every step of your working\n2. Check the units\n3. Estimate before you calculate\n4. Never leave a question blank\nA man\'s voice reading them out.');
    const list = document.scenes[0]!.layers.find((l) => l.type === 'list');
    expect(list).toMatchObject({ items: ['Show every step of your working', 'Check the units', 'Estimate before you calculate', 'Never leave a question blank'], numbered: true });
  });

  it.each([
    ['Exam tips for my students. Numbered, one at a time:\n1. Check the units\n2. Show your working', 'Exam tips'],
    ['Gym rules (numbered): Wipe the bench / Rack your weights / No phones on the floor', 'Gym rules'],
  ])('a word of content before the list word names it: %s', (prompt, title) => {
    expect(textsOf(read(prompt).document)).toEqual([`heading:${title}`]);
  });

  it('"Make a list: …" has no title', () => {
    expect(textsOf(read('Make a list: eggs, milk, flour').document)).toEqual([]);
  });
});

describe('a button said with where it goes in the video', () => {
  it('"Button at the end: Apply now — careers.example.io" closes the video with that button', () => {
    const { document } = read("Heading: We're hiring. Button at the end: Apply now — careers.example.io");
    const last = document.scenes.at(-1)!.layers;
    expect(last).toEqual([expect.objectContaining({ type: 'button', text: 'Apply now', url: 'careers.example.io' })]);
  });
});

describe('a value said bare in an edit, and a value said with its unit', () => {
  const CONCERT = 'Two slides. First: "Simply spine-tingling." — The Westbury Gazette. Second: The Harbour Singers, St Marys Church, 14 June, 7pm.';
  it('"sorry, the date is wrong, it\'s 21 June" replaces the one date', () => {
    const shown = all(read("sorry, the date is wrong, it's 21 June", read(CONCERT).document).document).join(' | ');
    expect(shown).toContain('21 June');
    expect(shown).not.toContain('14 June');
    expect(shown).toContain('7pm');
  });

  it('changes nothing when two dates are on screen', () => {
    const doc = read('Title "Fair". Saturday 14 June and Sunday 15 June, 10am.').document;
    expect(all(read("it's 21 June", doc).document)).toEqual(all(doc));
  });

  it('"its 5.6% not 5.4, my bad" keeps one percent sign', () => {
    const doc = read('one single square slide. Hazy Days IPA 5.4% — on tap from Friday at The Old Mill Brewery').document;
    expect(all(read('its 5.6% not 5.4, my bad', doc).document).join(' | ')).toMatch(/IPA 5\.6%(?!%)/);
  });

  it('"— on tap from Friday at …" is news, not how it looks', () => {
    expect(all(read('Hazy Days IPA 5.4% — on tap from Friday at The Old Mill Brewery').document).join(' | ')).toContain('on tap from Friday at The Old Mill Brewery');
  });
});

describe('chart labels that end in a number', () => {
  it('"Week 1 182, Week 2 240, …" are four weeks', () => {
    const chart = read('Horizontal bar chart of km ridden: Week 1 182, Week 2 240, Week 3 215, Week 4 310.').document.scenes[0]!.layers.find((l) => l.type === 'chart');
    expect(chart?.type === 'chart' && chart.data).toEqual([
      { label: 'Week 1', value: 182 }, { label: 'Week 2', value: 240 }, { label: 'Week 3', value: 215 }, { label: 'Week 4', value: 310 },
    ].map((d) => expect.objectContaining(d)));
  });
});

describe('a name that opens with "The", put somewhere', () => {
  it.each([
    ['put The Side Quest, Ep. 48 at the top', 'The Side Quest, Ep. 48'],
    ['put The Old Mill at the bottom', 'The Old Mill'],
  ])('%s', (prompt, text) => {
    expect(all(read(`Title "Hi". ${prompt}`).document)).toContain(text);
  });

  it('"put the logo at the top" is no text', () => {
    expect(all(read('Title "Hi". put the logo at the top').document)).toEqual(['Hi']);
  });
});

describe('a credit after a quoted title', () => {
  it('"The Salt Path" chosen by Maggie is a title and its credit', () => {
    const { document } = read('3 slides, one staff pick each:\n- "The Salt Path" chosen by Maggie\n- "Piranesi" chosen by Owen\n- "Small Things" picked by Ruth');
    expect(document.scenes.map((s) => s.layers.flatMap((l) => (l.type === 'text' ? [`${l.role}:${l.text}`] : [])))).toEqual([
      ['heading:The Salt Path', 'subtitle:Chosen by Maggie'], ['heading:Piranesi', 'subtitle:Chosen by Owen'], ['heading:Small Things', 'subtitle:Picked by Ruth'],
    ]);
  });
});

describe('remarks in brackets, and slides added at the end', () => {
  it('a chart\'s values end before a remark in brackets, and a label said inside it keeps one bracket', () => {
    const { document } = read('a line chart of our monthly recurring revenue, Jan to May: 12, 15, 19, 26, 34 (thousands of dollars, but you can just label it MRR ($k)).');
    const chart = document.scenes[0]!.layers.find((l) => l.type === 'chart');
    expect(chart?.type === 'chart' && chart.data.map((d) => d.label)).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May']);
    expect(all(document)).toContain('MRR ($k)');
  });

  it('"add a 3rd slide at the end that just says …" adds a slide, not a point of the list', () => {
    const doc = read('Two slides: first "Riverside Market". Second, a list of what is there: Fresh bread, Local honey, Organic veg.').document;
    const { document, summary } = read('add a 3rd slide at the end that just says See you Saturday!', doc);
    expect(document.scenes).toHaveLength(3);
    expect(document.scenes[1]!.layers.find((l) => l.type === 'list')).toMatchObject({ items: ['Fresh bread', 'Local honey', 'Organic veg'] });
    expect(all(document).at(-1)).toMatch(/^See you Saturday/);
    expect(summary).not.toMatch(/did not understand/);
  });

  it('"put Mango juice at the end" still adds a point', () => {
    const doc = read('A list of drinks: Tea, Coffee, Cocoa').document;
    expect(read('put Mango juice at the end', doc).document.scenes[0]!.layers.find((l) => l.type === 'list')).toMatchObject({ items: ['Tea', 'Coffee', 'Cocoa', 'Mango juice'] });
  });
});
