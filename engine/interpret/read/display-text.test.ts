import { describe, expect, it } from '@jest/globals';
import { counterLabelsOf, read, textsOf } from '../testing.js';

const texts = (prompt: string) => textsOf(read(prompt).document);

describe('where unquoted text ends', () => {
  it('at a clause after a comma that only asks or styles', () => {
    expect(texts('title Harbour Lights, subtitle 1850–1900, fade in')).toEqual(['heading:Harbour Lights', 'subtitle:1850–1900']);
    expect(texts('Text: Doors at 8, slow zoom')).toEqual(['heading:Doors at 8']);
    expect(texts('a slide with the words Choir Practice, kind of like an old hymn sheet')).toEqual(['heading:Choir Practice']);
  });

  it('not at a clause of copy, nor at a thousands separator', () => {
    expect(texts('Text: Fresh fish, chips, mushy peas')).toEqual(['heading:Fresh fish, chips, mushy peas']);
    expect(texts('Text: Raised £1,200 so far')).toEqual(['heading:Raised £1,200 so far']);
  });

  it('where a line under it starts, which is the next text', () => {
    expect(texts('Heading: Book Swap, under it: every Tuesday 4pm')).toEqual(['heading:Book Swap', 'subtitle:every Tuesday 4pm']);
    expect(texts('it should say Kim\'s Cuts and underneath walk-ins welcome')).toEqual(["heading:Kim's Cuts", 'subtitle:walk-ins welcome']);
    expect(texts('it should say Kim\'s Cuts and underneath it the price list')).toEqual(["heading:Kim's Cuts"]);
  });

  it('where another thing to draw starts', () => {
    expect(texts('just the words Deep Work and a progress bar along the bottom')).toEqual(['heading:Deep Work']);
    expect(texts('just the words Nap Time and a small logo')).toEqual(['heading:Nap Time']);
    expect(texts('just the words Salt and Pepper')).toEqual(['heading:Salt and Pepper']);
  });
});

describe('other words that introduce text', () => {
  it('"that says" after any noun, and a smaller line after a colon', () => {
    expect(texts('a story that says Good Luck Sam in big letters')).toEqual(['heading:Good Luck Sam']);
    expect(texts('a poster which reads Lost Cat, then smaller: answers to Biscuit')).toEqual(['heading:Lost Cat', 'subtitle:answers to Biscuit']);
    expect(texts('Title: Quiz Night. smaller text: teams of four')).toEqual(['heading:Quiz Night', 'subtitle:teams of four']);
  });

  it('not "says" followed by lower-case description', () => {
    expect(read('a story that says it all').summary).not.toMatch(/title/);
  });
});

describe('a scene that "just says" its text, and "on screen just:"', () => {
  it('introduce unquoted text', () => {
    const two = read('"Welcome". Second slide just says See you soon, friends.').document;
    expect(textsOf(two, 1)).toEqual(['heading:See you soon, friends']);
    expect(texts('the card simply reads Closed Monday')).toEqual(['heading:Closed Monday']);
    expect(texts('On screen only: Harbour Walk 2025. dark blue background')).toEqual(['heading:Harbour Walk 2025']);
  });

  it('not before lower-case words', () => {
    expect(read('make sure it reads well on phones').summary).not.toMatch(/title/);
  });
});

describe('size words before a text noun, "Sub:" and a sentence opening with "Name"', () => {
  it('introduce the text', () => {
    expect(texts('Big text SUMMER SALE in the middle')[0]).toBe('heading:SUMMER SALE');
    expect(texts('main title Winter Lights. Sub: late opening till 9')).toEqual(['heading:Winter Lights', 'subtitle:late opening till 9']);
    expect(read('Our shop. Name Hill & Daughters big on screen.').summary).toMatch(/Hill & Daughters/);
  });

  it('not before lower-case words', () => {
    expect(read('big text please').summary).not.toMatch(/title "please"/);
  });
});

describe('a placement or size said at the edge of unquoted text is placement, not text', () => {
  it('after a lead that names the text', () => {
    expect(texts('four photos in a grid with the title Spring Has Sprung on top')).toEqual(['heading:Spring Has Sprung']);
    expect(texts('it should say Late Night Opening at the bottom')).toEqual(['heading:Late Night Opening']);
    expect(texts('title Coffee Club on top, warm beige')).toEqual(['heading:Coffee Club']);
  });

  it('after a role word, and a lower-case line after a role word that opens a clause', () => {
    expect(texts('heading Garden Party in the middle')).toEqual(['heading:Garden Party']);
    expect(texts('title Pedal Power, tagline bikes fixed while you wait')).toEqual(['heading:Pedal Power', 'subtitle:bikes fixed while you wait']);
    // "tagline in pink" says how it looks: no text.
    expect(texts('title Pedal Power, tagline in pink')).toEqual(['heading:Pedal Power']);
  });

  it('not a place that is the text itself', () => {
    expect(texts('it should say Meet Me On Top Of The World')).toEqual(['heading:Meet Me On Top Of The World']);
  });
});

