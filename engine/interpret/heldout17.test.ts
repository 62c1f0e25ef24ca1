import { describe, expect, it } from '@jest/globals';
import type { SceneDocument } from '../../model/scene-document.js';
import { drawnStrings } from '../scene/drawn-strings.js';
import { IMG, VID, layersOf, read, textsOf } from './testing.js';

const all = (doc: SceneDocument) => drawnStrings(doc).flat();
const of = <T extends string>(doc: SceneDocument, type: T) => doc.scenes.flatMap((s) => s.layers.filter((l) => l.type === type));
const edit = (first: string, ...later: string[]) => later.reduce((doc, prompt) => read(prompt, doc).document, read(first).document);

/*
 * Rules read from the w83 and w84 blind batches (docs/prompt-generalisation.md, "Seventeenth round"), each tested in
 * phrasings of my own, with ones that must not trigger them.
 */

describe('a lower third said back to front, or as a name caption', () => {
  it.each([
    [`${VID} of the demo. Put my name Ruth Alder and Head Baker on the bottom under me.`, ['name:Ruth Alder', 'role:Head Baker']],
    [`${VID}, show her name Ines Costa, Florist at the bottom of the screen`, ['name:Ines Costa', 'role:Florist']],
    [`${VID}. Add a name caption for her: Ama Boateng, Chair of Governors`, ['name:Ama Boateng', 'role:Chair of Governors']],
  ])('%s', (prompt, texts) => {
    expect(textsOf(read(prompt).document)).toEqual(texts);
  });

  it('leaves "put my name at the bottom" with no name to the readers it had', () => {
    expect(all(read(`${VID} 'Fresh bread daily'. put my name at the bottom`).document)).not.toContain('at the bottom');
  });
});

describe('a bare figure given to the one counter', () => {
  const first = "A counter up to 1200 with 'meals served' under it, then 'Thank you volunteers!'";
  it.each(['change it to 1350, two more vans came in', 'make the number 1,350', 'change 1200 to 1350', 'actually make it 1350'])('%s', (prompt) => {
    const doc = edit(first, prompt);
    expect(of(doc, 'counter').map((c) => (c.type === 'counter' ? c.to : 0))).toEqual([1350]);
    expect(all(doc)).toContain('Thank you volunteers!');
  });

  it('does not take an old figure the counter does not show', () => {
    const doc = edit(first, 'change 900 to 1350');
    expect(of(doc, 'counter').map((c) => (c.type === 'counter' ? c.to : 0))).toEqual([1200]);
  });

  it('leaves a figure in a text to the text', () => {
    const doc = edit("A counter up to 1200, then 'Open 9 to 5'", 'change 9 to 10');
    expect(of(doc, 'counter').map((c) => (c.type === 'counter' ? c.to : 0))).toEqual([1200]);
  });
});

describe('a button said by its call to action, unquoted', () => {
  it.each([
    ["'Spring offer' and a donate button", 'Donate'],
    ["'Spring offer', a sign up btn with example.org on it", 'Sign up'],
    ["'Spring offer' then a rsvp button", 'RSVP'],
  ])('%s', (prompt, label) => {
    expect(of(read(prompt).document, 'button').map((b) => (b.type === 'button' ? b.text : ''))).toEqual([label]);
  });

  it('reads no label from a button named by its look', () => {
    expect(of(read("'Spring offer' and a dark green button saying 'Go'").document, 'button').map((b) => (b.type === 'button' ? b.text : ''))).toEqual(['Go']);
  });
});

describe('a voice described by a likeness before its words', () => {
  it('speaks the quote after the colon', () => {
    const doc = read(`${IMG} a woman's voice, warm, like a friendly shopkeeper: 'Fresh flowers every morning.'`).document;
    expect(doc.narration?.text).toBe('Fresh flowers every morning.');
    expect(doc.narration?.voice?.gender).toBe('female');
  });
});

