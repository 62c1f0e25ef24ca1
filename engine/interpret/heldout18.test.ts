import { describe, expect, it } from '@jest/globals';
import type { SceneDocument } from '../../model/scene-document.js';
import { drawnStrings } from '../scene/drawn-strings.js';
import { IMG, VID, layersOf, read, textsOf } from './testing.js';

const all = (doc: SceneDocument) => drawnStrings(doc).flat();
const edit = (first: string, ...later: string[]) => later.reduce((doc, prompt) => read(prompt, doc).document, read(first).document);
const particlesIn = (doc: SceneDocument) => doc.scenes.map((s) => s.layers.some((l) => l.type === 'particles'));
const trimOf = (doc: SceneDocument) => doc.scenes.flatMap((s) => s.layers.flatMap((l) => (l.type === 'media' && l.kind === 'video' ? [l.trim] : [])));

/*
 * Rules read from the w91 blind batch (docs/prompt-generalisation.md, "Eighteenth round"), each tested in phrasings
 * of my own, with ones that must not trigger them.
 */

describe('a request asked politely, and the name it announces', () => {
  it.each([
    ['Would you make a quick clip announcing our Harvest Supper, Friday 3 October at 7pm.', 'Harvest Supper'],
    ['Can you please create a short video promoting our Spring Plant Sale.', 'Spring Plant Sale'],
  ])('%s', (prompt, name) => {
    const result = read(prompt);
    expect(all(result.document)).toContain(name);
    expect(all(result.document).join(' ')).not.toMatch(/\b(?:our|announcing|promoting|Would|Can)\b/);
    expect(result.summary).not.toContain('did not understand');
  });

  it('keeps a request with nothing announced off the screen', () => {
    expect(all(read('Can you make a short video, dark blue background.').document)).toEqual([]);
  });
});

describe('two short sentences after a text label are one line', () => {
  it('joins a lower-case slogan said in two stops', () => {
    expect(all(read('promo for my running club. text: two laps. zero excuses.').document)).toContain('two laps. zero excuses');
  });

  it('stops at a sentence that asks for something', () => {
    const doc = read('text: Open till late. Confetti at the end.').document;
    expect(all(doc).join(' ')).not.toMatch(/confetti/i);
    expect(particlesIn(doc).some(Boolean)).toBe(true);
  });
});

describe('a platform with its figure is a label, not the frame', () => {
  it('reads every platform of a chart and keeps the default frame', () => {
    const result = read('pie chart of where our orders came from: Facebook 40%, Instagram 35%, Snapchat 15%, Other 10%');
    const chart = result.document.scenes[0]!.layers.find((l) => l.type === 'chart');
    expect(chart?.type === 'chart' && chart.data.map((d) => d.label)).toEqual(['Facebook', 'Instagram', 'Snapchat', 'Other']);
    expect(result.format?.aspect).toBeUndefined();
  });

  it('still reads a platform with a length as the frame', () => {
    expect(read('an ad for TikTok 15 seconds, text "Try it"').format?.aspect).toBe('portrait');
  });
});

describe('a card for an occasion, made for someone', () => {
  it('shows whom it is for beside the quoted words', () => {
    const doc = read(`Birthday card for Nana Joan. Photo ${IMG}, balloons, text "Happy 90th, with all our love".`).document;
    expect(all(doc)).toEqual(expect.arrayContaining(['Nana Joan', 'Happy 90th, with all our love']));
  });
});

describe('a clip cut to a part of it, said as what is kept', () => {
  const first = `${VID} then "Thanks for watching"`;
  it.each([
    ['keep the clip just the first 4 seconds', { from: 0, to: 4 }],
    ['make the video only the last 6 seconds please', { from: 0, last: 6 }],
    ['only the last 6 seconds of the clip', { from: 0, last: 6 }],
  ])('%s', (prompt, trim) => {
    const doc = edit(first, prompt);
    expect(trimOf(doc)).toEqual([trim]);
    expect(all(doc)).toContain('Thanks for watching');
  });
});