describe('a short form\'s full stop', () => {
  it('ends the text when a look or an instruction follows it', () => {
    expect(texts('smaller underneath: open 9 to 5 at Smith & Co. Cosy vibe, snow falling')).toEqual(['heading:open 9 to 5 at Smith & Co.']);
    expect(texts('Text: Meet us on Elm St. Make it bold')).toEqual(['heading:Meet us on Elm St.']);
  });

  it('does not end it before more copy', () => {
    expect(texts('Text: Dr. Patel is back')).toEqual(['heading:Dr. Patel is back']);
  });
});

describe('content that went missing: text said with where it goes, or after "on screen show"', () => {
  it('a clause of copy with a placement or a size after it, set apart by commas', () => {
    expect(texts('four clips in a grid, Leg Day Finisher across the middle')).toEqual(['heading:Leg Day Finisher']);
    expect(texts('my logo in the corner, DOORS AT 7 big, stars in the background')).toEqual(['heading:DOORS AT 7']);
    expect(texts('put FINAL WHISTLE across the top')).toEqual(['heading:FINAL WHISTLE']);
    // Words about the video are not copy, nor lower-case words with a size.
    expect(texts('Recap reel with a progress bar across the top')).toEqual([]);
    expect(texts('four clips in a grid, Keep everything across the middle')).toEqual([]);
  });

  it('after "on screen show", "show the word", and a top or bottom text label', () => {
    expect(texts('A man\'s voice says "Welcome". On screen just show: Tea £2 = a warm welcome')).toContain('heading:Tea £2 = a warm welcome');
    expect(texts('and on the screen show Riverside Rowing.')).toEqual(['heading:Riverside Rowing']);
    expect(texts('Show the word Focus big at the start.')).toEqual(['heading:Focus']);
    expect(texts('top text: Before vs After 💪 bottom caption "Six weeks later"')).toEqual(['heading:Before vs After 💪', 'caption:Six weeks later']);
  });
});

describe('more ways of saying which words to show', () => {
  it('"a slide that\'s just …", "the title says …", "and … underneath"', () => {
    expect(texts('then a final slide thats just see you soon Mia with little stars')).toContain('heading:see you soon Mia');
    expect(texts('The banner reads Grand Reopening: "this Saturday"')).toEqual(['heading:Grand Reopening', 'subtitle:this Saturday']);
    expect(counterLabelsOf(read('count up to 300 and trees planted underneath').document)).toEqual(['trees planted']);
  });

  it('not a colour said of the text, nor an effect before "and"', () => {
    expect(texts('title "Open Late" and the text gold')).toEqual(['heading:Open Late']);
    expect(counterLabelsOf(read('count up to 300 with confetti and trees planted underneath').document)).toEqual(['trees planted']);
  });
});

describe('unquoted text after a label ends at the next instruction or look', () => {
  it('after a short form, and at a clause that asks', () => {
    expect(texts('Text: Fix-it Café at Mill St. Warm vintage look')).toEqual(['heading:Fix-it Café at Mill St.']);
    expect(texts('caption: Sale at Jones & Co. Make it sparkle')).toEqual(['caption:Sale at Jones & Co.']);
  });
});

describe('unquoted text ends where another thing starts', () => {
  it('another part that says its own words, or a decoration joined on', () => {
    expect(texts('top one says Before, bottom one says After')).toEqual(['heading:Before', 'subtitle:After']);
    expect(texts('and the text trees planted, plus confetti')).toEqual(['heading:trees planted']);
    expect(texts('with the text Happy retirement Jo and some balloons')).toEqual(['heading:Happy retirement Jo']);
  });

  it('not at words of the text that only look alike', () => {
    expect(texts('with the text Stars and Stripes Diner')).toEqual(['heading:Stars and Stripes Diner']);
  });
});

