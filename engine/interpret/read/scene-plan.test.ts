import { resolveColour } from '../../designer-colours.js';
import { describe, expect, it } from '@jest/globals';
import { IMG, layersOf, read, textsOf } from '../testing.js';

describe('several scenes in one prompt', () => {
  it('first …, then …, finally …', () => {
    const { document, summary } = read('First show "Welcome", then "Our products", finally "Thanks for watching"');
    expect(document.scenes.map((_, i) => textsOf(document, i))).toEqual([['heading:Welcome'], ['heading:Our products'], ['heading:Thanks for watching']]);
    expect(summary).toMatch(/^Built 3 scenes \(15 s\): 1\) title "Welcome"; 2\) title "Our products"; 3\) title "Thanks for watching"\.$/);
  });

  it('"one <thing> per slide" gives each item a slide, and a lead that names the slides is not one of them', () => {
    const { document } = read('Vocabulary slides, one term per slide: Mitosis, Meiosis, Osmosis');
    expect(document.scenes.map((_, i) => textsOf(document, i))).toEqual([['heading:Mitosis'], ['heading:Meiosis'], ['heading:Osmosis']]);
    // Without "per slide" the same items stay together.
    expect(read('Vocabulary: Mitosis, Meiosis, Osmosis').document.scenes).toHaveLength(1);
  });

  it('"then" without commas', () => {
    const { document } = read('"Hello" then "World"');
    expect(document.scenes).toHaveLength(2);
  });

  it('announced scenes separated by semicolons, lines or numbers', () => {
    expect(read('three scenes: "A"; "B"; "C"').document.scenes).toHaveLength(3);
    expect(read('Two slides:\n"Left"\n"Right"').document.scenes).toHaveLength(2);
    const numbered = read('3 scenes: 1) "Plan" 2) "Build" 3) "Ship"').document;
    expect(numbered.scenes.map((_, i) => textsOf(numbered, i)[0])).toEqual(['heading:Plan', 'heading:Build', 'heading:Ship']);
  });

  it('announced scenes separated by commas keep a list together', () => {
    const { document } = read('three scenes: "Hi", a list of "a", "b" and "c", "Bye"');
    expect(document.scenes).toHaveLength(3);
    expect(layersOf(document, 1, 'list')[0]!.items).toEqual(['a', 'b', 'c']);
  });

  it('scene 1: … scene 2: … with their own lengths, in number order', () => {
    const { document } = read('Scene 2: "Second" for 3 seconds. Scene 1: "First" for 2 seconds.');
    expect(document.scenes.map((s) => s.duration)).toEqual([2, 3]);
    expect(textsOf(document, 0)).toEqual(['heading:First']);
  });

  it('the first scene …, the second scene …, the last scene …', () => {
    const { document } = read('The first scene shows "Problem". The second scene shows "Solution". The last scene: "Call us"');
    expect(document.scenes.map((_, i) => textsOf(document, i)[0])).toEqual(['heading:Problem', 'heading:Solution', 'heading:Call us']);
  });

  it('open with …, end with …', () => {
    const { document } = read('end with "Goodbye", open with "Hello"');
    expect(document.scenes.map((_, i) => textsOf(document, i)[0])).toEqual(['heading:Hello', 'heading:Goodbye']);
  });

  it('first …, second …, last …', () => {
    const { document } = read('First "Plan", second "Build", last "Ship"');
    expect(document.scenes.map((_, i) => textsOf(document, i)[0])).toEqual(['heading:Plan', 'heading:Build', 'heading:Ship']);
  });

  it('a logo said before the scenes is not a scene of its own', () => {
    const { document } = read(`Logo ${IMG} in the top right corner on all scenes. First "Hi", then "Bye"`);
    expect(document.scenes).toHaveLength(2);
    expect(document.scenes.every((s) => s.layers.some((l) => l.type === 'logo'))).toBe(true);
  });

  it('intro: … outro: …', () => {
    const { document } = read('Intro: "Episode 4". Outro: "See you next week"');
    expect(document.scenes).toHaveLength(2);
    expect(textsOf(document, 1)).toEqual(['heading:See you next week']);
  });

  it('quotes one after another, each its own scene', () => {
    const { document } = read('"Think", "Make" and "Ship" one after another, 2 seconds each');
    expect(document.scenes.map((s) => s.duration)).toEqual([2, 2, 2]);
    expect(document.scenes.map((_, i) => textsOf(document, i)[0])).toEqual(['heading:Think', 'heading:Make', 'heading:Ship']);
  });

  it('unquoted items "each on its own scene": one scene per item, its words the title, beside a quoted title', () => {
    const { document, summary } = read('A 9:16 reel: "5 habits of successful people". Each habit on its own scene: Wake early, Read daily, Exercise, Plan tomorrow and Reflect. Bold white text on black.');
    expect(document.scenes.map((_, i) => textsOf(document, i))).toEqual([
      ['heading:5 habits of successful people'],
      ['heading:Wake early'],
      ['heading:Read daily'],
      ['heading:Exercise'],
      ['heading:Plan tomorrow'],
      ['heading:Reflect'],
    ]);
    expect(document.theme).toBe('bold');
    expect(summary).not.toMatch(/did not understand/);
    // Each item is a beat of 3 s; "white text" closing the brief is every title's colour.
    expect(document.scenes.slice(1).map((s) => s.duration)).toEqual([3, 3, 3, 3, 3]);
    expect(document.scenes.flatMap((s) => s.layers).every((l) => l.type === 'text' && l.colour === '#ffffff')).toBe(true);
    // Long clauses are no items: the sentence stays prose.
    expect(read('"Tips" each in its own scene: first you should always wake up very early in the morning, then read').document.scenes.length).toBeLessThan(3);
  });

  it('"crossfade to …" starts the next scene with that transition', () => {
    const { document } = read(`${IMG} with "Day one", crossfade to "Day two"`);
    expect(document.scenes).toHaveLength(2);
    expect(document.scenes[1]!.transition?.type).toBe('crossfade');
    expect(layersOf(document, 0, 'media')).toHaveLength(1);
  });

  it('a background in the closing clause of a brief of several scenes is the whole video\'s', () => {
    const { document } = read('Event: heading "Summer Jazz Night" and subtitle "Friday 14 June", then "Tickets at jazznight.org", deep purple background');
    expect(document.background).toEqual({ type: 'solid', colour: resolveColour('deep purple') });
    expect(document.scenes.map((s) => s.background)).toEqual([undefined, undefined]);
    // As a sentence of its own at the end (found on a 9:16 coffee-shop brief: only the last scene was cream).
    const sentence = read('Title "Monday mood", then "Open 7am–7pm" with a call to action "Order ahead at beanbar.com". Warm cream background.').document;
    expect(sentence.background).toEqual({ type: 'solid', colour: resolveColour('warm cream') });
    expect(sentence.scenes.map((s) => s.background)).toEqual([undefined, undefined]);
    // Said on the later scene itself, it stays that scene's.
    const own = read('First "A", then "B" on a red background').document;
    expect(own.scenes[0]!.background).toBeUndefined();
    expect(own.scenes[1]!.background).toEqual({ type: 'solid', colour: '#e0282e' });
  });

  it('the lead\'s background is the whole video\'s, a scene\'s own background is its own', () => {
    const { document } = read('navy background. First "A", then "B" on a red background');
    expect(document.background).toEqual({ type: 'solid', colour: '#1b2a4e' });
    expect(document.scenes[0]!.background).toBeUndefined();
    expect(document.scenes[1]!.background).toEqual({ type: 'solid', colour: '#e0282e' });
  });

  it('a total length is shared in proportion', () => {
    const { document } = read('a 30-second video: first "A" for 5 seconds, then "B" for 10 seconds');
    expect(document.scenes.map((s) => s.duration)).toEqual([10, 20]);
  });

  it('does not split on "first" inside a phrase', () => {
    expect(read('"Our first product"').document.scenes).toHaveLength(1);
    expect(read('title "Hello" and the first point "A"').document.scenes).toHaveLength(1);
  });
});