describe('a correction the narration alone says', () => {
  it('replaces the old words with the unit after them', () => {
    const doc = edit(`${IMG} a man says 'Lessons from just twenty pounds an hour.'`, 'make it twenty five pounds not twenty');
    expect(doc.narration?.text).toBe('Lessons from just twenty five pounds an hour.');
  });
});

describe('a greeting run into the request', () => {
  it('shows nothing of it', () => {
    const doc = read(`Hello could you make a 15 second clip for my dog walking business. ${IMG} with 'Happy dogs, happy owners'`).document;
    expect(all(doc).join(' ')).not.toMatch(/could you|make/i);
  });
});

describe('a list labelled before its colon in a brief that quotes its other texts', () => {
  it('titles the list with its label', () => {
    const doc = read("Weekend coaching with Ms Ortiz: 1. Grammar 2. Speaking 3. Listening. Then 'Book a trial'").document;
    expect(textsOf(doc, 0)).toContain('heading:Weekend coaching with Ms Ortiz');
  });

  it('shows no list word as a title', () => {
    const doc = read("Numbered list: 1. Grammar 2. Speaking 3. Listening. Then 'Book a trial'").document;
    expect(textsOf(doc, 0)).toEqual([]);
  });
});

describe('values said with their unit after the last', () => {
  it('keeps every value', () => {
    const [chart] = of(read('line chart of my 5k times: 31, 29, 28, 27 min').document, 'chart');
    expect(chart?.type === 'chart' && chart.data.map((d) => d.value)).toEqual([31, 29, 28, 27]);
  });
});

