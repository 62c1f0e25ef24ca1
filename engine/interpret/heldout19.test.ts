import { describe, expect, it } from '@jest/globals';
import type { SceneDocument } from '../../model/scene-document.js';
import { drawnStrings } from '../scene/drawn-strings.js';
import { IMG, VID, layersOf, read } from './testing.js';

const all = (doc: SceneDocument) => drawnStrings(doc).flat();
const edit = (first: string, ...later: string[]) => later.reduce((doc, prompt) => read(prompt, doc).document, read(first).document);
const trimOf = (doc: SceneDocument) => doc.scenes.flatMap((s) => s.layers.flatMap((l) => (l.type === 'media' && l.kind === 'video' ? [l.trim] : [])));

/*
 * Rules read from the w96 blind batch (docs/prompt-generalisation.md, "Nineteenth round"), each tested in phrasings
 * of my own, with ones that must not trigger them.
 */

describe('Japanese and Chinese quotation marks', () => {
  it('are quotes: the narration is the words inside them', () => {
    const doc = read('Narration in Japanese, a man: 「お問い合わせはこちら」 with captions').document;
    expect(doc.narration?.text).toBe('お問い合わせはこちら');
    expect(doc.narration?.captions).toBe(true);
  });

  it('are quotes for text on screen too', () => {
    expect(all(read('Title 『桜まつり 2027』 on a pink background').document)).toEqual(['桜まつり 2027']);
  });
});

describe('a grid said in French, Spanish or Italian', () => {
  it.each([`mes photos en grille : ${IMG} ${IMG} ${IMG} ${IMG}`, `fotos en cuadrícula ${IMG} ${IMG} ${IMG} ${IMG}`, `le foto in un mosaico ${IMG} ${IMG} ${IMG} ${IMG}`])('%s', (prompt) => {
    const layouts = read(prompt).document.scenes.flatMap((s) => s.layers.filter((l) => l.type === 'layout'));
    expect(layouts.map((l) => l.type === 'layout' && l.arrangement)).toEqual(['grid']);
  });

  it('is no grid in "the grille" of a car', () => {
    const doc = read(`${IMG} the new chrome grille, text "Fitted today"`).document;
    expect(doc.scenes.flatMap((s) => s.layers).some((l) => l.type === 'layout')).toBe(false);
  });
});

describe('a replacement item ends before the reason said after it', () => {
  it('keeps only the new item', () => {
    expect(all(edit('A list: Apples, Pears, Plums', 'swap pears for cherries, everyone hated the pears lol'))).toEqual(['Apples', 'Cherries', 'Plums']);
    expect(all(edit('A list: Apples, Pears, Plums', 'replace plums with figs, too sour'))).toEqual(['Apples', 'Pears', 'Figs']);
  });

  it('keeps a comma of the new item when no reason follows it', () => {
    expect(all(edit('A list: Tea, Coffee', 'swap coffee for Milk, sugar'))).toContain('Milk, sugar');
  });
});

describe('an ordinal corrected as a value, and an apology closing the edit', () => {
  it('changes the one ordinal on screen', () => {
    expect(all(edit('text Congrats on your 25th year Sam', 'change it to 30th soz'))).toEqual(['Congrats on your 30th year Sam']);
  });

  it('keeps "sorry" when it is the copy', () => {
    expect(all(edit('title Closed today', 'change the title to We are so sorry'))).toEqual(['We are so sorry']);
  });
});

describe("where the only clip starts, said after a word of afterthought", () => {
  it.each(['actually start at 0:08 not 5', 'wait, start it at 0:08', 'ok start at 8 seconds'])('%s', (later) => {
    expect(trimOf(edit(`${VID} from 0:05 to 0:20`, later))).toEqual([{ from: 8, to: 20 }]);
  });
});