describe('where a text or a decoration goes, said by the scene it is on', () => {
  it('puts a text said to come at the start first', () => {
    const doc = read(`Use ${IMG} then ${VID} at the end. Title at the beginning "Spring Term".`).document;
    expect(drawnStrings(doc)[0]).toContain('Spring Term');
  });

  it('decorates only the picture named', () => {
    expect(particlesIn(read(`Photos: ${IMG} ${IMG} ${IMG}. Balloons on the last photo.`).document)).toEqual([false, false, true]);
  });

  it('decorates the scene of the clip named', () => {
    expect(particlesIn(read(`${IMG} ${IMG} then the match clip ${VID}. Confetti on the match clip.`).document)).toEqual([false, false, true]);
  });

  it('decorates the whole video when said of it', () => {
    expect(particlesIn(read(`${IMG} ${IMG}. Confetti on the whole video.`).document).every(Boolean)).toBe(true);
  });
});

describe('a price said after what a place is, and changed later with a reason', () => {
  it('keeps the price on the line under the address', () => {
    expect(all(read('Listing video for 7 Mill Lane - 2 bed cottage, £310,000. Finish with a "Call Ana" button.').document).join(' ')).toContain('£310,000');
  });

  it.each(['change the price to £295,000, the seller wants a quick sale', 'make the price £295,000 (vendor said)', 'make the price £295,000, my manager says so'])('%s', (prompt) => {
    const doc = edit('Listing video for 7 Mill Lane - 2 bed cottage, £310,000. Finish with a "Call Ana" button.', prompt);
    expect(all(doc).join(' ')).toContain('£295,000');
    expect(all(doc).join(' ')).not.toMatch(/£310,000|seller|vendor|manager/);
  });

  it('replaces a share named by its figure, a remark after it', () => {
    const doc = edit("'Spring sale' then '30% off all plants'", 'change the 30% to 25%, the owner thinks 30 is too much haha');
    expect(all(doc)).toContain('25% off all plants');
  });
});

describe('decorations said as people say them', () => {
  it.each([
    ["a countdown from 5 with 'Lights out' under it, with stars when it reaches zero", 'stars'],
    ['Winter fair at the Old Mill. Make it snowy ❄️ please', 'snow'],
    ['text Most Improved: Sam R. confetti at the end pls', 'confetti'],
  ])('%s', (prompt, kind) => {
    const doc = read(prompt).document;
    expect(doc.scenes.flatMap((s) => s.layers.filter((l) => l.type === 'particles').map((l) => (l.type === 'particles' ? l.kind : '')))).toContain(kind);
    expect(all(doc).join(' ')).not.toMatch(/confetti|snowy|stars/i);
  });

  it('keeps a decoration word that is part of a name', () => {
    expect(all(read('text Night of Fireworks at the Harbour').document)).toContain('Night of Fireworks at the Harbour');
  });
});

describe('words in capitals are copy, wherever they stand', () => {
  it('shows a selling point with another joined on', () => {
    expect(all(read('Summer swim offer. NO JOINING FEE + first week free. Button at the end: Sign up').document)).toContain('NO JOINING FEE + first week free');
  });

  it('shows shouted words after a decoration and "and"', () => {
    const doc = read('countdown from 3 then balloons and WELL DONE CLASS 6.').document;
    expect(drawnStrings(doc).at(-1)).toContain('WELL DONE CLASS 6');
  });

  it('shows shouted words in a scene of their own in a brief that quoted its other texts', () => {
    const doc = read("'Doors at 8' then sparkles and LAST ORDERS 2AM. then 'See you there'").document;
    expect(all(doc)).toEqual(expect.arrayContaining(['Doors at 8', 'LAST ORDERS 2AM', 'See you there']));
  });

  it('leaves an acronym and "I" in a request alone', () => {
    const doc = read('For our PTA I\'d like two scenes. Scene one: "Bake sale". Scene two: "Thank you"').document;
    expect(all(doc).join(' ')).not.toMatch(/PTA/);
  });
});

