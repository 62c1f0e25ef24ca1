import { describe, expect, it } from '@jest/globals';
import { interpretPrompt, type InterpretContext, type KnownAsset } from './interpret.js';
import { totalDuration, type Layer, type SceneDocument } from '../model/scene-document.js';

/*
 * The engine's entry point (engine/interpret.ts re-exports engine/interpret/): today's vocabulary keeps working on
 * version 2 documents. The new vocabulary is tested beside each module in engine/interpret/.
 */

const IMG = 'ast_IMAGEaaaaaaaaaaaaaaaa';
const VID = 'ast_VIDEOaaaaaaaaaaaaaaaa';
const AUD = 'ast_AUDIOaaaaaaaaaaaaaaaa';
const PENDING = 'ast_PENDINGaaaaaaaaaaaaaa';
const assets = new Map<string, KnownAsset>([
  [IMG, { id: IMG, kind: 'image', ready: true }],
  [VID, { id: VID, kind: 'video', ready: true }],
  [AUD, { id: AUD, kind: 'audio', ready: true }],
  [PENDING, { id: PENDING, kind: 'image', ready: false }],
]);
const ctx: InterpretContext = { assets, chapterDuration: null };

const texts = (doc: SceneDocument, scene = 0) => doc.scenes[scene]!.layers.filter((l) => l.type === 'text').map((l) => (l.type === 'text' ? `${l.role}:${l.text}` : ''));
const media = (doc: SceneDocument, scene = 0) => doc.scenes[scene]!.layers.filter((l): l is Extract<Layer, { type: 'media' }> => l.type === 'media');