describe('what the text goes on, said after a verb of putting', () => {
  it('is no part of the text', () => {
    expect(all(read(`${IMG} and write sunset at the pier on it`).document)).toEqual(['sunset at the pier']);
  });

  it('stays in copy that ends with it', () => {
    expect(all(read(`${IMG} with the text Sleep on it`).document)).toEqual(['Sleep on it']);
  });
});

describe('a lower third said with a verb of naming', () => {
  it('takes the name and role after "as"', () => {
    const strings = all(read('Add a lower third introducing our guest as Dr Lena Park, Head of Research.').document);
    expect(strings).toEqual(expect.arrayContaining(['Dr Lena Park', 'Head of Research']));
    expect(strings.join(' ')).not.toMatch(/introducing|guest/);
  });
});

describe('a name strap said where first, then the name and a role in lower case', () => {
  it('is a lower third with the role set as a title', () => {
    const strings = all(read(`${VID} put my name at the bottom like on tv Sara Holm lead electrician and make it square`).document);
    expect(strings).toEqual(['Sara Holm', 'Lead Electrician']);
  });
});

describe('seconds said in words, and a point said as a mark', () => {
  it.each([`${VID} only from ten seconds to twenty five seconds`, `${VID} use the 10 second mark to the 25 second mark`, `${VID} just from the ten second mark to twenty five seconds`])('%s', (prompt) => {
    expect(trimOf(read(prompt).document)).toEqual([{ from: 10, to: 25 }]);
  });

  it('leaves a title with seconds in words as typed', () => {
    expect(all(read(`${VID} with the title Ten seconds to midnight`).document)).toEqual(['Ten seconds to midnight']);
  });
});

describe("a chart's value said restated or revised, then asked", () => {
  it('changes that value', () => {
    const doc = edit('Bar chart: Jan 10, Feb 12, Mar 15', 'Feb was revised, make it 13');
    expect(layersOf(doc, 0, 'chart')[0]!.data.map((d) => d.value)).toEqual([10, 13, 15]);
  });
});

