import { describe, expect, it } from '@jest/globals';
import { DEFAULT_FORMAT } from '../../model/format.js';
import { SceneDocument, type Layer } from '../../model/scene-document.js';
import { fakeAssetId, withAssetUrls } from './assets.js';
import { parseBatch, type Expect } from './batch.js';
import { checkAll } from './checks.js';
import { sameFamily } from './colour-family.js';
import { readIn } from './screen.js';
import { scoreBatch } from './score.js';

const CLIP = fakeAssetId('clip1');

function doc(layers: unknown[][], extra: Record<string, unknown> = {}): SceneDocument {
  return SceneDocument.parse({ version: 2, background: { type: 'solid', colour: '#1f2a44' }, scenes: layers.map((l) => ({ duration: 5, layers: l })), ...extra });
}
const failed = (expect: Expect, d: SceneDocument, seconds?: number) =>
  checkAll(expect, { doc: d, format: DEFAULT_FORMAT, assets: [{ ref: 'clip1', kind: 'video', ...(seconds ? { seconds } : {}) }] })
    .filter((c) => !c.pass)
    .map((c) => c.key);
const text = (t: string, role = 'heading'): Layer => ({ type: 'text', role, text: t }) as Layer;

describe('the blind-brief checker', () => {
  it('reads texts across case, punctuation and the strings of one scene, and only as whole words', () => {
    expect(readIn('sourdough saturdays', ['Sourdough Saturdays!'])).toBe(true);
    expect(readIn('£4.50 a loaf', ['£4,50 a loaf'])).toBe(true);
    expect(readIn('Q&A', ['Agenda', '10:30 Q&A'])).toBe(true);
    expect(readIn('pink', ['Pinkish'])).toBe(false);
    // A thousands comma is read through; a decimal one and a list's comma are not.
    expect(readIn('1300', ['1,300 dogs rehomed'])).toBe(true);
    expect(readIn('1300', ['1,30'])).toBe(false);
    expect(readIn('12', ['1,2 and 3'])).toBe(false);
    // A currency sign is a word of its own, before or after its figure.
    expect(readIn('15', ['Nihari 15$'])).toBe(true);
    expect(readIn('$15', ['Nihari 15 $'])).toBe(false);
    expect(readIn('150', ['Nihari 15$'])).toBe(false);
  });

  it('fails a hidden instruction that is drawn, and passes when it is not', () => {
    const d = doc([[text('Summer sale'), text('in pink', 'subtitle')]]);
    expect(failed({ shows: ['summer sale'], hides: ['in pink'] }, d)).toEqual(['hides']);
    expect(failed({ hides: ['bottom left'] }, d)).toEqual([]);
  });

  it('fails any brief whose screen shows a reader\'s mark, whatever it expects', () => {
    expect(failed({}, doc([[{ type: 'list', items: ['Book the lift', '\u0001\u0001\u0001\u0001\u0001 the oven'] } as Layer]]))).toEqual(['marks']);
    expect(failed({ shows: ['Sale'] }, doc([[text('Sale ⟪q1⟫')]]))).toEqual(['marks']);
    expect(failed({}, doc([[text('Clean the oven')]]))).toEqual([]);
  });

  it('judges colours by family: a designer navy is navy, a red is not', () => {
    expect(sameFamily('navy', '#1f2a44')).toBe(true);
    expect(sameFamily('warm orange', '#ff8c1a')).toBe(true);
    expect(sameFamily('navy', '#e0282e')).toBe(false);
    expect(sameFamily('black', '#0a0a0a')).toBe(true);
    expect(sameFamily('black', '#1d4ed8')).toBe(false);
    expect(sameFamily('blorange', '#000000')).toBeUndefined();
    // A lightness alone ("dark background") is met by any hue of that lightness.
    expect(sameFamily('dark', '#111111')).toBe(true);
    expect(sameFamily('dark', '#1f2a44')).toBe(true);
    expect(sameFamily('dark', '#f5f0e6')).toBe(false);
    expect(sameFamily('light', '#f5f0e6')).toBe(true);
    expect(sameFamily('light', '#1f2a44')).toBe(false);
    expect(failed({ background: 'navy' }, doc([[text('Hi')]]))).toEqual([]);
    expect(failed({ background: 'green' }, doc([[text('Hi')]]))).toEqual(['background']);
  });

  it('counts a scene count, a total length within 10 % and pictures in one frame', () => {
    const d = doc([[text('A')], [text('B')], [{ type: 'layout', arrangement: 'grid', cells: [1, 2, 3, 4].map((i) => ({ assetId: fakeAssetId(`photo${i}`), kind: 'image' })) }]]);
    expect(failed({ scenes: 3, duration: 14, pictures: 4, layout: 'grid' }, d)).toEqual([]);
    expect(failed({ scenes: 2, duration: 20, pictures: 1 }, d)).toEqual(['scenes', 'duration', 'pictures']);
  });

  it('checks a clip played whole: untrimmed, and its scene as long as the clip after speed', () => {
    const clip = (extra: object) => [{ type: 'media', kind: 'video', assetId: CLIP, ...extra }];
    expect(failed({ clip: { playsWhole: true, speed: 2 } }, doc([clip({ speed: 2 })]), 10)).toEqual([]);
    expect(failed({ clip: { playsWhole: true } }, doc([clip({})]), 12)).toEqual(['clip']);
    expect(failed({ clip: { from: 62, to: 70 } }, doc([clip({ trim: { from: 62, to: 70 } })]))).toEqual([]);
    expect(failed({ clip: { muted: true } }, doc([clip({})]))).toEqual(['clip']);
    // Its last seconds, on a clip of known length, are that span; of an unknown length they are not.
    expect(failed({ clip: { from: 10, to: 18 } }, doc([clip({ trim: { from: 0, last: 8 } })]), 18)).toEqual([]);
    expect(failed({ clip: { from: 10, to: 18 } }, doc([clip({ trim: { from: 0, last: 8 } })]))).toEqual(['clip']);
    expect(failed({ clip: { from: 10, to: 18 } }, doc([clip({ trim: { from: 0, last: 6 } })]), 18)).toEqual(['clip']);
  });

  it('needs a quote exactly once, with its author', () => {
    const q = [text('"Best coffee in town"', 'quote'), text('Maria G.', 'attribution')];
    expect(failed({ quote: { text: 'Best coffee in town', by: 'Maria G.' } }, doc([q]))).toEqual([]);
    expect(failed({ quote: { text: 'Best coffee in town', by: 'Maria G.' } }, doc([[...q, ...q]]))).toEqual(['quote']);
  });

  it('checks narration, voice, captions and a lower third', () => {
    const d = doc([[text('Dana Whitfield', 'name'), text('Realtor', 'role')]], { narration: { text: 'Hello there.', captions: true, captionStyle: 'karaoke', voice: { gender: 'female', speed: 1.2 } } });
    expect(failed({ narration: 'hello there', voice: { gender: 'female', speed: 'fast' }, captions: 'karaoke', lowerThird: { name: 'Dana Whitfield', role: 'Realtor' } }, d)).toEqual([]);
    expect(failed({ narration: 'goodbye', voice: { gender: 'male' }, captions: 'word', lowerThird: { name: 'Dana', role: 'Agent' } }, d)).toEqual(['narration', 'voice', 'captions', 'lowerThird']);
  });

  it('checks an edit on its scene, and an order across scenes', () => {
    const d = doc([[text('One')], [text('Two')], [text('Three')]]);
    expect(failed({ edit: { scene: 2, shows: ['two'], hides: ['one'] }, order: ['one', 'two', 'three'] }, d)).toEqual([]);
    expect(failed({ edit: { scene: 2, shows: ['one'] }, order: ['three', 'one'] }, d)).toEqual(['edit', 'order']);
  });

  it('looks for a text the edit says is gone in the first video, and every other text in the last', () => {
    const first = doc([[text('Closed 24 Dec – 2 Jan')]]);
    const last = doc([[text('Closed 24 Dec – 3 Jan')]]);
    const check = (e: Expect) => checkAll(e, { doc: last, first, format: DEFAULT_FORMAT, assets: [] }).filter((c) => !c.pass).map((c) => c.key);
    expect(check({ shows: ['Closed 24 Dec – 2 Jan'], edit: { shows: ['3 Jan'], hides: ['2 Jan'] } })).toEqual([]);
    // Without the edit saying it is gone, the first video's text must still be on the last.
    expect(check({ shows: ['Closed 24 Dec – 2 Jan'], edit: { shows: ['3 Jan'] } })).toEqual(['shows']);
    expect(check({ shows: ['Closed 24 Dec – 3 Jan'], edit: { hides: ['2 Jan'] } })).toEqual([]);
  });

  it('scores a batch: a brief passes when every key passes; a voided one is counted out', () => {
    const briefs = parseBatch(
      JSON.stringify([
        { id: 'a', prompts: ['a title that says "Hello world"'], expect: { shows: ['Hello world'] } },
        { id: 'b', prompts: ['a title that says "Hello world"'], expect: { shows: ['Goodbye'] } },
        { id: 'c', prompts: ['write us a catchy slogan'], expect: { shows: ['an invented slogan'] } },
      ]),
    );
    const score = scoreBatch(briefs, { c: 'asks for invented copy' });
    expect(score.briefs.map((b) => b.status)).toEqual(['pass', 'fail', 'void']);
    expect([score.passed, score.counted, score.rate]).toEqual([1, 2, 50]);
  });

  it('puts an upload\'s URL where its ref is written, and leaves other braces alone', () => {
    expect(withAssetUrls('use {clip1} and {other}', [{ ref: 'clip1', kind: 'video' }])).toBe(`use https://montage.example/api/v1/assets/${CLIP}/content and {other}`);
  });
});
