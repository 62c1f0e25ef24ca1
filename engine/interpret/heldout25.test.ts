import { describe, expect, it } from '@jest/globals';
import type { SceneDocument } from '../../model/scene-document.js';
import { drawnStrings } from '../scene/drawn-strings.js';
import { IMG, VID, read, allDrawn, edited, layersOfType, assetUrl } from './testing.js';

const texts = (doc: SceneDocument, scene: number) => layersOfType({ ...doc, scenes: [doc.scenes[scene]!] }, 'text');

/*
 * Rules read from the w121 blind batch (docs/prompt-generalisation.md, "Twenty-fifth round"), each tested in
 * phrasings of my own, with ones that must not trigger them.
 */

describe('several lines said of one slide by its place', () => {
  it('all of them go on that slide, the first one leading', () => {
    const doc = read(`Four photos ${assetUrl(IMG)} ${assetUrl(IMG)} ${assetUrl(IMG)} ${assetUrl(IMG)}, a scene each. On the first one: 'Flat 4, Mill Lane', '2 bedrooms' and 'Offers over £210,000'. On the last one: 'Viewings Saturday'.`).document;
    expect(doc.scenes).toHaveLength(4);
    expect(drawnStrings(doc)[0]).toEqual(['Flat 4, Mill Lane', '2 bedrooms', 'Offers over £210,000']);
    expect(texts(doc, 0).find((t) => t.text === 'Flat 4, Mill Lane')?.role).toBe('heading');
    expect(drawnStrings(doc)[3]).toEqual(['Viewings Saturday']);
  });

  it('one line said of a slide stays its caption', () => {
    const doc = read(`Three photos ${assetUrl(IMG)} ${assetUrl(IMG)} ${assetUrl(IMG)}, one scene each. On the second one: 'Sea view'.`).document;
    expect(texts(doc, 1).map((t) => [t.text, t.role])).toEqual([['Sea view', 'caption']]);
  });
});

describe('a slide named by its caption', () => {
  it('"<a> is Name" captions each picture, and "on Name\'s one" places a line there', () => {
    const doc = read(`a scene per photo with the cat's name: ${assetUrl(IMG)} is Tiger, ${assetUrl(IMG)} is Mochi and ${assetUrl(IMG)} is Pepper. On peppers one also write 'Adopt me!'`).document;
    expect(drawnStrings(doc)).toEqual([['Tiger'], ['Mochi'], ['Pepper', 'Adopt me!']]);
  });
});

describe('a line said by the edge of the frame it goes on', () => {
  it.each([
    ['Title: Corner Deli. At the bottom: Open 7 days, 8:00–20:00.', 'Open 7 days, 8:00–20:00'],
    ['Top: Big Sale. Bottom: ends Sunday', 'ends Sunday'],
  ])('%s', (prompt, line) => {
    const doc = read(prompt).document;
    const layer = layersOfType(doc, 'text').find((t) => t.text === line);
    expect(layer?.placement).toBe('bottom');
  });

  it('after a list, the bottom line is still drawn', () => {
    const doc = read('Prices:\n- Trim £12\n- Colour £40\n- Blow-dry £18\nAt the bottom: Walk-ins welcome.').document;
    expect(allDrawn(doc)).toEqual(expect.arrayContaining(['Trim £12', 'Walk-ins welcome']));
  });

  it('"over the top:" is no edge label', () => {
    const doc = read(`Two clips side by side: ${assetUrl(VID)} and ${assetUrl(VID)}. Over the top: Built here. Built to last.`).document;
    const shown = allDrawn(doc).join(' ');
    expect(shown).toMatch(/Built here\.? Built to last/);
    expect(shown).not.toMatch(/top/i);
  });
});

describe('a list introduced by "in this order"', () => {
  it.each([
    'Title: Term dates. Then list them in this order:\nAutumn – 4 Sept\nSpring – 8 Jan\nSummer – 22 April',
    'Text in this order: Autumn – 4 Sept / Spring – 8 Jan / Summer – 22 April',
  ])('%s', (prompt) => {
    const doc = read(prompt).document;
    expect(layersOfType(doc, 'list')[0]?.items).toEqual(['Autumn – 4 Sept', 'Spring – 8 Jan', 'Summer – 22 April']);
    expect(allDrawn(doc).join(' | ')).not.toMatch(/order|^M\b|\bText\b/);
  });
});

describe('a time changed, said "is now at …"', () => {
  it.each(['the quiz is now at 8pm not 7.30', 'Quiz is now at 8pm', 'change 7:30pm to 8pm'])('%s', (change) => {
    const doc = edited('Title: Pub nights. List:\nQuiz – Tue, 7:30pm\nLive music – Fri, 9pm\nKaraoke – Sat, 10pm', change);
    expect(layersOfType(doc, 'list')[0]?.items).toEqual(['Quiz – Tue, 8pm', 'Live music – Fri, 9pm', 'Karaoke – Sat, 10pm']);
  });
});

describe('the voice\'s words asked on screen as a clause', () => {
  it.each([
    ['A deep male voice reads: "Built for the long haul." Show what he says as subtitle lines.', 'lines'],
    ['A woman\'s voice says "Fresh every morning." Put what she says on screen as text.', undefined],
  ])('%s', (prompt, style) => {
    const doc = read(prompt).document;
    expect(doc.narration?.captions).toBe(true);
    if (style) expect(doc.narration?.captionStyle).toBe(style);
  });
});