describe('slides set apart as people type them', () => {
  const headings = (prompt: string) => {
    const { document } = read(prompt);
    return document.scenes.map((_, i) => textsOf(document, i).find((t) => t.startsWith('heading:')));
  };

  it('a sentence of items set apart by slashes, in a brief that speaks of slides, is one slide each', () => {
    expect(headings('quick fades between the slides. Doors 7pm / Band 8pm / Last orders 11pm')).toEqual(['heading:Doors 7pm', 'heading:Band 8pm', 'heading:Last orders 11pm']);
    expect(headings('each slide 2 seconds please\nWARM UP | SPRINT | STRETCH')).toHaveLength(3);
  });

  it('items set apart by slashes with no slide said, after a list word, stay one list', () => {
    expect(read('packing list: tent / stove / head torch').document.scenes).toHaveLength(1);
  });

  it('counts the items of the header\'s own sentence, not the clauses after it', () => {
    expect(headings('3 cards for the bake sale — Cupcakes, Brownies, Flapjacks. wipe transitions, keep it short')).toEqual(['heading:Cupcakes', 'heading:Brownies', 'heading:Flapjacks']);
  });

  it('leaves the words between the count and its colon to their readers', () => {
    const { document } = read('3 slides with a wipe between each: "One", "Two", "Three"');
    expect(document.scenes).toHaveLength(3);
    expect(document.scenes[1]!.transition?.type).toMatch(/^wipe/);
  });

  it('"one per slide", and "each … on its own slide" with words before the colon', () => {
    // The label before "one per slide" names the items; it is no slide of its own (blind briefs w4-b02-14, w6-b02-30).
    expect(headings('Our stockists, one per slide: Corner Deli / Hill Farm Shop / The Pantry')).toEqual(['heading:Corner Deli', 'heading:Hill Farm Shop', 'heading:The Pantry']);
    expect(read('each value on its own card with fades: Honesty, Care, Craft').document.scenes).toHaveLength(3);
  });

  it('unquoted items among quoted ones are their slides\' text', () => {
    expect(headings('4 slides: "Spring menu" / wild garlic soup / lamb shoulder / rhubarb fool')).toEqual(['heading:Spring menu', 'heading:Wild garlic soup', 'heading:Lamb shoulder', 'heading:Rhubarb fool']);
  });
});

