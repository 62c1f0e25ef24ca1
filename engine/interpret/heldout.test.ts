import { describe, expect, it } from '@jest/globals';
import type { Layer, SceneDocument } from '../../model/scene-document.js';
import { interpretPrompt, type InterpretContext, type KnownAsset } from './index.js';

/*
 * Held-out prompts: written before the interpreter, and run only once it was done, to check that it generalises
 * beyond the prompts its unit tests were written against. Phrased the way people type, with the structure a
 * careful reader would build from each.
 */

const IMG = 'ast_HeldImageaaaaaaaaaaaa';
const AUD = 'ast_HeldAudioaaaaaaaaaaaa';
const assets = new Map<string, KnownAsset>([
  [IMG, { id: IMG, kind: 'image', ready: true }],
  [AUD, { id: AUD, kind: 'audio', ready: true }],
]);
const ctx: InterpretContext = { assets, chapterDuration: null };
const build = (prompt: string, previous?: SceneDocument) => interpretPrompt(previous, prompt, ctx);

const of = <T extends Layer['type']>(doc: SceneDocument, scene: number, type: T) =>
  doc.scenes[scene]!.layers.filter((l): l is Extract<Layer, { type: T }> => l.type === type);
const roleText = (doc: SceneDocument, scene: number, role: string) =>
  of(doc, scene, 'text').filter((l) => l.role === role).map((l) => l.text);