describe('"faster N times" for a clip', () => {
  it('sets the factor', () => {
    const doc = read(`${assetUrl(VID)} make it faster 3 times, muted`).document;
    expect(layersOfType(doc, 'media')[0]?.speed).toBe(3);
  });
});

describe('a quote joined to a shown one stays shown', () => {
  it('"Text "A" and "B". With a female voice "C"": only C is spoken', () => {
    const doc = read('Text "Autumn menu" and "From £12". With a female voice "Warm up with us this autumn."').document;
    expect(doc.narration?.text).toBe('Warm up with us this autumn.');
    expect(allDrawn(doc)).toEqual(expect.arrayContaining(['Autumn menu', 'From £12']));
  });

  it('a second spoken quote after a spoken one is still spoken', () => {
    const doc = read('Narrate "Welcome in." and then the title "Open"').document;
    expect(doc.narration?.text).toContain('Welcome in.');
  });
});

describe('a business named after "of my"', () => {
  it.each([
    [`hi I want a video for instagram stories of my coffee cart Bean Machine. use the photos ${assetUrl(IMG)} ${assetUrl(IMG)}.`, 'Bean Machine'],
    [`hey, a video of our bakery Sweet Crumbs, with the photos ${assetUrl(IMG)} ${assetUrl(IMG)}.`, 'Sweet Crumbs'],
  ])('%s', (prompt, name) => {
    const doc = read(prompt).document;
    expect(drawnStrings(doc)[0]).toContain(name);
    expect(allDrawn(doc).join(' | ')).not.toMatch(/\bmy\b|\bour\b|coffee cart|bakery/i);
  });

  it('a thing of mine in lower case is no name', () => {
    const doc = read('hi, a video of my dog running in the park').document;
    expect(allDrawn(doc).join(' | ')).not.toMatch(/dog/i);
  });
});

describe('a size asked of the name in brackets', () => {
  it.each([
    'A video for my salon Glow Studio (put the name big). Text "Open late Fridays"',
    'A video for my salon Glow Studio (make the title really big please). Text "Open late Fridays"',
  ])('%s', (prompt) => {
    const doc = read(prompt).document;
    expect(allDrawn(doc).join(' | ')).not.toMatch(/\(|big|name|title/i);
    expect(layersOfType(doc, 'text').find((t) => t.text === 'Glow Studio')?.size).toBe('large');
  });
});

describe('colours called bold beside another mood', () => {
  it.each([
    ['a promo, something fun, bold colours', 'playful'],
    ['a promo, bold colours', 'bold'],
  ])('%s', (prompt, theme) => {
    expect(read(prompt).document.theme).toBe(theme);
  });
});

describe('German nouns capitalised after "mit"', () => {
  it.each([
    ['Ein Video: Sommerfest. Mit Herzen.', 'hearts'],
    ['Ein Video: Sommerfest. Mit Luftballons.', 'balloons'],
  ])('%s', (prompt, kind) => {
    const doc = read(prompt).document;
    expect(layersOfType(doc, 'particles').map((p) => p.kind)).toEqual([kind]);
    expect(allDrawn(doc)).toEqual(['Sommerfest']);
  });

  it('a name in capitals with such a word is still a name', () => {
    expect(allDrawn(read('Text: Herzen Bakery').document)).toEqual(['Herzen Bakery']);
  });
});

describe('abroad', () => {
  it.each([
    ['Un video con letras amarillas: Fiesta de verano', 'Fiesta de verano'],
    ['Ein kurzes Video mit gelber Schrift: Sommerfest 2026', 'Sommerfest 2026'],
    ['Een filmpje met gele tekst: Zomerfeest', 'Zomerfeest'],
    ['Um vídeo com letras amarelas: Festa junina', 'Festa junina'],
  ])('letters in a colour after "with": %s', (prompt, text) => {
    const doc = read(prompt).document;
    expect(allDrawn(doc)).toEqual([text]);
    expect(layersOfType(doc, 'text')[0]?.colour).toBeDefined();
  });

  it('a list\'s lead and marks in Dutch', () => {
    const doc = read('Bovenaan: Bakkerij Zoet. Dan de prijzen één voor één in beeld:\n- Brood €3\n- Taart €18\n- Koek €1\nGeen nummers ervoor. Onderaan: Elke dag open.').document;
    expect(allDrawn(doc)).toEqual(expect.arrayContaining(['Bakkerij Zoet', 'Brood €3', 'Elke dag open']));
    expect(allDrawn(doc).join(' | ')).not.toMatch(/prijzen|beeld|nummers/i);
    expect(layersOfType(doc, 'list')[0]?.numbered).toBe(false);
  });

  it('stories, a mood and colours in Spanish', () => {
    const result = read(`quiero un video para historias de instagram de mi panadería Pan Dorado. usa las fotos ${assetUrl(IMG)} ${assetUrl(IMG)}. algo divertido, colores fuertes`);
    const doc = result.document;
    expect(result.format?.aspect).toBe('portrait');
    expect(doc.theme).toBe('playful');
    expect(drawnStrings(doc)[0]).toContain('Pan Dorado');
  });

  it('Japanese: two texts joined by と, the voice\'s words and captions', () => {
    const doc = read('文字は「秋の新作」と「500円」。男性の声で「秋の味をどうぞ。」と読み上げて、字幕もつけてください。').document;
    expect(allDrawn(doc)).toEqual(expect.arrayContaining(['秋の新作', '500円']));
    expect(doc.narration?.text).toBe('秋の味をどうぞ。');
    expect(doc.narration?.captions).toBe(true);
  });
});