describe('one colour made into another', () => {
  it.each(['make the green more blue', 'make the green blue'])('%s', (prompt) => {
    const doc = edit("'Garden open day' with green accents", prompt);
    expect(JSON.stringify(doc.theme)).not.toMatch(/"accent":"#2/);
    expect(read(prompt, read("'Garden open day' with green accents").document).summary).toMatch(/green → blue/);
  });
});

describe('items counted inline after a colon', () => {
  it('reads the bare numbers as the marks of a numbered list', () => {
    const doc = read("our service in 3 steps: 1 quote 2 visit 3 clean. title 'Shine Co'").document;
    const [list] = of(doc, 'list');
    expect(list?.type === 'list' && list.items).toEqual(['Quote', 'Visit', 'Clean']);
    expect(all(doc)).not.toContain('3 steps');
  });
});

describe('an item added instead of one taken out', () => {
  it('goes into the list, not over the title', () => {
    const doc = edit("'Our menu' with a list: soup, salad, stew", "remove stew and put 'pie' at the end instead");
    const [list] = of(doc, 'list');
    expect(list?.type === 'list' && list.items).toEqual(['soup', 'salad', 'pie']);
    expect(all(doc)).toContain('Our menu');
  });
});

describe('a counter named as a stat or a figure', () => {
  it.each(['a stat that climbs to 500', 'a figure that ticks up to 500'])('%s', (said) => {
    expect(of(read(`'Our year' then ${said} with 'happy clients' under it`).document, 'counter')).toHaveLength(1);
  });
});

describe('a last scene said to close on a button', () => {
  it('is a scene of its own, its words not shown', () => {
    const doc = read(`'Meet Nova.' Then 'Built for teams'. Close on a CTA button "Try it free".`).document;
    expect(doc.scenes).toHaveLength(3);
    expect(all(doc).join(' ')).not.toMatch(/close on/i);
  });
});

describe('an initial before a word in lower case', () => {
  it('ends no sentence', () => {
    const [list] = of(read("'Lab day' with bullet points: Grow E. coli safely, Stain slides, Use a microscope").document, 'list');
    expect(list?.type === 'list' && list.items).toEqual(['Grow E. coli safely', 'Stain slides', 'Use a microscope']);
  });

  it('still ends one before a sentence typed in lower case', () => {
    const doc = read("first slide 'Plan A'. then 'Plan B'").document;
    expect(doc.scenes).toHaveLength(2);
  });
});

describe('pictures given one per line with their words', () => {
  it('are a scene each, with a lower third when the lines ask for names', () => {
    const doc = read(`Team reel, each photo with a name strap:\n- ${IMG} Ola Nowak, Head of Design\n- ${IMG} Tom Reyes, Engineer\nEnd with 'Join us'`).document;
    expect(doc.scenes).toHaveLength(3);
    expect(textsOf(doc, 1)).toEqual(['name:Tom Reyes', 'role:Engineer']);
  });

  it('are a scene each, with a caption when nothing else is said', () => {
    const doc = read(`${IMG} Margherita £9\n${IMG} Diavola £11`).document;
    expect(doc.scenes.map((_, i) => textsOf(doc, i))).toEqual([['caption:Margherita £9'], ['caption:Diavola £11']]);
  });

  it('leaves lines that say how a picture moves', () => {
    const doc = read(`Menu reel:\n${IMG} slow zoom\n${IMG} slow zoom`).document;
    expect(all(doc).join(' ')).not.toMatch(/zoom/i);
  });
});

describe('a scene named by whose it is', () => {
  it('removes the scene of the person the prompt names', () => {
    const first = `Speakers:\n- ${IMG} Ola Nowak, Head of Design\n- ${IMG} Tom Reyes, Engineer\n- ${IMG} Mia Chen, Founder`;
    const doc = edit(first.replace('Speakers:', 'Speakers, a lower third each:'), 'Tom is off sick, please cut his scene');
    expect(all(doc)).not.toContain('Tom Reyes');
    expect(all(doc)).toEqual(expect.arrayContaining(['Ola Nowak', 'Mia Chen']));
  });
});

describe('a reference code before the colon', () => {
  it('is a label, not a title', () => {
    const doc = read('TKT-4821: explainer video for booking a desk. Steps:\n1. Open the app\n2. Pick a floor\n3. Tap book').document;
    expect(all(doc)).not.toContain('TKT-4821');
  });

  it('keeps shouted copy before a colon', () => {
    expect(all(read('BIG NEWS: we open on Monday').document).join(' ')).toMatch(/BIG NEWS/);
  });
});

describe('a lead of list words only', () => {
  it('draws none of them', () => {
    const doc = read('Numbered steps:\n1. Unplug it\n2. Wait ten seconds\n3. Plug it back in').document;
    expect(all(doc)).not.toContain('steps');
  });
});

describe('a scene named, then called "it"', () => {
  const first = "Scene 1: 'Intro' Scene 2: 'Old offer' Scene 3: 'New offer' Scene 4: 'Call us'";
  it.each(['Scene 2 is no longer needed. Remove it.', 'scene 2 has been scrapped', 'Scene 2 is out of date. Delete it.', 'scene 2 - delete it'])('%s', (prompt) => {
    const doc = edit(first, prompt);
    expect(doc.scenes.map((_, i) => textsOf(doc, i)[0])).toEqual(['heading:Intro', 'heading:New offer', 'heading:Call us']);
  });
});

describe('a value of its kind changed: an email, a web address, a day and month', () => {
  it.each([
    ["'Questions? hello@oldmail.com'", 'change the email to team@newmail.com', 'Questions? team@newmail.com'],
    ["'Tickets at oldsite.com'", 'change the website to newsite.co.uk', 'Tickets at newsite.co.uk'],
    ["'Out now - 03.05'", 'change the release date to 10.05', 'Out now - 10.05'],
  ])('%s, %s', (first, prompt, shown) => {
    expect(all(edit(first, prompt))).toContain(shown);
  });
});

describe('a look said first on a scene line', () => {
  it('is that look, not its text', () => {
    const doc = read("Scene 1: dark blue background, the words 'Coming soon'. Scene 2: 'Out 1 May'").document;
    expect(all(doc)).not.toContain('dark blue background');
    expect(all(doc)).toContain('Coming soon');
  });
});

describe('numbered lines that mix an upload and quoted texts', () => {
  it('are scenes, not a list', () => {
    const doc = read(`Open day video.\n1) "Welcome to Hill School"\n2) Tour footage ${VID}, 0:05 to 0:15\n3) "Visit us on Saturday" with a button "Book"`).document;
    expect(doc.scenes).toHaveLength(3);
    expect(of(doc, 'list')).toEqual([]);
  });
});

describe('a quote\'s author after a dash, with who they are said before', () => {
  it('drops an indefinite description and keeps every part of the role', () => {
    const doc = read('A quote from one of our volunteers: "Best Saturday of my week." - Dev, Driver, North Depot').document;
    expect(textsOf(doc)).toContain('attribution:Dev, Driver, North Depot');
  });
});

describe('a move to the very start, before the title', () => {
  it('moves the scene named', () => {
    const first = "Scene 1: 'Welcome' Scene 2: 'Our work' Scene 3: a quote \"They changed my life.\" - Ana";
    const doc = edit(first, 'can we move the quote to the very start, before the title?');
    expect(layersOf(doc, 0, 'text').map((l) => l.role)).toContain('quote');
  });
});

/* Rules read from the w85 blind batch (creators and shops), tested in phrasings of my own. */

describe('"w" for "with" after a figure or shouted words', () => {
  it.each([
    ["count down from 5 to 0 w GET READY under the number", 'GET READY'],
    ["big text LEVEL UP w confetti", 'LEVEL UP'],
  ])('%s', (prompt, shown) => {
    const doc = read(prompt).document;
    expect(all(doc).join(' ')).toContain(shown);
    expect(all(doc).join(' ')).not.toMatch(/\bw\b/);
  });
});

describe('a format said to do', () => {
  it('draws nothing of "is fine"', () => {
    expect(all(read("square is fine. 'Open late tonight'").document).join(' ')).not.toMatch(/fine/i);
  });
});

describe('a counter\'s label changed by its words', () => {
  it('is the label under the figure', () => {
    const doc = edit('count down from 10 to 0 with LIVE IN under the number', 'change LIVE IN to STARTING NOW');
    expect(of(doc, 'counter').map((c) => (c.type === 'counter' ? c.suffix?.trim() : ''))).toEqual(['STARTING NOW']);
  });
});

describe('a price dropped to a new one', () => {
  it('is replaced, not removed', () => {
    expect(all(edit("a price scene: big £90 and smaller underneath: collection only", 'can you drop the price to £75'))).toContain('£75');
  });

  it('says its size first without drawing it', () => {
    const doc = read("a price scene: big £90 and smaller underneath: collection only").document;
    expect(all(doc)).toContain('£90');
    expect(all(doc).join(' ')).not.toMatch(/big/);
  });
});

describe('what a layout shows, said after it', () => {
  it('is no title', () => {
    const doc = read(`before and after of the bathroom we retiled. ${IMG} is before, ${IMG} is after.`).document;
    expect(all(doc).join(' ')).not.toMatch(/retiled/);
  });
});

describe('a figure corrected wherever it is said', () => {
  it('changes the counter and the text that says it', () => {
    const doc = edit("a counter up to 200 with members under it, then text: thank you 200 members!", 'make it 250 not 200');
    expect(of(doc, 'counter').map((c) => (c.type === 'counter' ? c.to : 0))).toEqual([250]);
    expect(all(doc).join(' ')).toMatch(/thank you 250 members/);
  });
});

describe('a web address ending a sentence', () => {
  it('ends it, though "Co." ends no sentence elsewhere', () => {
    const doc = read('End on a button: Shop at candlelane.co. Black as the background.').document;
    expect(of(doc, 'button').map((b) => (b.type === 'button' ? b.text : ''))).toEqual(['Shop at candlelane.co']);
  });
});

describe('text at top, text at bottom', () => {
  it('draws both', () => {
    const doc = read(`${IMG}. text at top: Oak dining table. text at bottom: £300, collection only`).document;
    expect(all(doc)).toEqual(expect.arrayContaining(['Oak dining table', '£300, collection only']));
  });
});

describe('a title given its new words without "say"', () => {
  it('is set; a size is still a size', () => {
    expect(all(edit("'Spring menu'", "make the title Summer menu"))).toContain('Summer menu');
    expect(all(edit("'Spring menu'", 'make the title bigger'))).toContain('Spring menu');
  });
});

describe('the sound of every clip turned off', () => {
  it('mutes them all', () => {
    const doc = read(`${VID} then ${VID} at 2x speed. mute the sound on all the clips`).document;
    expect(of(doc, 'media').every((m) => m.type === 'media' && m.muted === true)).toBe(true);
  });
});

describe('a button joined on with "plus"', () => {
  it('ends the text before it', () => {
    const doc = read('text at the end: Start your trial today, plus a button that says Sign up').document;
    expect(all(doc)).toContain('Start your trial today');
    expect(of(doc, 'button').map((b) => (b.type === 'button' ? b.text : ''))).toEqual(['Sign up']);
  });
});

describe('a length on a line of its own after the last scene', () => {
  it('is the whole video\'s', () => {
    const doc = read("Title: 'New stock'\nEnd card: 'See you Saturday'\n12 seconds").document;
    expect(doc.scenes.reduce((t, s) => t + s.duration, 0)).toBeCloseTo(12, 1);
  });
});

describe('the next bit', () => {
  it('is a scene that says its words', () => {
    const doc = read(`${IMG} with the title: New Candles. next bit says Back in stock Monday and add confetti.`).document;
    expect(doc.scenes).toHaveLength(2);
    expect(textsOf(doc, 1)).toEqual(['heading:Back in stock Monday']);
  });
});

/* Rules read from the w86 blind batch (community life in a second language, or dictated), in phrasings of my own. */

describe('a voice speaking a language, before its words', () => {
  it('speaks them', () => {
    const doc = read("Make video with man voice speaking Polish, slow: 'Dzień dobry, zapraszamy.'").document;
    expect(doc.narration?.text).toBe('Dzień dobry, zapraszamy.');
  });
});

describe('a clip\'s sound taken off', () => {
  it('mutes it', () => {
    const doc = read(`${VID} make it faster and take off the sound from video, use my music ${'ast_AUDIOaaaaaaaaaaaaaaaa'} instead`).document;
    expect(of(doc, 'media').every((m) => m.type === 'media' && m.muted === true)).toBe(true);
  });
});

describe('a name and a role put at the bottom "like on the news"', () => {
  it('is a lower third', () => {
    const doc = read(`${VID}. Put my name 'Chef Amir' and 'Owner since 1999' like on TV at the bottom.`).document;
    expect(textsOf(doc)).toEqual(expect.arrayContaining(['name:Chef Amir', 'role:Owner since 1999']));
  });
});

describe('words said to come at the end on screen', () => {
  it('close the video', () => {
    const doc = read("'Volunteers needed' with a list: cooking, serving, cleaning. Thank you all for your help at the end on screen.").document;
    expect(textsOf(doc, doc.scenes.length - 1)).toEqual(['heading:Thank you all for your help']);
  });
});

describe('a platform said in capitals after "For"', () => {
  it('is its format, not a name', () => {
    expect(read("'Open today'. For TikTok.").document).toBeDefined();
    expect(read("'Open today'. For TikTok.").summary).toMatch(/portrait/);
  });
});

describe('a list coming one by one', () => {
  it('is revealed one at a time', () => {
    const [list] = of(read('Show a list coming one by one: flour, eggs, milk').document, 'list');
    expect(list).toBeDefined();
    expect(read('Show a list coming one by one: flour, eggs, milk').summary).toMatch(/one at a time/);
  });
});

describe('what is counted, said as where it stands now', () => {
  it('sets the one counter, whatever figures the texts show', () => {
    const doc = edit("A number going up to £1,200 with 'raised so far' under it, then 'Our goal: £3,000'", 'great news, we have £1,450 now');
    expect(of(doc, 'counter').map((c) => (c.type === 'counter' ? c.to : 0))).toEqual([1450]);
    expect(all(doc)).toContain('Our goal: £3,000');
  });
});

describe('a part of the narration said anew', () => {
  it('replaces that part only', () => {
    const doc = edit(`${IMG} a woman says: 'Open from nine to five, every day.'`, "the voice say 'from ten to six' instead of 'from nine to five'");
    expect(doc.narration?.text).toBe('Open from ten to six, every day.');
    expect(all(doc).join(' ')).not.toMatch(/nine to five/);
  });
});

describe('a part named, then "make it"', () => {
  it('gives the button its new words', () => {
    const doc = edit("'Taco Tuesday' and a button 'Order now'", "and the button make it 'Order today'");
    expect(of(doc, 'button').map((b) => (b.type === 'button' ? b.text : ''))).toEqual(['Order today']);
  });
});

describe('bulleted lines said to the tool after the scenes', () => {
  it('are no list items', () => {
    const doc = read(`Square video.\n- Scene 1: "New blends"\n- Scene 2: "Free delivery"\n- Dissolve between scenes\n- Use ${'ast_AUDIOaaaaaaaaaaaaaaaa'} as background music`).document;
    expect(of(doc, 'list')).toEqual([]);
    expect(all(doc).join(' ')).not.toMatch(/Dissolve|Use/);
  });

  it('leave a list of tips that open with verbs', () => {
    const [list] = of(read('Three tips:\n- Use sunscreen\n- Drink water\n- Sleep early').document, 'list');
    expect(list?.type === 'list' && list.items).toEqual(['Use sunscreen', 'Drink water', 'Sleep early']);
  });
});

describe('captions set apart by slashes, one for each picture', () => {
  it('caption the pictures in order', () => {
    const doc = read(`slideshow of ${IMG} ${IMG} ${IMG}, each with a caption: Harbour / Old town / Beach`).document;
    expect(doc.scenes.map((_, i) => textsOf(doc, i))).toEqual([['caption:Harbour'], ['caption:Old town'], ['caption:Beach']]);
  });
});

/* Rules read from the w87 and w88 blind batches (education and clubs; shops and services), in phrasings of my own. */

describe('sentences said before a chart or a counter', () => {
  it('are its scene\'s texts', () => {
    const doc = read('Greenway Tutors. Maths and English, £25 an hour. Add a bar chart of our grades: A 40%, B 35%, C 25%').document;
    expect(all(doc)).toEqual(expect.arrayContaining(['Greenway Tutors']));
    expect(all(doc).join(' ')).toMatch(/£25 an hour/);
  });

  it('not words that name the counter itself', () => {
    expect(all(read('a 30 second breathing timer counting down 30 to 0').document).join(' ')).not.toMatch(/timer/i);
  });
});

describe('a numbered item that opens with a verb of speech', () => {
  it('is an item, not a request to a voice', () => {
    const doc = read('Revision tips: 1. Read the mark scheme 2. Time yourself 3. Sleep well').document;
    expect(doc.narration).toBeUndefined();
    expect(of(doc, 'list')).toHaveLength(1);
  });
});

describe('two items swapped by their noun and numbers', () => {
  it('swaps the list\'s points', () => {
    const doc = edit("'Packing tips': 1. Roll clothes 2. Use cubes 3. Wear boots", 'swap steps 2 and 3 round please');
    const [list] = of(doc, 'list');
    expect(list?.type === 'list' && list.items).toEqual(['Roll clothes', 'Wear boots', 'Use cubes']);
  });
});

describe('a button, then our logo and where it goes', () => {
  it('keeps the logo\'s place and words off the button', () => {
    const doc = read(`'Big sale'. ends with a button saying Shop the sale and our logo ${IMG} in the top right`).document;
    const [button] = of(doc, 'button');
    expect(button?.type === 'button' && button.text).toBe('Shop the sale');
    expect(button?.type === 'button' && button.placement).not.toBe('top-right');
  });
});

describe('a price corrected, then more said after "and its"', () => {
  it('takes the price only', () => {
    const doc = edit("'Meal deal £9.99 - Mondays only'", 'actually make it £8.99 and its tuesdays too now');
    expect(all(doc).join(' ')).toMatch(/£8\.99/);
    expect(all(doc).join(' ')).not.toMatch(/tuesdays/i);
  });
});

describe('a name put up, or on screen, after a colon', () => {
  it.each([
    [`${VID} of me at work, put my name up: Sara Quinn – Owner`, ['name:Sara Quinn', 'role:Owner']],
    [`${VID} of our chef with her name on screen: Rosa Diaz, Head Chef`, ['name:Rosa Diaz', 'role:Head Chef']],
  ])('%s', (prompt, texts) => {
    expect(textsOf(read(prompt).document)).toEqual(expect.arrayContaining(texts));
  });
});

describe('narrated by a voice, with no words of its own', () => {
  it('reads the screen', () => {
    const doc = read("'Open day, Saturday 10am'. I'd like it narrated by a calm female voice.").document;
    expect(doc.narration?.text).toMatch(/Open day/);
  });

  it('not when its words follow', () => {
    const doc = read("narrated by a woman, reading exactly this: 'Hello and welcome.'").document;
    expect(doc.narration?.text).toBe('Hello and welcome.');
    expect(doc.narration?.voice?.gender).toBe('female');
  });
});

describe('dated lines under a list word said with its reveal', () => {
  it('are one numbered list, the dates no scene numbers', () => {
    const doc = read("Film club. This term's films as a numbered list, one at a time:\n4th – Up\n11th – Coco\n18th – Soul").document;
    const [list] = of(doc, 'list');
    expect(list?.type === 'list' && list.items).toEqual(['4th – Up', '11th – Coco', '18th – Soul']);
    expect(list?.type === 'list' && list.numbered).toBe(true);
  });
});

/* Rules read from the w89 and w90 blind batches (everyday people; professionals' shorthand), in phrasings of my own. */

describe('"LT" for a lower third', () => {
  it.each([
    [`${VID}. LT: Omar Haddad, Head Coach`, ['name:Omar Haddad', 'role:Head Coach']],
    [`${VID}. LT over the clip: Jo Park, Curator`, ['name:Jo Park', 'role:Curator']],
  ])('%s', (prompt, texts) => {
    expect(textsOf(read(prompt).document)).toEqual(expect.arrayContaining(texts));
  });

  it('is changed by "the LT role"', () => {
    expect(textsOf(edit(`${VID}. LT: Omar Haddad, Head Coach`, 'change the LT role to Director of Football'))).toContain('role:Director of Football');
  });
});

describe('a VO script', () => {
  it('is spoken, not shown', () => {
    const doc = read('Male VO, calm. VO script: "We open at nine every day."').document;
    expect(doc.narration?.text).toBe('We open at nine every day.');
    expect(all(doc).join(' ')).not.toMatch(/open at nine/);
  });
});

describe('an amount said ticking up from zero', () => {
  it('is a counter from 0', () => {
    const [counter] = of(read("the amount we collected ticking up from zero to £3,200 with 'for the food bank' under it").document, 'counter');
    expect(counter?.type === 'counter' && [counter.from, counter.to]).toEqual([0, 3200]);
  });
});
