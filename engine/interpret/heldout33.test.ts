import { describe, expect, it } from '@jest/globals';
import { drawnStrings } from '../scene/drawn-strings.js';
import { normaliseWords } from './read/spelling.js';
import { read, edited, allDrawn, assetUrl, layersOfType, distinctIds, callerWith } from './testing.js';

/*
 * Rules read from the w129 blind batch (docs/prompt-generalisation.md, "Thirty-third round"), each tested in phrasings
 * of my own, with ones that must not trigger them.
 */

const images = distinctIds('image', 2);
const clips = distinctIds('video', 2);
const ctx = callerWith(images, clips);
const [P1, P2] = images.map(assetUrl);
const [C1, C2] = clips.map(assetUrl);

describe('karaoke asked in Spanish with the lit word\'s colour', () => {
  it('"y ponle subtítulos tipo karaoke con la palabra en amarillo": karaoke, lit in yellow, nothing drawn of it', () => {
    const result = read('Una voz de hombre que diga: "Te esperamos en la Calle Hidalgo." y ponle subtitulos tipo karaoke con la palabra en amarillo');
    expect(result.document.narration?.captionStyle).toBe('karaoke');
    expect(result.document.narration?.highlight).toBeDefined();
    expect(result.document.scenes.flatMap((s) => s.layers).filter((l) => l.type === 'text')).toEqual([]);
  });
});

describe('a date said with "it\'s" before it, and a time typed with a space', () => {
  it('"It\'s Saturday June 7th from 8 am to noon at 42 Maple Street": no "It\'s", the time range whole', () => {
    const shown = allDrawn(read("Make a video for our garage sale. It's Saturday June 7th from 8 am to noon at 42 Maple Street.").document);
    expect(shown).not.toContain("It's");
    expect(shown.join(' | ')).toContain('from 8 am to noon');
  });

  it('dictated days and months are capitalised as typed', () => {
    expect(allDrawn(read('the title should say Bake Sale period on saturday june 7th period thanks').document).join(' ')).toContain('Saturday June 7th');
  });
});

describe('labels with their price after a dash', () => {
  it('"<a> labelled Basic — $9/mo and <b> labelled Pro — $19/mo"', () => {
    const doc = read(`Side by side: ${P1} labelled Basic — $9/mo and ${P2} labelled Pro — $19/mo.`, undefined, ctx).document;
    expect(layersOfType(doc, 'layout')[0]!.cells.map((c) => c.label)).toEqual(['Basic — $9/mo', 'Pro — $19/mo']);
  });
});

describe('a picture in picture said "<a> small in the corner over <b>"', () => {
  it('the one said over the other is the inset, the other fills the frame', () => {
    const layout = layersOfType(read(`put my facecam ${C2} small in the corner over the gameplay ${C1}, speed the gameplay up 2x`, undefined, ctx).document, 'layout')[0]!;
    expect(layout.cells.map((c) => c.assetId)).toEqual([clips[0], clips[1]]);
    expect(layout.cells[0]!.speed).toBe(2);
  });

  it('a place said of the text beside it ("text at top") stays the text\'s, not the inset\'s', () => {
    const doc = read(`put my facecam ${C2} small in the corner over the gameplay ${C1}, text at top 'clutch 1v4 lol'`, undefined, ctx).document;
    expect(layersOfType(doc, 'text')[0]!.placement).toBe('top');
    expect(layersOfType(doc, 'layout')[0]!.corner).toBe('bottom-right');
  });

  it('"<b> with <a> small in the corner" keeps the order said', () => {
    const layout = layersOfType(read(`${C1} with ${C2} small in the corner`, undefined, ctx).document, 'layout')[0]!;
    expect(layout.cells.map((c) => c.assetId)).toEqual([clips[0], clips[1]]);
  });
});

describe('asset addresses are never read as words', () => {
  it('an id whose letters spell a shorthand ("ast_VID2…") is kept as typed', () => {
    const url = 'https://montage.example/api/v1/assets/ast_VID2aaaaaaaaaaaaaaaaa/content';
    expect(normaliseWords(`put ${url} here, a pic of the vid`)).toBe(`put ${url} here, a picture of the video`);
  });
});

describe('a list point taken out and another added "at the end"', () => {
  const base = "title 'First month checklist', then a bulleted list: Vet check in week one, Buy a crate, Same food for two weeks";

  it('the new one is a point of that list', () => {
    expect(layersOfType(edited(base, "take out 'Buy a crate' and add 'Microchip your pup' at the end"), 'list')[0]!.items).toEqual(['Vet check in week one', 'Same food for two weeks', 'Microchip your pup']);
  });

  it('a text that is no point, taken out: the added one is no point either', () => {
    const doc = edited(base, "remove 'First month checklist' and add 'Thanks for reading' at the end");
    expect(layersOfType(doc, 'list')[0]!.items).toHaveLength(3);
    expect(allDrawn(doc)).toContain('Thanks for reading');
  });
});

describe('a decoration after "and then"', () => {
  it('"… counter going up to 23 … and then fireworks. then a second scene …": fireworks in the counter\'s scene', () => {
    const doc = read("counter going up to 23 with 'goals this season' under it and then fireworks. then a second scene that says Thank you parents").document;
    expect(doc.scenes).toHaveLength(2);
    expect(doc.scenes[0]!.layers.some((l) => l.type === 'particles' && l.kind === 'fireworks')).toBe(true);
  });

  it('a slide named with it is still a scene of its own', () => {
    expect(read("'Happy New Year'. Then a slide with fireworks").document.scenes).toHaveLength(2);
  });
});

describe('a schedule, one scene per slot, the settings said before the colon', () => {
  it('each timed line is a scene; the settings between are read', () => {
    const result = read('Agenda for the foyer screens, one scene per slot, wipe transitions, progress bar on top:\n09:00 Registration & coffee\n10:00 Keynote – Dr. Mei Lin\n12:30 Lunch');
    expect(drawnStrings(result.document)).toEqual([['09:00 Registration & coffee'], ['10:00 Keynote – Dr. Mei Lin'], ['12:30 Lunch']]);
    expect(result.document.scenes[1]!.transition?.type).toMatch(/^wipe/);
  });

  it('lines that are no schedule stay a list under their lead', () => {
    expect(read('Agenda:\nRegistration & coffee\nKeynote\nLunch').document.scenes).toHaveLength(1);
  });
});
