import { describe, expect, it } from '@jest/globals';
import { interpretPrompt, type InterpretContext, type KnownAsset } from './interpret.js';
import { totalDuration } from './scene.js';

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

describe('interpretPrompt', () => {
  it('shows quoted text verbatim: the first as title, the next as caption', () => {
    const { document, summary } = interpretPrompt(undefined, 'An intro with "Hello: 100% \'real\', world" and "A caption, too"', ctx);
    expect(document.scenes).toHaveLength(1);
    expect(document.scenes[0]).toMatchObject({ title: "Hello: 100% 'real', world", caption: 'A caption, too' });
    expect(summary).toMatch(/^Built 1 scene \(5 s\) with title "Hello/);
  });

  it('accepts curly quotes and explicit caption words', () => {
    const { document } = interpretPrompt(undefined, 'caption “Only a caption”', ctx);
    expect(document.scenes[0]!.caption).toBe('Only a caption');
    expect(document.scenes[0]!.title).toBeUndefined();
  });

  it('edits the previous document: change the title, background, remove the image, add a fade', () => {
    const first = interpretPrompt(undefined, `Title "Old" over ${IMG} for 4 seconds`, ctx).document;
    expect(first.scenes[0]).toMatchObject({ title: 'Old', duration: 4, media: { assetId: IMG, kind: 'image' } });
    const second = interpretPrompt(first, 'change the title to "New" and make the background navy', ctx).document;
    expect(second.scenes[0]).toMatchObject({ title: 'New', duration: 4, media: { assetId: IMG } });
    expect(second.background).toBe('#000080');
    const third = interpretPrompt(second, 'remove the image and add a fade', ctx).document;
    expect(third.scenes[0]!.media).toBeUndefined();
    expect(third.scenes[0]!.fade).toBe(true);
    expect(third.scenes[0]!.title).toBe('New');
  });

  it('takes colours only where they are meant as one', () => {
    expect(interpretPrompt(undefined, 'a recipe for tomato soup', ctx).document.background).toBe('#1e1e2e');
    expect(interpretPrompt(undefined, 'tomato background', ctx).document.background).toBe('#ff6347');
    expect(interpretPrompt(undefined, 'set the background to #0af', ctx).document.background).toBe('#00aaff');
    expect(interpretPrompt(undefined, 'use #123456 please', ctx).document.background).toBe('#123456');
  });

  it('uses the caller\'s assets by URL or id and never anything else', () => {
    const { document, summary } = interpretPrompt(
      undefined,
      `Use https://montage.example/api/v1/assets/${VID}/content with music ${AUD}, also https://evil.example/x.png and ${PENDING} and ast_MISSINGaaaaaaaaaaaaaa`,
      ctx,
    );
    expect(document.scenes[0]!.media).toEqual({ assetId: VID, kind: 'video' });
    expect(document.soundtrack).toEqual({ assetId: AUD });
    expect(summary).toContain('https://evil.example/x.png');
    expect(summary).toContain(`${PENDING} (not ready yet)`);
    expect(summary).toContain('ast_MISSINGaaaaaaaaaaaaaa (no such asset of yours)');
  });

  it('narrates quoted text after narrate: or voiceover, without making it a title', () => {
    const { document } = interpretPrompt(undefined, 'Title "Launch" narrate: "Welcome to the launch"', ctx);
    expect(document.narration).toBe('Welcome to the launch');
    expect(document.scenes[0]!.title).toBe('Launch');
    const again = interpretPrompt(document, 'voiceover "Second take"', ctx).document;
    expect(again.narration).toBe('Second take');
  });

  it('picks a theme from style words', () => {
    const { document } = interpretPrompt(undefined, 'a bold opener', ctx);
    expect(document.theme).toBe('bold');
    expect(interpretPrompt(document, 'make it retro', ctx).document.theme).toBe('retro');
  });

  it('adds scenes and fits them to the chapter duration', () => {
    const one = interpretPrompt(undefined, '"One" 4 seconds', ctx).document;
    const two = interpretPrompt(one, 'add a scene "Two" 6 seconds with a red background', ctx).document;
    expect(two.scenes.map((s) => s.title)).toEqual(['One', 'Two']);
    expect(two.scenes[1]!.background).toBe('#ff0000');
    expect(totalDuration(two)).toBe(10);
    const fitted = interpretPrompt(one, 'add a scene "Two"', { ...ctx, chapterDuration: 18 }).document;
    expect(totalDuration(fitted)).toBeCloseTo(18, 6);
    expect(fitted.scenes[0]!.duration).toBeCloseTo(8, 3);
  });

  it('is deterministic', () => {
    const prompt = `"Same" on a teal backdrop with ${IMG}, minimal, 3 seconds, fade`;
    expect(interpretPrompt(undefined, prompt, ctx)).toEqual(interpretPrompt(undefined, prompt, ctx));
  });

  it('says so when nothing was recognised', () => {
    expect(interpretPrompt(undefined, 'something nice', ctx).summary).toMatch(/double quotes/);
  });
});