describe('a lower third said the way a news strap is described', () => {
  it.each([
    [`${VID} of the talk. Add my name up at the bottom like on TV - Leah Okafor, Data Lead`, ['name:Leah Okafor', 'role:Data Lead']],
    [`${VID}. put my name at the bottom like the news: Sam Ortiz, Chef`, ['name:Sam Ortiz', 'role:Chef']],
  ])('%s', (prompt, texts) => {
    expect(textsOf(read(prompt).document)).toEqual(expect.arrayContaining(texts));
    expect(all(read(prompt).document).join(' ')).not.toMatch(/news|TV|bottom/);
  });

  it('is drawn for a person introduced by a label and named later by a pronoun', () => {
    const doc = read(`${VID}. Speaker: Dana Whitfield, head of the allotment society. Put her name as a lower third please.`).document;
    expect(textsOf(doc)).toEqual(expect.arrayContaining(['name:Dana Whitfield', 'role:head of the allotment society']));
    expect(layersOf(doc, 0, 'media')[0]!.placement).not.toBe('lower-third');
  });

  it('still places a picture said to sit in the lower third', () => {
    expect(layersOf(read(`${IMG} in the lower third`).document, 0, 'media')[0]!.placement).toBe('lower-third');
  });
});

describe('a clip said to play whole', () => {
  it.each([`${VID} just play the whole thing`, `${VID}, only use it in full`])('%s', (prompt) => {
    const result = read(prompt);
    expect(trimOf(result.document)).toEqual([undefined]);
    expect(result.summary).not.toMatch(/did not understand/);
  });
});

/*
 * Rules read from the w94 and w95 blind batches (docs/prompt-generalisation.md, "Eighteenth round"), in phrasings of
 * my own, with ones that must not trigger them.
 */

describe("where the only clip starts or stops, said with no command", () => {
  it.each([
    ['have it begin at 0:06 instead, the end can stay the same', { from: 6, to: 20 }],
    ['end it at 0:15', { from: 2, to: 15 }],
    ['The clip starts too early. start at 4 s', { from: 4, to: 20 }],
  ])('%s', (prompt, trim) => {
    const doc = edit(`${VID} from 0:02 to 0:20`, prompt);
    expect(trimOf(doc)).toEqual([trim]);
    expect(doc.scenes[0]!.duration).toBe(trim.to - trim.from);
  });

  it('is not an hour said of an event', () => {
    expect(trimOf(edit(`${VID} from 0:02 to 0:20. 'Quiz night'`, 'quiz night starts at 7:30 now'))).toEqual([{ from: 2, to: 20 }]);
  });
});

describe('a scene called a bit or a part, after its place', () => {
  it('takes new words', () => {
    expect(drawnStrings(edit("'Doors 7pm' then 'Free entry' then 'Old Mill'", 'make the last bit say The Granary, Leeds'))).toEqual([['Doors 7pm'], ['Free entry'], ['The Granary, Leeds']]);
  });

  it('is not the part of a clip', () => {
    const doc = edit(`${VID} then 'Thanks'`, 'make the first part of the clip slow motion');
    expect(doc.scenes.length).toBe(2);
    expect(all(doc)).toEqual(['Thanks']);
  });
});

describe('a name strap said role first, or as a caption strip', () => {
  it.each([
    [`${VID}. Add a name strip for our Head Gardener, Tom Bright.`, ['name:Tom Bright', 'role:Head Gardener']],
    [`${VID}. Put his name as a caption strip at the bottom: Ravi Shah, Store Manager.`, ['name:Ravi Shah', 'role:Store Manager']],
  ])('%s', (prompt, texts) => {
    expect(textsOf(read(prompt).document)).toEqual(expect.arrayContaining(texts));
  });

  it('keeps whom and a name after it apart from a role first', () => {
    expect(textsOf(read(`${VID}. a lower third for the instructor, Maria Lopez, Senior Designer`).document)).toEqual(expect.arrayContaining(['name:Maria Lopez', 'role:Senior Designer']));
  });
});

describe('a clip part said as "the part from … to …"', () => {
  it('is its trim, with nothing left over', () => {
    const result = read(`${VID}. Please only use the bit from 0:03 to 0:11.`);
    expect(trimOf(result.document)).toEqual([{ from: 3, to: 11 }]);
    expect(result.summary).not.toMatch(/did not understand/);
  });
});

describe("a quote's author asked as a wish", () => {
  it('credits the quote', () => {
    const doc = read('The quote is "Slow is smooth" and I want it credited to Ida Berg.').document;
    expect(all(doc)).toEqual(['Slow is smooth', 'Ida Berg']);
  });
});