describe('the screen read aloud, asked with the pronoun before the verb', () => {
  it.each([
    ['Título: "Oferta de verano". Que lo lea una voz de mujer, en español.', 'es'],
    ['Titre : "Soldes d\'été". Qu\'une voix d\'homme le lise, en français.', 'fr'],
  ])('%s', (prompt, language) => {
    const doc = read(prompt).document;
    expect(doc.narration?.text).toMatch(/^(?:Oferta de verano|Soldes d'été)\.?$/);
    expect(doc.narration?.voice?.language).toBe(language);
  });
});

describe('a price changed in Spanish, French or Italian', () => {
  it.each(['cambia el precio a 12€', 'change le prix à 12€', 'cambia il prezzo a 12€'])('%s', (later) => {
    expect(all(edit('Title "Menu del día" and below "Solo 10€"', later))).toEqual(['Menu del día', 'Solo 12€']);
  });
});

describe('a quote said with a verb of saying instead of a colon', () => {
  it('reads the quote and its author', () => {
    const strings = all(read('a quote from our head chef Ana Ruiz that says cook with patience').document);
    expect(strings.join(' | ')).toMatch(/cook with patience/);
    expect(strings.join(' | ')).toMatch(/Ana Ruiz/);
    expect(strings.join(' | ')).not.toMatch(/that says|head chef Ana/);
  });

  it('leaves an author said after it in the same sentence out of the quote', () => {
    const strings = all(read('a quote saying Keep moving forward by Walt Disney').document);
    expect(strings).toContain('Keep moving forward');
    expect(strings.join(' ')).toMatch(/Walt Disney/);
  });
});

describe('scenes counted by place in one dictated run', () => {
  it('ends each unquoted text at the next "second one" or "last one"', () => {
    const scenes = drawnStrings(read('three scenes first one says Spring Open Day second one says Tours every hour and the last one says Book online').document);
    expect(scenes).toEqual([['Spring Open Day'], ['Tours every hour'], ['Book online']]);
  });

  it('keeps "the last one standing" in copy', () => {
    expect(all(read('text: Be the last one standing').document)).toEqual(['Be the last one standing']);
  });
});

/* Rules read from the w97 blind batch, each tested in phrasings of my own. */

describe('a counter described as rising or climbing after a scene label', () => {
  it('is a counter, not text', () => {
    const doc = read("Scene 1: 'Our year'. Scene 2: a number climbing to 12,500 with the label 'trees planted'.").document;
    expect(layersOf(doc, 1, 'counter').map((c) => c.to)).toEqual([12500]);
    expect(all(doc).join(' ')).not.toMatch(/climbing/);
  });
});

describe("a name strap asked for when the speaker appears", () => {
  it('reads the name and role after the colon', () => {
    const strings = all(read(`${VID} put my name at the bottom when I come on: Priya Shah, Head Gardener`).document);
    expect(strings).toEqual(expect.arrayContaining(['Priya Shah', 'Head Gardener']));
  });
});

describe('a price in a currency written by its code', () => {
  it('is shown after "and price", and changed by "change to"', () => {
    expect(all(read("'Villa Azul' and price USD 890,000").document)).toContain('USD 890,000');
    expect(all(edit("'Villa Azul' and price USD 890,000", 'we lowered it, change to USD 850,000'))).toEqual(['Villa Azul', 'USD 850,000']);
  });

  it('leaves "try 3" no price', () => {
    expect(all(edit('"Try 3 classes" and "Only £20"', 'change to £25'))).toEqual(['Try 3 classes', 'Only £25']);
  });
});

describe("a quote's author said by whose they are", () => {
  it("keeps the noun after a name's possessive", () => {
    expect(all(read('a quote: "Best haircut in town." — Jo, Milo\'s dad.').document).join(' | ')).toMatch(/Milo's dad/);
  });
});

describe('the name, opening a sentence in capitals', () => {
  it('is shown', () => {
    expect(all(read(`${IMG}. the name Blue Door Bakery on top.`).document)).toContain('Blue Door Bakery');
  });
});

describe('a line of hours changed by its day said whole', () => {
  it('changes the line of that day only', () => {
    const doc = edit('Opening hours:\nMon–Fri 9am–5pm\nSat 10am–4pm\nSun 11am–3pm', 'Saturday is now 10am–6pm');
    expect(all(doc)).toEqual(expect.arrayContaining(['Mon–Fri 9am–5pm', 'Sat 10am–6pm', 'Sun 11am–3pm']));
  });
});

describe('a text added under what a scene shows', () => {
  it('goes under the title, which stays', () => {
    expect(drawnStrings(edit('"A" then "Book today"', 'add "hello@shop.com" underneath it')).at(-1)).toEqual(['Book today', 'hello@shop.com']);
  });

  it('a phone number said with where it goes before its colon', () => {
    expect(drawnStrings(edit('"A" then "Free quotes"', 'add our phone number under free quotes: 0161 555 0100')).at(-1)).toEqual(['Free quotes', '0161 555 0100']);
  });

  it('is added under it when said with no place', () => {
    expect(drawnStrings(edit('"One" then "Two"', "in the last one add 'Ages 5+'")).at(-1)).toEqual(['Two', 'Ages 5+']);
  });

  it('replaces it when said to', () => {
    expect(drawnStrings(edit('"One" then "Two"', "in the last one add 'Three' instead")).at(-1)).toEqual(['Three']);
  });

  it('a new title without "under" still replaces it', () => {
    expect(drawnStrings(edit('"A" then "Book today"', 'make the last slide say "Book now"')).at(-1)).toEqual(['Book now']);
  });
});

describe("a chart's value taken out by its label", () => {
  it('removes it, and the value said as the result is set', () => {
    const doc = edit('a pie chart: Rent 50%, Staff 30%, Fees 20%', 'remove the fees slice, so Rent 70%');
    expect(layersOf(doc, 0, 'chart')[0]!.data).toEqual([{ label: 'Rent', value: 70 }, { label: 'Staff', value: 30 }]);
  });
});

describe('the items said as what the business has', () => {
  it('are a list', () => {
    const doc = read('Welcome to Crumbs! Here is what we bake: Sourdough, Rye, Focaccia, Bagels.').document;
    expect(doc.scenes.flatMap((s) => s.layers).filter((l) => l.type === 'list').map((l) => l.type === 'list' && l.items)).toEqual([['Sourdough', 'Rye', 'Focaccia', 'Bagels']]);
  });
});

describe('a sentence after a list', () => {
  it('is shown when it gives a fact', () => {
    expect(all(read('Book Club! How to join: 1. Pick a book 2. Come along. Meets 4 March at 7pm.').document)).toContain('Meets 4 March at 7pm');
  });

  it('is not shown when it is a remark', () => {
    expect(all(read('Book Club! How to join: 1. Pick a book 2. Come along. So people get the idea.').document).join(' ')).not.toMatch(/get the idea/);
  });
});

/* Rules read from the w98 blind batch, each tested in phrasings of my own. */

describe('two single-quoted texts, the second a price', () => {
  it('are two texts', () => {
    expect(all(read("Square video, text 'Summer Sale - Linen Shirts' and '€45'").document)).toEqual(['Summer Sale - Linen Shirts', '€45']);
  });
});

describe('the scene a new value is in, said after it', () => {
  it.each(['Change £5 to £6 on slide 2', 'make it £6 in the second scene', 'change £5 to £6 on the second one'])('%s', (later) => {
    expect(drawnStrings(edit('"Welcome" then "Tea £5" then "Open daily"', later))).toEqual([['Welcome'], ['Tea £6'], ['Open daily']]);
  });
});

describe('a number said to go from one figure to another, in plain words', () => {
  it('is a counter with its label', () => {
    const doc = read('number go from 0 to 100 with MILES RUN under').document;
    expect(layersOf(doc, 0, 'counter').map((c) => c.to)).toEqual([100]);
  });
});

describe('the video\'s words said by a bare "says" after a comma', () => {
  it('is the text', () => {
    expect(all(read(`pics ${IMG} ${IMG} in a grid, says Welcome Home Sam, balloons`).document)).toContain('Welcome Home Sam');
  });
});

describe('a last bit added', () => {
  it('is a new scene at the end', () => {
    expect(drawnStrings(edit('"Happy birthday Mum"', 'add a last bit that says "Love, Tom"'))).toEqual([['Happy birthday Mum'], ['Love, Tom']]);
  });

  it('is no scene in "a bit of confetti"', () => {
    expect(edit('"Hi"', 'add a bit of confetti').scenes).toHaveLength(1);
  });
});

/* Rules read from the w99 blind batch, each tested in phrasings of my own. */

describe('a list item named by its number alone', () => {
  it('is changed', () => {
    expect(all(edit('A numbered list: 1. Wash hands 2. Dry hands 3. Smile', "change number 2 to 'Use a towel'"))).toEqual(['Wash hands', 'Use a towel', 'Smile']);
  });

  it('leaves "the number" of a counter to the counter', () => {
    const doc = edit("a counter to 30 with 'members'", 'change the number to 45');
    expect(layersOf(doc, 0, 'counter').map((c) => c.to)).toEqual([45]);
  });
});

describe('a line said anew with one word changed', () => {
  it('replaces that line, whatever its role', () => {
    expect(all(edit('Text "Spring Sale" and under it "Ends on 3 May now"', "the date is wrong, it is 'Ends on 5 May now'"))).toEqual(['Spring Sale', 'Ends on 5 May now']);
  });
});

describe('a value changed in the scene the prompt names', () => {
  it('picks that scene when several hold a value of its kind', () => {
    const doc = edit('Scene 1: "Fun Run" with "Saturday 3 May". Scene 2: "Entries close 20 April"', "it's now Saturday 10 May - update scene 1");
    expect(drawnStrings(doc)).toEqual([['Fun Run', 'Saturday 10 May'], ['Entries close 20 April']]);
  });
});
