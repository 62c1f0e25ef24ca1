import { describe, expect, it } from '@jest/globals';
import { afterTitle, isContentSentence } from './content-sentences.js';
import { read, textsOf } from '../testing.js';

/* Unquoted sentences of content in a brief that quoted its texts: shown, while instructions and style are not. */

const scenes = (prompt: string) => {
  const { document } = read(prompt);
  return document.scenes.map((_, i) => textsOf(document, i));
};

describe('content sentences in a quoted brief', () => {
  it('an explainer\'s sentences between its title and its end are slides of their own, in order', () => {
    expect(scenes('Explainer titled "Why sleep matters". Adults need 7 to 9 hours a night. Sleep clears waste from the brain. End with "Sleep well tonight".')).toEqual([
      ['heading:Why sleep matters'],
      ['heading:Adults need 7 to 9 hours a night'],
      ['heading:Sleep clears waste from the brain'],
      ['heading:Sleep well tonight'],
    ]);
  });

  it('instructions and style said among them are not shown, and are still understood', () => {
    const { document, summary } = read('Explainer titled "Why sleep matters". Adults need 7 to 9 hours a night. Sleep clears waste from the brain. End with "Sleep well tonight". Use a calm blue background. Keep it under 20 seconds.');
    expect(document.scenes.map((_, i) => textsOf(document, i))).toEqual([
      ['heading:Why sleep matters'],
      ['heading:Adults need 7 to 9 hours a night'],
      ['heading:Sleep clears waste from the brain'],
      ['heading:Sleep well tonight'],
    ]);
    expect(document.duration).toBe(20);
    expect(document.background).toMatchObject({ type: 'solid' });
    expect(summary).not.toMatch(/Use|Keep/);
  });

  it('one line per fact, after a title on its own line', () => {
    expect(scenes('Title: "3 facts about bees"\nBees visit 5,000 flowers a day.\nA hive can hold 60,000 bees.\nHoney never spoils.\nMake it feel premium.')).toEqual([
      ['heading:3 facts about bees'],
      ['heading:Bees visit 5,000 flowers a day'],
      ['heading:A hive can hold 60,000 bees'],
      ['heading:Honey never spoils'],
    ]);
  });

  it('a sentence after a quote that ends its own sentence ("Did you know?") starts a slide; a counted kind word is content, not a decoration', () => {
    const { document } = read('"Did you know?" Octopuses have three hearts. Their blood is blue! A calm ocean blue background.');
    expect(document.scenes.map((_, i) => textsOf(document, i))).toEqual([['heading:Did you know?'], ['heading:Octopuses have three hearts'], ['heading:Their blood is blue!']]);
    expect(document.scenes.flatMap((s) => s.layers).some((l) => l.type === 'particles')).toBe(false);
  });

  it('one sentence with a lone title is its subtitle', () => {
    expect(scenes('Promo for our bakery: "Fresh every morning". Our sourdough is baked daily at 5am. Use a warm cream background. Keep it under 20 seconds.')).toEqual([
      ['heading:Fresh every morning', 'subtitle:Our sourdough is baked daily at 5am'],
    ]);
    expect(scenes('"Summer sale". Everything must go. Use bold fonts.')).toEqual([['heading:Summer sale', 'subtitle:Everything must go']]);
  });

  it('context about the person or the brief, and sentences before the first quote, are not shown', () => {
    expect(scenes('Birthday video: "Happy 30th Sis!". It is for my sister. She loves pink. Use pink and gold.')).toEqual([['heading:Happy 30th Sis!']]);
    expect(scenes('Our host is great. Title "Hi".')).toEqual([['heading:Hi']]);
  });

  it.each([
    'Use a calm blue background.',
    'Keep it under 20 seconds.',
    'Make it feel premium.',
    'It should feel warm and cozy.',
    'I want it to look like a movie trailer.',
    'No music please.',
    'The text should be white.',
    'This is for our Instagram page.',
    'Bright and fun colours.',
    'Vertical format for stories.',
    'Fade between the slides.',
    'Can you add some motion?',
    'For my mum\'s 60th birthday.',
    'Think Nike ads.',
    'Slow and calm pace.',
    'Lots of movement.',
    'High energy and fun.',
    'Quick cuts between scenes.',
    'Beautiful sunset over the river.',
    'Aerial view of the city at night.',
    'Some people dancing in a park.',
    'Something like an Apple keynote.',
    'Inspired by Wes Anderson films.',
    // What the video is and where it plays, even with a word that sells ("new")
    'Onboarding vid for the new starters.',
    'Quick promo for our new website.',
  ])('"%s" is an instruction, not content', (sentence) => {
    expect(isContentSentence(sentence)).toBe(false);
  });

  it.each([
    'Adults need 7 to 9 hours a night.',
    'Doors open at 10am on Saturday.',
    'Free coffee for the first 50 guests!',
    'Everything must go.',
    'Book your table today.',
    'Honey never spoils.',
    'We ship worldwide in 3 days.',
  ])('"%s" is content', (sentence) => {
    expect(isContentSentence(sentence)).toBe(true);
  });
});