describe('quotes set apart by slashes', () => {
  it('are a slide each', () => {
    const { document } = read(`Gig poster – 'The Owls' / 'Friday 9pm' / 'Free entry' – dark blue`);
    expect(document.scenes.map((_, i) => textsOf(document, i))).toEqual([['heading:The Owls'], ['heading:Friday 9pm'], ['heading:Free entry']]);
    expect(read(`"Plan" | "Build" | "Ship" | "Repeat"`).document.scenes).toHaveLength(4);
    const kept = read(`'Doors at 7' / 'Bar's open late' / 'See you there'`).document;
    expect(textsOf(kept, 1)).toEqual(["heading:Bar's open late"]);
  });

  it('stay together under a list word, or when only two', () => {
    expect(read(`Checklist for camping: 'Tent' / 'Torch' / 'Stove'`).document.scenes).toHaveLength(1);
    expect(read(`'Then' / 'Now'`).document.scenes).toHaveLength(1);
  });
});

describe('"then" before a smaller line', () => {
  it('is no new scene', () => {
    expect(read('"Welcome" and then smaller: "doors close at 9"').document.scenes).toHaveLength(1);
    expect(read('"Open Day" then below it "free parking"').document.scenes).toHaveLength(1);
    expect(read('"Sale" then in small letters "ends Sunday"').document.scenes).toHaveLength(1);
    expect(read('"Sale" then "ends Sunday"').document.scenes).toHaveLength(2);
  });
});

describe('words in capitals', () => {
  it('are copy, never a scene marker', () => {
    expect(read('BIG OPENING — Hill Cafe, Friday 9am').document.scenes).toHaveLength(1);
    expect(textsOf(read('FINALLY FRIDAY — drinks at 6').document)[0]).toBe('heading:FINALLY FRIDAY — drinks at 6');
    expect(read('THEN AND NOW: our shop since 1990').document.scenes).toHaveLength(1);
  });

  it('the same words in lower case still mark scenes', () => {
    expect(read('"Doors open" then "Show starts"').document.scenes).toHaveLength(2);
  });
});