describe('interpretPrompt (today\'s vocabulary on version 2 documents)', () => {
  it('shows quoted text verbatim: the first as title, the next as subtitle', () => {
    const { document, summary } = interpretPrompt(undefined, 'An intro with "Hello: 100% \'real\', world" and "A caption, too"', ctx);
    expect(document.version).toBe(2);
    expect(document.scenes).toHaveLength(1);
    expect(texts(document)).toEqual(["heading:Hello: 100% 'real', world", 'subtitle:A caption, too']);
    expect(summary).toMatch(/^Built 1 scene \(5 s\) with title "Hello/);
    expect(summary).not.toMatch(/did not understand/);
  });

  it('accepts curly quotes and explicit caption words', () => {
    const { document } = interpretPrompt(undefined, 'caption “Only a caption”', ctx);
    expect(texts(document)).toEqual(['caption:Only a caption']);
  });

  it('edits the previous document: change the title, background, remove the image, add a fade', () => {
    const first = interpretPrompt(undefined, `Title "Old" over ${IMG} for 4 seconds`, ctx).document;
    expect(first.scenes[0]!.duration).toBe(4);
    expect(media(first)[0]).toMatchObject({ assetId: IMG, kind: 'image', kenBurns: 'zoom-in' });
    const second = interpretPrompt(first, 'change the title to "New" and make the background navy', ctx);
    expect(texts(second.document)).toEqual(['heading:New']);
    expect(second.document.scenes[0]!.duration).toBe(4);
    expect(media(second.document)).toHaveLength(1);
    expect(second.document.background).toEqual({ type: 'solid', colour: '#1b2a4e' });
    expect(second.summary).toMatch(/title "New"/);
    const third = interpretPrompt(second.document, 'remove the image and add a fade', ctx).document;
    expect(media(third)).toHaveLength(0);
    expect(third.scenes[0]).toMatchObject({ fadeIn: true, fadeOut: true });
    expect(texts(third)).toEqual(['heading:New']);
  });

  it('takes colours only where they are meant as one', () => {
    const solid = (colour: string) => ({ type: 'solid', colour });
    expect(interpretPrompt(undefined, 'a recipe for tomato soup', ctx).document.background).toEqual(solid('#1e1e2e'));
    expect(interpretPrompt(undefined, 'tomato background', ctx).document.background).toEqual(solid('#ff6347'));
    expect(interpretPrompt(undefined, 'set the background to #0af', ctx).document.background).toEqual(solid('#00aaff'));
    expect(interpretPrompt(undefined, 'use #123456 please', ctx).document.background).toEqual(solid('#123456'));
  });

  it('uses the caller\'s assets by URL or id and never anything else', () => {
    const { document, summary } = interpretPrompt(
      undefined,
      `Use https://montage.example/api/v1/assets/${VID}/content with music ${AUD}, also https://evil.example/x.png and ${PENDING} and ast_MISSINGaaaaaaaaaaaaaa`,
      ctx,
    );
    expect(media(document)[0]).toMatchObject({ assetId: VID, kind: 'video' });
    expect(document.soundtrack).toMatchObject({ assetId: AUD });
    expect(summary).toContain(`video ${VID}`);
    expect(summary).toContain(`soundtrack ${AUD}`);
    expect(summary).toContain('https://evil.example/x.png');
    expect(summary).toContain(`${PENDING} (not ready yet)`);
    expect(summary).toContain('ast_MISSINGaaaaaaaaaaaaaa (no such asset of yours)');
  });

  it('narrates quoted text after narrate: or voiceover, without making it a title', () => {
    const { document } = interpretPrompt(undefined, 'Title "Launch" narrate: "Welcome to the launch"', ctx);
    expect(document.narration).toEqual({ text: 'Welcome to the launch', captions: false });
    expect(texts(document)).toEqual(['heading:Launch']);
    const again = interpretPrompt(document, 'voiceover "Second take"', ctx).document;
    expect(again.narration?.text).toBe('Second take');
    expect(texts(again)).toEqual(['heading:Launch']);
  });

  it('picks a theme from style words', () => {
    const { document } = interpretPrompt(undefined, 'a bold opener', ctx);
    expect(document.theme).toBe('bold');
    expect(interpretPrompt(document, 'make it retro', ctx).document.theme).toBe('retro');
  });

  it('adds scenes and fits them to the chapter duration', () => {
    const one = interpretPrompt(undefined, '"One" 4 seconds', ctx).document;
    const two = interpretPrompt(one, 'add a scene "Two" 6 seconds with a red background', ctx).document;
    expect(two.scenes.map((s) => texts(two, two.scenes.indexOf(s)))).toEqual([['heading:One'], ['heading:Two']]);
    expect(two.scenes[1]!.background).toEqual({ type: 'solid', colour: '#e0282e' });
    expect(totalDuration(two)).toBe(10);
    const fitted = interpretPrompt(one, 'add a scene "Two"', { ...ctx, chapterDuration: 18 }).document;
    expect(totalDuration(fitted)).toBeCloseTo(18, 6);
    expect(fitted.scenes[0]!.duration).toBeCloseTo(8, 3);
  });

  it('reads version 1 documents as the previous one', () => {
    const v1 = { version: 1, theme: 'minimal', background: '#101010', scenes: [{ duration: 3, title: 'Old', caption: 'Kept', fade: true }] };
    const { document } = interpretPrompt(v1 as never, 'change the title to "New"', ctx);
    expect(document).toMatchObject({ version: 2, theme: 'minimal', background: { type: 'solid', colour: '#101010' } });
    expect(texts(document)).toEqual(['heading:New', 'subtitle:Kept']);
    expect(document.scenes[0]).toMatchObject({ duration: 3, fadeIn: true, fadeOut: true });
  });

  it('is deterministic', () => {
    const prompt = `"Same" on a teal backdrop with ${IMG}, minimal, 3 seconds, fade`;
    expect(interpretPrompt(undefined, prompt, ctx)).toEqual(interpretPrompt(undefined, prompt, ctx));
  });

  it('says so when nothing was recognised', () => {
    expect(interpretPrompt(undefined, 'something nice', ctx).summary).toMatch(/double quotes/);
  });
});