describe('a plural lead\'s items', () => {
  it('are set apart by spaced slashes or bars, keeping their commas', () => {
    expect(read('Words: Day 1, Hanoi / Day 3, Hue / Day 6, Hoi An').document.scenes.map((_, i) => textsOf(read('Words: Day 1, Hanoi / Day 3, Hue / Day 6, Hoi An').document, i)[0])).toEqual(['heading:Day 1, Hanoi', 'heading:Day 3, Hue', 'heading:Day 6, Hoi An']);
    expect(read('Words: Calm | Focus | Rest').document.scenes).toHaveLength(3);
    // With no slash or bar, by its commas as before.
    expect(texts('Words: Open 9 to 5, every day')).toEqual(['heading:Open 9 to 5', 'subtitle:every day']);
  });
});

describe('a year after a comma', () => {
  it('is the text\'s own after a role word', () => {
    expect(texts('title Budget report, 2024/25')).toEqual(['heading:Budget report, 2024/25']);
    expect(texts('heading Class of, 2026')).toEqual(['heading:Class of, 2026']);
    expect(texts('title Sports Day, 2025. Bright colours')).toEqual(['heading:Sports Day, 2025']);
  });

  it('but not other words after a comma', () => {
    expect(texts('title Budget report, bold')).toEqual(['heading:Budget report']);
  });
});

describe('what the title is to be', () => {
  it('"title should be …", "the heading will be …", "main title is …"', () => {
    expect(texts('A short clip for the shop. Title should be Summer Sale Week and then three offers')).toContain('heading:Summer Sale Week');
    expect(texts('the heading will be Open Garden Day, green background')).toContain('heading:Open Garden Day');
    expect(texts('Our main title is Night Market Nights.')).toContain('heading:Night Market Nights');
  });

  it('not a sentence about what the title looks like', () => {
    expect(texts('Title should be big and the text "Open Late" white').join()).not.toMatch(/heading:big/);
  });
});

describe('how to show it, said in brackets after the text', () => {
  it('is never part of the text: "(as a banner)", "(in big letters)", "(bold)"', () => {
    expect(texts('Text: Open till late (as a banner)')).toEqual(['heading:Open till late']);
    expect(texts('Slide 1: Doors at 8 (in big letters)')).toEqual(['heading:Doors at 8']);
    expect(texts('Text: Members only (bold please)')).toEqual(['heading:Members only']);
  });

  it('not a bracket that belongs to the words', () => {
    expect(texts('Text: Thanks (for everything)')).toEqual(['heading:Thanks (for everything)']);
  });
});

describe('a slide, card or page named with "called"', () => {
  it('is named by the words after', () => {
    expect(texts('one slide called Spring Trail, with the stops as bullets: Pond, Meadow, Woods')).toContain('heading:Spring Trail');
    expect(texts('Make a card titled Our Team with a green background')).toContain('heading:Our Team');
    expect(texts('a page headed Opening Hours, on a dark background')).toContain('heading:Opening Hours');
  });

  it('not words in lower case after it', () => {
    expect(texts('a slide called out by name')).toEqual([]);
  });
});

describe('a word that ends unquoted text is a name inside a capitalised name', () => {
  it('keeps a shape word that is part of a place name, and still ends text at a shape said as one', () => {
    expect(textsOf(read('Heading: Find us at Castle Square.').document)).toContain('heading:Find us at Castle Square');
    expect(read('Heading: Find us at Castle Square.').format?.aspect).toBeUndefined();
    expect(textsOf(read('Title: Summer Sale, square').document)).toEqual(['heading:Summer Sale']);
    expect(read('Title: Summer Sale, square').format?.aspect).toBe('square');
  });
});

describe('a shouted slogan of short sentences is one text', () => {
  it.each([
    ['Text over it: NEW YEAR. NO EXCUSES. then a slide: First week free', 'heading:NEW YEAR. NO EXCUSES.'],
    ['Title: EAT. SLEEP. LIFT. Blue background', 'heading:EAT. SLEEP. LIFT.'],
    ['Heading: BIG SALE! EVERYTHING MUST GO! pink background', 'heading:BIG SALE! EVERYTHING MUST GO!'],
  ])('%s', (prompt, text) => {
    expect(texts(prompt)[0]).toBe(text);
  });

  it('a sentence in lower case after it is not the slogan', () => {
    expect(texts('Heading: OPEN NOW. Come in for coffee.')[0]).toBe('heading:OPEN NOW');
  });
});