describe('an author followed by a new sentence', () => {
  it.each([
    ['Quote card: "Stay hungry, stay foolish" by Steve Jobs. Make the text white on black.', 'attribution:Steve Jobs'],
    ['Quote card: "Stay hungry, stay foolish" - Steve Jobs. White text on black.', 'attribution:Steve Jobs'],
    ['Quote card: "Be kind" by Dr. Jane Goodall. Soft green.', 'attribution:Dr. Jane Goodall'],
  ])('%s: the next sentence is not part of the name', (prompt, want) => {
    expect(textsOf(read(prompt).document)).toContain(want);
  });
});

describe('a sentence that repeats its title', () => {
  it('adds only what is new under the title ("Open House" over "This Sunday!")', () => {
    expect(textsOf(read('Open house this Sunday! Vertical video: "Open House", then "Sunday 1–4 pm"').document, 0)).toEqual(['heading:Open House', 'subtitle:This Sunday!']);
  });

  it('is dropped when it only repeats it', () => {
    expect(textsOf(read('"Open House". Open house.').document, 0)).toEqual(['heading:Open House']);
  });

  it('a sentence that does not open with the title stays whole', () => {
    expect(afterTitle('Fresh roasted beans daily', 'Morning Brew')).toBe('Fresh roasted beans daily');
    expect(afterTitle('Open housekeeping tips', 'Open House')).toBe('Open housekeeping tips');
  });
});

describe('quotes said to be the only text', () => {
  it('leave the other sentences unshown', () => {
    expect(read(`our bake sale raised loads!! square please. just 'Thank you' and 'See you next year' under it`).document.scenes).toHaveLength(1);
    expect(textsOf(read(`The gym reopens Monday! only the words 'Back Monday'`).document)).toEqual(['heading:Back Monday']);
    expect(textsOf(read(`Big news today! nothing but 'We moved' in the middle`).document)).toEqual(['heading:We moved']);
  });

  it('without "just" or "only", selling sentences are shown', () => {
    expect(read(`Half price today! Title 'Spring Sale'`).document.scenes.flatMap((s) => s.layers).filter((l) => l.type === 'text')).toHaveLength(2);
  });
});

describe('a scene that starts with a content sentence after its marker', () => {
  it('shows it', () => {
    const doc = read(`count up to 300 with 'seats sold' under it, then Hill Theatre — thank you`).document;
    expect(doc.scenes).toHaveLength(2);
    expect(textsOf(doc, 1)).toEqual(['heading:Hill Theatre — thank you']);
    expect(textsOf(read(`"Welcome" then Mina Patel – our new head chef`).document, 1)).toEqual(['heading:Mina Patel – our new head chef']);
  });

  it('not a request', () => {
    expect(read(`"Welcome" then make it green`).document.scenes.every((s) => s.layers.filter((l) => l.type === 'text').length <= 1)).toBe(true);
  });
});

describe('sentences after text introduced without quotes', () => {
  it('are shown as they are after quoted text', () => {
    const doc = read('Text: Bake sale raised £400. Thank you, Year 6!').document;
    expect(doc.scenes.flatMap((s) => s.layers).filter((l) => l.type === 'text').map((l) => (l.type === 'text' ? l.text : ''))).toEqual(['Bake sale raised £400', 'Thank you, Year 6!']);
    expect(isContentSentence('Doors at 7, free entry!')).toBe(true);
  });

  it('a look under a short label of its own, or a request to slow them, is not', () => {
    expect(isContentSentence('Stark: black and white only.')).toBe(false);
    expect(isContentSentence('Mood: warm and cosy.')).toBe(false);
    expect(isContentSentence('slow both to half speed')).toBe(false);
    expect(isContentSentence('Menu: fish and chips £9!')).toBe(true);
  });
});

describe('how things appear, and a scene that starts with a label and items', () => {
  it('are not content sentences', () => {
    expect(isContentSentence('each one pops up one at a time')).toBe(false);
    expect(isContentSentence('Then all of them together on one screen')).toBe(false);
    expect(isContentSentence('the tips come in one by one')).toBe(false);
    expect(isContentSentence('Doors open at one!')).toBe(true);
  });

  it('a scene opening with a label and items after "then" is not one slide of text', () => {
    const doc = read(`Heading 'Open Week'. Then the days: Mon – Pottery, Tue – Choir, Wed – Chess`).document;
    expect(doc.scenes.flatMap((s) => s.layers).some((l) => l.type === 'text' && /the days/i.test(l.text))).toBe(false);
  });
});

describe('a sentence that only says how the video is made up', () => {
  it.each(['Numbered is fine.', 'Bullet points are best.', 'Two facts per slide.', 'For the staff room noticeboard.'])('%s is not content', (s) => {
    expect(isContentSentence(s)).toBe(false);
  });

  it('a sentence of copy still is', () => {
    expect(isContentSentence('Numbers are up on last year.')).toBe(true);
  });
});

describe('a sentence that restates what a counter shows', () => {
  it('is no slide of its own: the counter says it', () => {
    const { document } = read("We just passed 2,500 members!!! Can you do a number counting up to 2,500 with 'members and counting' under it, then a thank you slide: Thank you, Hove!");
    expect(document.scenes).toHaveLength(2);
    expect(document.scenes[0]!.layers.map((l) => l.type)).toEqual(['counter']);
  });

  it('a sentence with another number is still shown', () => {
    const { document } = read("We opened in 2019!!! Can you do a number counting up to 2,500 with 'members and counting' under it");
    expect(document.scenes.flatMap((_, i) => textsOf(document, i)).join(' ')).toMatch(/2019/);
  });
});
