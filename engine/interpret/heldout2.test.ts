import { describe, expect, it } from '@jest/globals';
import type { Layer, SceneDocument } from '../../model/scene-document.js';
import { DESIGNER_COLOURS } from '../designer-colours.js';
import { interpretPrompt, type InterpretContext, type KnownAsset } from './index.js';

/*
 * A second held-out set, written after the interpreter and run once, unseen: the first set's prompts had been tried
 * by hand while the interpreter was written, so this one is the blind check. Failures here are reported, not tuned.
 */

const PHOTO = 'ast_BlindPhotoaaaaaaaaaaa';
const CLIP = 'ast_BlindClipaaaaaaaaaaaa';
const SONG = 'ast_BlindSongaaaaaaaaaaaa';
const assets = new Map<string, KnownAsset>([
  [PHOTO, { id: PHOTO, kind: 'image', ready: true }],
  [CLIP, { id: CLIP, kind: 'video', ready: true }],
  [SONG, { id: SONG, kind: 'audio', ready: true }],
]);
const ctx: InterpretContext = { assets, chapterDuration: null };
const build = (prompt: string, previous?: SceneDocument) => interpretPrompt(previous, prompt, ctx);
const of = <T extends Layer['type']>(doc: SceneDocument, scene: number, type: T) =>
  doc.scenes[scene]!.layers.filter((l): l is Extract<Layer, { type: T }> => l.type === type);
const words = (doc: SceneDocument, scene: number) => of(doc, scene, 'text').map((l) => l.text);

describe('blind held-out prompts', () => {
  it('a product launch in four beats', () => {
    const { document } = build(
      'Product launch video. Start with "Introducing Nova" in huge letters, next: three features "Waterproof", "10-day battery", "Solar charging" appearing one by one, after that a bar chart comparing battery life: Nova 10, Rival 4, and close with "Pre-order today" plus our logo https://x.montage.dev/api/v1/assets/' + PHOTO + '/content in the top left',
    );
    expect(document.scenes).toHaveLength(4);
    expect(of(document, 0, 'text')[0]).toMatchObject({ text: 'Introducing Nova', size: 'huge' });
    expect(of(document, 1, 'list')[0]!.items).toEqual(['Waterproof', '10-day battery', 'Solar charging']);
    expect(of(document, 2, 'chart')[0]!.data).toEqual([{ label: 'Nova', value: 10 }, { label: 'Rival', value: 4 }]);
    expect(words(document, 3)).toEqual(['Pre-order today']);
    expect(of(document, 3, 'logo')[0]).toMatchObject({ assetId: PHOTO, placement: 'top-left' });
  });

  it('a quote card for LinkedIn in square', () => {
    const { document, format } = build('square quote card: “The only way to do great work is to love what you do.” – Steve Jobs, minimalist');
    expect(format?.aspect).toBe('square');
    expect(of(document, 0, 'text').map((l) => l.role)).toEqual(['quote', 'attribution']);
    expect(document.theme).toBe('minimal');
  });

  it('an interview opener with a clip and a name strap', () => {
    const { document } = build(`play ${CLIP} full screen and add a lower third for Priya Raman, Chief Product Officer, sliding in`);
    expect(of(document, 0, 'media')[0]).toMatchObject({ assetId: CLIP, kind: 'video' });
    const name = of(document, 0, 'text').find((l) => l.role === 'name');
    expect(name?.text).toBe('Priya Raman');
    expect(of(document, 0, 'text').find((l) => l.role === 'role')?.text).toBe('Chief Product Officer');
  });

  it('a countdown in a reel', () => {
    const { document, format } = build('reel: countdown from 5 to 1, then "Go!" popping in, 2 seconds');
    expect(format?.aspect).toBe('portrait');
    expect(document.scenes).toHaveLength(2);
    expect(of(document, 0, 'counter')[0]).toMatchObject({ from: 5, to: 1 });
    expect(of(document, 1, 'text')[0]).toMatchObject({ text: 'Go!', animation: { in: 'pop' } });
    expect(document.scenes[1]!.duration).toBe(2);
  });

  it('music with a gentle fade out and narration captions', () => {
    const { document } = build(`"Spring collection" on a lavender background, music ${SONG} that fades out at the end, voiceover: "New colours for a new season" and show subtitles`);
    // A designer's lavender (a light purple), not CSS's near-white #e6e6fa.
    expect(document.background).toEqual({ type: 'solid', colour: DESIGNER_COLOURS.lavender });
    expect(document.soundtrack).toMatchObject({ assetId: SONG });
    expect(document.soundtrack!.fadeOut).toBeGreaterThan(0);
    expect(document.narration).toEqual({ text: 'New colours for a new season', captions: true });
  });

  it('percent growth as a line chart', () => {
    const { document } = build('line graph of conversion rate (%): March 2.1, April 2.8, May 3.4');
    const chart = of(document, 0, 'chart')[0]!;
    expect(chart.kind).toBe('line');
    expect(chart.unit).toBe('%');
    expect(chart.data.map((d) => d.value)).toEqual([2.1, 2.8, 3.4]);
  });

  it('follow-up edits in everyday words', () => {
    let doc = build('first "Hello team", then an agenda: "Numbers", "Hiring", "Roadmap", finally "Questions?"').document;
    expect(doc.scenes).toHaveLength(3);
    doc = build('change "Hiring" to "Hiring plan"', doc).document;
    expect(of(doc, 1, 'list')[0]!.items).toEqual(['Numbers', 'Hiring plan', 'Roadmap']);
    doc = build('put the agenda items one at a time', doc).document;
    expect(of(doc, 1, 'list')[0]!.stagger).toBeGreaterThan(0);
    doc = build('get rid of the last scene', doc).document;
    expect(doc.scenes).toHaveLength(2);
    doc = build('make the first scene 3 seconds', doc).document;
    expect(doc.scenes[0]!.duration).toBe(3);
    doc = build('the title should be "Hello everyone"', doc).document;
    expect(words(doc, 0)).toEqual(['Hello everyone']);
  });

  it('a gradient and a typewriter subtitle', () => {
    const { document } = build('"Chapter One" with the subtitle "In which it begins" typed out, on a gradient from midnight blue to teal');
    expect(document.background.type).toBe('gradient');
    expect(of(document, 0, 'text').find((l) => l.role === 'subtitle')?.animation.in).toBe('typewriter');
  });

  it('does not invent colours or scenes from ordinary words', () => {
    const { document } = build('"Why green energy matters" then the first reason "It is cheaper"');
    expect(document.background).toEqual({ type: 'solid', colour: '#1e1e2e' });
    expect(document.scenes).toHaveLength(2);
  });

  it('names an unsupported request', () => {
    expect(build('"Party time" with lightning and confetti').summary).toMatch(/did not understand/);
  });
});