describe('a count of slides after a lead is the scene plan, not the text', () => {
  it.each([
    ['On screen show three slides: Invoices that chase themselves / Reports in one click / A brand new dashboard.', 3],
    ['Text: two slides: Doors open at 7 / Bar closes at 11', 2],
    ['On screen, show 3 cards: Plan / Build / Launch', 3],
  ])('%s', (prompt, scenes) => {
    const { document } = read(prompt);
    expect(document.scenes).toHaveLength(scenes);
    expect(textsOf(document).join(' ')).not.toMatch(/slides|cards/);
  });
});

describe('the words a video is said to say, in a long request', () => {
  it.each([
    ['I wondered if you could make a little video for the lounge television saying Carols by the Tree on Sunday at 3pm, in nice large letters because our residents struggle to see small print', 'heading:Carols by the Tree on Sunday at 3pm', 'large'],
    ['could you do a reel that says Open late every Friday, in big bold letters', 'heading:Open late every Friday', 'large'],
    ['a poster for the shop window saying Closing down sale', 'heading:Closing down sale', undefined],
  ])('%s', (prompt, text, size) => {
    const { document } = read(prompt);
    expect(textsOf(document)).toEqual([text]);
    expect(document.scenes[0]!.layers.find((l) => l.type === 'text')).toMatchObject(size ? { size } : {});
  });

  it('how the words are set, said before them after a lead, is not drawn', () => {
    expect(textsOf(read('"Breathe." Underneath quite small: Lotus Room Yoga, Bristol').document).join(' | ')).not.toMatch(/small/i);
  });
});

describe('words said to someone, and the scenes that hold them', () => {
  it('a comma before the one addressed is part of the words ("Thank you, Hove!")', () => {
    expect(read('a counter to 500, then a second bit saying Thank you, Leith! with balloons').document.scenes.flatMap((_, i) => textsOf(read('a counter to 500, then a second bit saying Thank you, Leith! with balloons').document, i))).toContain('heading:Thank you, Leith');
    expect(texts('Then a thank you slide: Welcome back, everyone! Confetti at the end.')).toEqual(['heading:Welcome back, everyone']);
    expect(texts('Title: Bin Rota. Underneath put: Happy birthday, Mia! Widescreen please.')).toEqual(['heading:Bin Rota', 'subtitle:Happy birthday, Mia']);
  });

  it('"write below it:" and "under it put:" name the line under the title', () => {
    expect(texts('Title: Quiz Night. Write below it: teams of four')).toEqual(['heading:Quiz Night', 'subtitle:teams of four']);
    expect(texts('Title: Quiz Night. Under it put: teams of four')).toEqual(['heading:Quiz Night', 'subtitle:teams of four']);
  });

  it('a slide named with words of its own before its colon ("a thank you slide:"), not a place or a share', () => {
    expect(texts('a little end card: See you Friday')).toEqual(['heading:See you Friday']);
    expect(read('Slides for the library screen: Open 9 to 5 / Closed Sundays / Free wifi').document.scenes.flatMap((s) => s.layers)).not.toContainEqual(expect.objectContaining({ text: 'Open 9 to 5 / Closed Sundays / Free wifi' }));
  });
});

describe('leads of the w18 round', () => {
  it('"title above:" names the title in a brief that quoted other words', () => {
    expect(texts("a poster with the caption 'Since 1994'. title above: 30 years of Harbour Rowing")).toContain('heading:30 years of Harbour Rowing');
  });

  it('"just the name …" is a slide of that name, not a person\'s name tag', () => {
    expect(texts("first slide just the name Bella's Kitchen, then a slide saying Open daily")).toEqual(["heading:Bella's Kitchen"]);
  });
});

describe('a quote said without quote marks', () => {
  it('"use the quote … by …" is a quote and its author', () => {
    const doc = read('book club post, square. use the quote It was the best of times. by Charles Dickens. dark green background').document;
    expect(textsOf(doc)).toEqual(['quote:It was the best of times', 'attribution:Charles Dickens']);
  });
});

describe('words put on screen by name', () => {
  it('"put Biscuit\'s Spa Day at the top" is a title at the top', () => {
    const doc = read("a reel of my dog. put Biscuit's Spa Day at the top and add some bubbles").document;
    expect(textsOf(doc)).toEqual(["heading:Biscuit's Spa Day"]);
    expect(doc.scenes[0]!.layers.find((l) => l.type === 'text')).toMatchObject({ placement: 'top' });
  });

  it('"put it at the top", "put the logo …" are no text', () => {
    expect(texts('title "Open Day", put it at the top')).toEqual(['heading:Open Day']);
  });
});