describe('a corrected figure said with the words before it on screen', () => {
  it.each([
    ["Title 'Table 12'", "it's table 14 not 12", 'Table 14'],
    ["'Round 3 of 5'", 'its round 4 not 3', 'Round 4 of 5'],
    ["Title 'Open 10-18'", 'we shut 17 not 18. please fix', 'Open 10-17'],
  ])('%s → %s', (first, prompt, shown) => {
    expect(all(edit(first, prompt))).toEqual([shown]);
  });
});

describe('pictures said to be together, all of them named', () => {
  it('puts "<a> <b> <c> together" in one frame', () => {
    expect(read(`${IMG} ${IMG} ${IMG} together`).document.scenes.length).toBe(1);
  });

  it('does not count "all six shots" as six scenes', () => {
    const doc = read(`all four shots ${IMG} ${IMG} ${IMG} ${IMG} in a grid. text 'Now booking'`).document;
    expect(doc.scenes.length).toBe(1);
  });
});

describe('scenes numbered by bare figures before their quotes', () => {
  it('are a scene each', () => {
    expect(drawnStrings(read("Three scenes, a wipe between. Scenes: 1 'Doors open', 2 'Raffle at 9', 3 'Thank you'").document)).toEqual([['Doors open'], ['Raffle at 9'], ['Thank you']]);
  });
});

describe('a text label with where it goes before its colon', () => {
  it('shows only the words after the colon, an abbreviation and all', () => {
    expect(all(read(`${VID} caption bottom right: Hale & Co. — open late`).document)).toEqual(['Hale & Co. — open late']);
  });
});

describe("a chart's second value corrected bare after the first", () => {
  it('changes both', () => {
    const doc = edit('Bar chart: Mon 5, Tue 7, Wed 9', 'Mon should be 6 and Wed 11');
    expect(doc.scenes[0]!.layers.flatMap((l) => (l.type === 'chart' ? l.data.map((d) => d.value) : []))).toEqual([6, 7, 11]);
  });
});

describe('a chart said first without its kind, then by its kind', () => {
  it('is drawn as the kind named', () => {
    const doc = read('A 16:9 chart scene, clean look. Pie chart of "Where donations go": Meals 60%, Shelter 30%, Admin 10%.').document;
    expect(doc.scenes[0]!.layers.flatMap((l) => (l.type === 'chart' ? [l.kind] : []))).toEqual(['donut']);
  });
});

describe('a text said anew whole, one word changed', () => {
  it.each(['so Welcome to Year Seven! instead', 'use Welcome to Year Seven! instead'])('%s', (prompt) => {
    expect(all(edit("'Welcome to Year Six!' then 'Mr Hale'", prompt))).toEqual(['Welcome to Year Seven!', 'Mr Hale']);
  });

  it('is not a colour or a short word said instead', () => {
    expect(all(edit("'Welcome to Year Six!'", 'make it blue instead'))).toEqual(['Welcome to Year Six!']);
  });
});

describe('two points or slides said to swap, the verb after them', () => {
  it('swaps the points of the one list, in any scene', () => {
    expect(drawnStrings(edit("Title 'Club rules'. Then a list: Be on time, Bring water, Have fun", 'Could points 1 and 2 switch round please?')).at(-1)).toEqual(['Bring water', 'Be on time', 'Have fun']);
  });

  it('swaps slides', () => {
    expect(drawnStrings(edit("'A' then 'B' then 'C'", 'slides 1 and 3 should swap places'))).toEqual([['C'], ['B'], ['A']]);
  });
});

describe('an order said of two quoted things', () => {
  it('moves the first before the second', () => {
    expect(all(edit("A list: 'Warm up', 'Sprint', 'Stretch'", "'Stretch' should come before 'Sprint'"))).toEqual(['Warm up', 'Stretch', 'Sprint']);
  });
});

describe("a slogan's shouted beats", () => {
  it('are one text, stops and all', () => {
    const scenes = drawnStrings(read('Two scenes:\n1) WORK HARD. PLAY HARD.\n2) Gym opens Monday').document);
    expect(scenes.map((texts) => texts.length)).toEqual([1, 1]);
    expect(scenes[0]![0]).toMatch(/^WORK HARD\. PLAY HARD\.?$/);
  });

  it('leave a shouted word before a sentence in lower case a text of its own', () => {
    expect(all(read('BIG SALE. Ends Sunday.').document)).toEqual(['BIG SALE', 'Ends Sunday']);
  });
});
