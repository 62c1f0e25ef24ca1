import { describe, expect, it } from '@jest/globals';
import { classifyClause } from './roles.js';
import { describesVideo, withoutDescription } from './video-description.js';
import { listLead } from './list-lead.js';
import { read, textsOf } from '../testing.js';

describe('clauses that only describe the video', () => {
  it('whom or what occasion it is for, as a whole clause', () => {
    expect(describesVideo('for my Year 6 pupils')).toBe(true);
    expect(describesVideo('for the quarterly sales meeting')).toBe(true);
    expect(describesVideo('for volunteers')).toBe(true);
    expect(describesVideo('for the screen by the till')).toBe(true);
    expect(classifyClause('For our staff briefing')).toBe('framing');
  });

  it('how the parts are shared out, or laid beside each other', () => {
    expect(describesVideo('one tip each')).toBe(true);
    expect(describesVideo('two facts per slide')).toBe(true);
    expect(describesVideo('a word per card')).toBe(true);
    expect(describesVideo('all next to each other')).toBe(true);
  });

  it('not a name, nor copy that happens to say "for"', () => {
    expect(describesVideo('for the Harbour Café')).toBe(false);
    expect(describesVideo('Free coffee for members')).toBe(false);
    expect(describesVideo('one love')).toBe(false);
    expect(classifyClause('Tickets for the whole family')).toBe('content');
  });
});

describe('a lead without what describes the video', () => {
  it('drops whom it is for, a counted tail and the list look in brackets', () => {
    expect(withoutDescription('Rome in 4 days (numbered)')).toBe('Rome');
    expect(withoutDescription('for the board meeting – new signups')).toBe('new signups');
    expect(withoutDescription('Weekly rota for the staff room noticeboard')).toBe('Weekly rota');
    expect(withoutDescription('The Tudors in 5 kings (bullets, one at a time')).toBe('The Tudors');
  });

  it('keeps a title that names its subject', () => {
    expect(withoutDescription('Menu for the Harbour Café')).toBe('Menu for the Harbour Café');
    expect(withoutDescription('Dinner in Lisbon')).toBe('Dinner in Lisbon');
  });

  it('a method list is titled by its subject', () => {
    expect(listLead('Steps for lemon drizzle cake:')).toBe('Lemon drizzle cake');
    expect(listLead('Instructions to reset your router:')).toBe('Reset your router');
    expect(listLead('Our team values:')).toBe('Our team values');
  });

  it('is never drawn in a built video', () => {
    const { document } = read('Four slides, one tip each: 1. Sleep 2. Water 3. Walk 4. Stretch');
    expect(document.scenes.map((_, i) => textsOf(document, i))).toEqual([['heading:Sleep'], ['heading:Water'], ['heading:Walk'], ['heading:Stretch']]);
  });
});

describe('labels and leads that describe the video are not drawn', () => {
  it('how a list is drawn, said as a clause of its own', () => {
    expect(describesVideo('Numbered please')).toBe(true);
    expect(describesVideo('as bullet points')).toBe(true);
    expect(describesVideo('no numbers')).toBe(true);
    expect(describesVideo('Numbers game')).toBe(false);
  });

  it('a list label before its colon keeps only its subject', () => {
    const { document } = read('The Romans in 3 facts (bullets, no numbers): 1. Roads 2. Aqueducts 3. Latin');
    expect(textsOf(document)).toEqual(['heading:The Romans']);
  });

  it('the language the text is in, said before its colon', () => {
    expect(textsOf(read('Words on screen in Spanish: Hola amigos').document)).toEqual(['heading:Hola amigos']);
    expect(textsOf(read('Caption in French: Bon appétit').document)).toEqual(['caption:Bon appétit']);
    // A language that is the text's own word stays.
    expect(textsOf(read('Text: Learn English in 30 days').document)).toEqual(['heading:Learn English in 30 days']);
  });

  it('a chart title without whom it is for', () => {
    const chart = (prompt: string) => read(prompt).document.scenes[0]!.layers.find((l) => l.type === 'chart') as { title?: string } | undefined;
    expect(chart('bar chart for the staff meeting – sales by region: North 4, South 7, East 2')?.title).toBe('Sales by region');
    expect(chart('line chart for my science presentation, rainfall in mm: 2021 80, 2022 95, 2023 70')?.title).toMatch(/^Rainfall/);
  });
});

describe('a list look said as what will do', () => {
  it('"Numbered is fine", "bullet points are best", "numbers would be good"', () => {
    expect(describesVideo('Numbered is fine')).toBe(true);
    expect(describesVideo('bullet points are best')).toBe(true);
    expect(describesVideo('numbers would be good thanks')).toBe(true);
  });

  it('not a sentence about numbers', () => {
    expect(describesVideo('Numbers are up this year')).toBe(false);
  });
});