describe('announced slides, in more of the ways people set them apart', () => {
  it('a count with a describing word before the noun', () => {
    expect(read('Three quiz slides: "Q1"; "Q2"; "Q3"').document.scenes).toHaveLength(3);
    expect(read('two title slides: "Hello"; "Goodbye"').document.scenes).toHaveLength(2);
    expect(read('three photos and two slides: "A"; "B"').document.scenes).toHaveLength(2);
  });

  it('numbered items, whose numbers are not shown', () => {
    const doc = read('Three habit slides: 1. Drink water 2. Walk daily 3. Sleep early').document;
    expect(doc.scenes.map((_, i) => textsOf(doc, i))).toEqual([['heading:Drink water'], ['heading:Walk daily'], ['heading:Sleep early']]);
    expect(read('Slides: 1) "Intro" 2) "Demo" 3) "Q&A"').document.scenes).toHaveLength(3);
  });

  it('quotes set apart by commas or by nothing', () => {
    expect(read(`slides: 'Stretch', 'Breathe', 'Rest'`).document.scenes).toHaveLength(3);
    expect(read(`Two scenes — 'Eat well.' 'Sleep well.'`).document.scenes).toHaveLength(2);
    expect(read(`Agenda: 'Stretch', 'Breathe', 'Rest'`).document.scenes).toHaveLength(1);
  });

  it('a closing sentence of look is the whole video\'s, no scene of its own', () => {
    const doc = read(`Three slides for the team: 'Hi', 'Numbers', 'Thanks'. Navy background.`).document;
    expect(doc.scenes).toHaveLength(3);
    expect(doc.background).toMatchObject({ type: 'solid' });
  });
});

describe('a slide added at the end "saying" its text', () => {
  it('shows the text', () => {
    const first = read('"One"').document;
    const doc = read('add a slide at the end saying Book Now', first).document;
    expect(doc.scenes).toHaveLength(2);
    expect(textsOf(doc, 1)).toEqual(['heading:Book Now']);
  });
});

describe('slides said with words between them and their items', () => {
  const titles = (prompt: string) => {
    const { document } = read(prompt);
    return document.scenes.map((_, i) => textsOf(document, i).join(' | '));
  };

  it('a qualifier after "slides" before the colon: how they change, or whom they are for', () => {
    expect(titles('Slides, wipe between each: "Doors 7pm", "Bar open", "Dance till late"')).toEqual(['heading:Doors 7pm', 'heading:Bar open', 'heading:Dance till late']);
    expect(titles('Slides for the reception screen: 1) Flu clinic Tuesdays 2) Bloods before 11am 3) Repeat scripts online')).toEqual(['heading:Flu clinic Tuesdays', 'heading:Bloods before 11am', 'heading:Repeat scripts online']);
    // Not without items set apart: one slide.
    expect(read('Slides for the reception screen: flu clinic on Tuesdays').document.scenes).toHaveLength(1);
  });

  it('"each one its own slide", and items set apart by slashes of any length', () => {
    expect(titles('Our dates, each one its own slide: Bristol Thekla 2 May / Cardiff Clwb Ifor Bach 4 May / Bath Moles 6 May')).toEqual([
      'heading:Bristol Thekla 2 May',
      'heading:Cardiff Clwb Ifor Bach 4 May',
      'heading:Bath Moles 6 May',
    ]);
    expect(read('Cheeses, one per card: Brie / Stilton / Manchego').document.scenes).toHaveLength(3);
  });

  it('words about the scenes before the items\' colon are no item\'s, and a line\'s number is not its text', () => {
    expect(titles('3 slides, one word each, crossfading between them: Breathe / Rest / Begin')).toEqual(['heading:Breathe', 'heading:Rest', 'heading:Begin']);
    expect(titles('Three slides, dark bg, 4:3:\n1. Plan\n2. Build\n3. Ship')).toEqual(['heading:Plan', 'heading:Build', 'heading:Ship']);
  });
});