describe('held-out prompts', () => {
  it('a vertical sale video in three parts', () => {
    const { document, format } = build(
      'Make a vertical video for Instagram stories: heading "Summer Sale" that pops in, then a list of "50% off shoes", "Free shipping" and "Ends Sunday" one at a time, finally "Shop now" with a fade to black',
    );
    expect(format?.aspect).toBe('portrait');
    expect(document.scenes).toHaveLength(3);
    expect(of(document, 0, 'text').find((l) => l.text === 'Summer Sale')?.animation.in).toBe('pop');
    const list = of(document, 1, 'list')[0]!;
    expect(list.items).toEqual(['50% off shoes', 'Free shipping', 'Ends Sunday']);
    expect(list.stagger).toBeGreaterThan(0);
    expect(of(document, 2, 'text').map((l) => l.text)).toEqual(['Shop now']);
    const last = document.scenes[2]!;
    expect(last.transition?.type === 'fade-black' || last.fadeOut).toBe(true);
  });

  it('three scenes separated by semicolons, with a chart in the middle', () => {
    const { document } = build('3 scenes: "Welcome to Acme"; a bar chart of revenue: 2021 4, 2022 7, 2023 12; "Thank you"');
    expect(document.scenes).toHaveLength(3);
    expect(roleText(document, 0, 'heading')).toEqual(['Welcome to Acme']);
    const chart = of(document, 1, 'chart')[0]!;
    expect(chart.kind).toBe('bar');
    expect(chart.data).toEqual([{ label: '2021', value: 4 }, { label: '2022', value: 7 }, { label: '2023', value: 12 }]);
    expect(of(document, 2, 'text').map((l) => l.text)).toEqual(['Thank you']);
  });

  it('a quote with its author, a style and a length', () => {
    const { document } = build('Quote: "Simplicity is the ultimate sophistication" by Leonardo da Vinci, elegant style, 8 seconds');
    expect(roleText(document, 0, 'quote')).toEqual(['Simplicity is the ultimate sophistication']);
    expect(roleText(document, 0, 'attribution')[0]).toMatch(/Leonardo da Vinci/);
    expect(document.theme).toBe('elegant');
    expect(document.scenes[0]!.duration).toBe(8);
  });

  it('a lower third sliding in', () => {
    const { document } = build('lower third "Maria Lopez, Head of Design" sliding in from the left');
    const name = of(document, 0, 'text').find((l) => l.role === 'name')!;
    const role = of(document, 0, 'text').find((l) => l.role === 'role')!;
    expect(name.text).toBe('Maria Lopez');
    expect(role.text).toBe('Head of Design');
    expect(name.placement).toBe('lower-third');
    expect(name.animation.in).toBe('slide-right');
  });

  it('a logo in a named corner', () => {
    const { document } = build(`${IMG} as a logo in the bottom left corner, heading "Quarterly Update"`);
    const logo = of(document, 0, 'logo')[0]!;
    expect(logo).toMatchObject({ assetId: IMG, placement: 'bottom-left' });
    expect(roleText(document, 0, 'heading')).toEqual(['Quarterly Update']);
    expect(of(document, 0, 'media')).toHaveLength(0);
  });

  it('a square counter', () => {
    const { document, format } = build('square video, count up to 1,500 customers in 3 seconds');
    expect(format?.aspect).toBe('square');
    const counter = of(document, 0, 'counter')[0]!;
    expect(counter).toMatchObject({ from: 0, to: 1500, countSeconds: 3 });
    expect(counter.suffix).toMatch(/customers/);
  });

  it('a line chart of four months', () => {
    const { document } = build('Line chart showing website visitors: Jan 1200, Feb 1800, Mar 2600, Apr 3100');
    const chart = of(document, 0, 'chart')[0]!;
    expect(chart.kind).toBe('line');
    expect(chart.data.map((d) => d.label)).toEqual(['Jan', 'Feb', 'Mar', 'Apr']);
    expect(chart.data.map((d) => d.value)).toEqual([1200, 1800, 2600, 3100]);
  });

  it('numbered scenes with their own lengths and a crossfade', () => {
    const { document } = build('Scene 1: "Step one" for 3 seconds. Scene 2: "Step two" for 4 seconds. Scene 3: "Done!" with a crossfade');
    expect(document.scenes.map((s) => s.duration)).toEqual([3, 4, 5]);
    expect(document.scenes[2]!.transition?.type).toBe('crossfade');
    expect(of(document, 2, 'text').map((l) => l.text)).toEqual(['Done!']);
  });

  it('a split layout: picture left, text right', () => {
    const { document } = build(`${IMG} on the left with "Meet the team" on the right`);
    expect(of(document, 0, 'media')[0]!.placement).toBe('left-half');
    expect(of(document, 0, 'text')[0]).toMatchObject({ text: 'Meet the team', placement: 'right-half' });
  });

  it('a title and numbered steps', () => {
    const { document } = build('Title "Recipe" and steps: 1. "Chop the onions" 2. "Fry them" 3. "Add rice"');
    expect(roleText(document, 0, 'heading')).toEqual(['Recipe']);
    expect(of(document, 0, 'list')[0]).toMatchObject({ items: ['Chop the onions', 'Fry them', 'Add rice'], numbered: true });
  });

  it('narration with subtitles and music fading in', () => {
    const { document } = build(`narrate: "Hello and welcome to our channel" with subtitles, music ${AUD} fading in`);
    expect(document.narration).toEqual({ text: 'Hello and welcome to our channel', captions: true });
    expect(document.soundtrack?.assetId).toBe(AUD);
    expect(document.soundtrack!.fadeIn).toBeGreaterThan(0);
  });

  it('full HD landscape and big letters', () => {
    const { document, format } = build('full HD landscape, "Annual Report 2024" in big letters');
    expect(format).toEqual({ aspect: 'landscape', resolution: '1080p' });
    const heading = of(document, 0, 'text')[0]!;
    expect(heading.text).toBe('Annual Report 2024');
    expect(['large', 'huge']).toContain(heading.size);
  });

  it('names what it did not understand', () => {
    const { document, summary } = build('"Breaking news" typewriter style at the top, with lightning');
    expect(of(document, 0, 'text')[0]).toMatchObject({ text: 'Breaking news', placement: 'top', animation: { in: 'typewriter' } });
    expect(summary).toMatch(/did not understand.*lightning/);
  });

  it('edits a three-scene video precisely', () => {
    let doc = build('First "Intro", then a list of "A", "B" and "C", finally "Outro"').document;
    expect(doc.scenes).toHaveLength(3);
    doc = build('make the second point say "Bravo"', doc).document;
    expect(of(doc, 1, 'list')[0]!.items).toEqual(['A', 'Bravo', 'C']);
    doc = build('add "Delta" to the list', doc).document;
    expect(of(doc, 1, 'list')[0]!.items).toEqual(['A', 'Bravo', 'C', 'Delta']);
    doc = build('swap scenes 1 and 3', doc).document;
    expect(of(doc, 0, 'text').map((l) => l.text)).toEqual(['Outro']);
    expect(of(doc, 2, 'text').map((l) => l.text)).toEqual(['Intro']);
    doc = build('make scene 2 10 seconds', doc).document;
    expect(doc.scenes[1]!.duration).toBe(10);
    doc = build('delete the last scene', doc).document;
    expect(doc.scenes).toHaveLength(2);
    expect(of(doc, 1, 'list')).toHaveLength(1);
  });

  it('moves and removes a logo, and changes the format without touching the scenes', () => {
    let doc = build(`"Hello" with ${IMG} as a logo`).document;
    expect(of(doc, 0, 'logo')[0]!.placement).toBe('top-right');
    doc = build('move the logo to the top left', doc).document;
    expect(of(doc, 0, 'logo')[0]!.placement).toBe('top-left');
    const squared = build('make it 9:16', doc);
    expect(squared.format?.aspect).toBe('portrait');
    expect(squared.document.scenes).toEqual(doc.scenes);
    doc = build('remove the logo', doc).document;
    expect(of(doc, 0, 'logo')).toHaveLength(0);
    expect(of(doc, 0, 'text').map((l) => l.text)).toEqual(['Hello']);
  });

  it('edits a version 1 document', () => {
    const v1 = { version: 1, theme: 'classic', background: '#000000', scenes: [{ duration: 4, title: 'Old', fade: false }] };
    const { document } = interpretPrompt(v1 as never, 'change the title to "Hi"', ctx);
    expect(document.version).toBe(2);
    expect(roleText(document, 0, 'heading')).toEqual(['Hi']);
    expect(document.scenes[0]!.duration).toBe(4);
  });

  it('takes colours only from backgrounds', () => {
    expect(build('a video about orange juice, "Fresh"').document.background).not.toEqual({ type: 'solid', colour: '#ff8c1a' });
    expect(build('"Fresh" on an orange backdrop').document.background).toEqual({ type: 'solid', colour: '#ff8c1a' });
  });

  it('opens and ends', () => {
    const { document } = build(`Open with ${IMG} zooming out in the background and "Our journey" on top, end with "2025 and beyond"`);
    expect(document.scenes).toHaveLength(2);
    expect(of(document, 0, 'media')[0]!.kenBurns).toBe('zoom-out');
    expect(of(document, 0, 'text')[0]!.text).toBe('Our journey');
    expect(of(document, 1, 'text')[0]!.text).toBe('2025 and beyond');
  });

  it('a TikTok list of tips', () => {
    const { document, format } = build('Tiktok video: three tips: "Drink water", "Sleep 8 hours", "Walk daily", revealed one by one');
    expect(format?.aspect).toBe('portrait');
    expect(document.scenes).toHaveLength(1);
    const list = of(document, 0, 'list')[0]!;
    expect(list.items).toEqual(['Drink water', 'Sleep 8 hours', 'Walk daily']);
    expect(list.stagger).toBeGreaterThan(0);
  });

  it('a percentage counter under a title', () => {
    const { document } = build('Counter from 0 to 99% with the title "Satisfaction"');
    expect(of(document, 0, 'counter')[0]).toMatchObject({ from: 0, to: 99, suffix: '%' });
    expect(roleText(document, 0, 'heading')).toEqual(['Satisfaction']);
  });

  it('names foreign links and removes the music on request', () => {
    const first = build(`"Hi" with music ${AUD} and https://example.com/song.mp3`);
    expect(first.summary).toContain('https://example.com/song.mp3');
    expect(first.document.soundtrack?.assetId).toBe(AUD);
    expect(build('no music', first.document).document.soundtrack).toBeUndefined();
  });

  it('one word after another as scenes', () => {
    const { document } = build('Show "Ready?", "Set" and "Go!" one after another, 1 second each');
    expect(document.scenes).toHaveLength(3);
    expect(document.scenes.map((s) => s.duration)).toEqual([1, 1, 1]);
    expect(document.scenes.map((s) => (s.layers[0] as { text: string }).text)).toEqual(['Ready?', 'Set', 'Go!']);
  });

  it('animations per text', () => {
    const { document } = build('heading "Hello" word by word, subtitle "nice to meet you" fading in');
    expect(of(document, 0, 'text').map((l) => [l.role, l.text, l.animation.in])).toEqual([
      ['heading', 'Hello', 'word-by-word'],
      ['subtitle', 'nice to meet you', 'fade'],
    ]);
  });

  it('wipes between scenes', () => {
    const { document } = build('wipe between scenes: "One", then "Two", then "Three"');
    expect(document.scenes).toHaveLength(3);
    expect(document.scenes[1]!.transition?.type).toMatch(/^wipe/);
    expect(document.scenes[2]!.transition?.type).toMatch(/^wipe/);
  });
});