describe('scene starts said in more words', () => {
  const titles = (prompt: string) => {
    const { document } = read(prompt);
    return document.scenes.map((_, i) => textsOf(document, i).join(' | '));
  };

  it('"first one …, second one …, last one …" after a count', () => {
    expect(titles("3 slides - first one 'OPEN HOUSE', second one 'Sunday 2-4pm', last one '12 Birch Way'")).toEqual(['heading:OPEN HOUSE', 'heading:Sunday 2-4pm', 'heading:12 Birch Way']);
    expect(read("two cards: the first one 'Hello', the second one 'Goodbye'").document.scenes).toHaveLength(2);
    // Without a count, "the first one" is no scene start.
    expect(read("a title 'Hello' and make the first one bigger").document.scenes).toHaveLength(1);
  });

  it('the first short sentences after "Three slides:", the rest being the video\'s', () => {
    expect(titles('Three slides: Wash your hands. Wear a mask. Stay home if unwell. Each slide 3 seconds.')).toEqual(['heading:Wash your hands', 'heading:Wear a mask', 'heading:Stay home if unwell']);
    expect(titles('Two slides: Doors at six. Bar till late. White on black.')).toEqual(['heading:Doors at six', 'heading:Bar till late']);
  });

  it('"At the end it should say …" and "… and after \'…\'" start a scene', () => {
    expect(titles("Title 'Our year'. At the end it should say Thanks for everything")).toEqual(['heading:Our year', 'heading:Thanks for everything']);
    expect(titles("The text is 'Grand Opening' and after 'Cafe Lune - 3 May'")).toEqual(['heading:Grand Opening', 'heading:Cafe Lune - 3 May']);
    // "after" inside a sentence of copy is no scene start.
    expect(read("'Open after 6pm'").document.scenes).toHaveLength(1);
  });
});

describe('a slide per item, with how to show them said before the colon', () => {
  const scenes = (prompt: string) => {
    const doc = read(prompt).document;
    return doc.scenes.map((_, i) => textsOf(doc, i));
  };
  it('makes a slide per item, whatever the label or the words about the look', () => {
    expect(scenes('Key words - one per slide: ocean, river, lake')).toEqual([['heading:Ocean'], ['heading:River'], ['heading:Lake']]);
    expect(scenes('Times tables, one fact per slide, nice and large so everyone in the hall sees: 2x2=4, 3x3=9')).toHaveLength(2);
    expect(scenes('Our values - one value per card: kindness, courage, honesty, respect')).toHaveLength(4);
  });

  it('a label of up to eight words before the share-out names the items: no slide', () => {
    expect(scenes('Science words for our class this week - one per slide: atom, cell, force')).toHaveLength(3);
    expect(scenes('Dates for the spring tour, one date per card: Leeds 3 May, York 5 May')).toHaveLength(2);
  });

  it('not a text said after "words -"', () => {
    expect(scenes('Words - Open all week')).toEqual([['heading:Open all week']]);
  });
});

describe('bulleted lines that each describe a thing to show are a scene each', () => {
  it.each([
    ['Year in review.\n- title: Our 2024\n- bar chart of sales: Q1 4, Q2 6, Q3 9\n- a counter to 120 with "new members" under it\n- last slide: Thank you all', 4],
    ['Club night promo\n1. heading: Friday Jams\n2. a countdown from 5\n3. quote: "Best night in town" - Sam\n4. final slide: Doors 9pm', 4],
    ['Open day\n* title card: Open Day\n* pie chart of visitors: Parents 60, Pupils 40\n* closing slide: See you there', 3],
  ])('%s', (prompt, scenes) => {
    const { document } = read(prompt);
    expect(document.scenes).toHaveLength(scenes);
    expect(document.scenes.flatMap((s) => s.layers).some((l) => l.type === 'list')).toBe(false);
  });

  it('lines of items stay a list, and a subtitle line stays with its title', () => {
    expect(read('Steps:\n1. Give notice\n2. Book the lift\n3. Return keys').document.scenes).toHaveLength(1);
    expect(read('- title: Spring Fair\n- subtitle: Saturday 10am\n- music: upbeat').document.scenes).toHaveLength(1);
  });
});

describe('"one slide each" before items', () => {
  it.each([
    ["Title 'Dave's Plumbing'. then one slide each: boiler servicing, blocked drains, bathroom fits.", ['Boiler servicing', 'Blocked drains', 'Bathroom fits']],
    ["Title 'Menu'. A slide for each: Soup, Pie, Tart", ['Soup', 'Pie', 'Tart']],
    ["Title 'Rules'. One card for each one: Kindness, Good manners", ['Kindness', 'Good manners']],
  ])('%s', (prompt, items) => {
    const { document } = read(prompt);
    expect(document.scenes.slice(1).map((_, i) => textsOf(document, i + 1))).toEqual(items.map((t) => [`heading:${t}`]));
  });
});
