import { describe, expect, it } from '@jest/globals';
import { layersOf, read } from '../testing.js';

const first = (prompt: string) => read(prompt).document.scenes[0]!.layers[0]!;

describe('placement and size words', () => {
  it.each([
    ['"Sale" in the top right', 'top-right'],
    ['"Sale" top-left', 'top-left'],
    ['"Sale" in the bottom right corner', 'bottom-right'],
    ['"Sale" lower left', 'bottom-left'],
    ['"Jane" in the lower third', 'lower-third'],
    ['"Sale" at the top', 'top'],
    ['"Sale" at the bottom of the screen', 'bottom'],
    ['"Sale" on the left side', 'left'],
    ['"Sale" on the right', 'right'],
    ['"Sale" centred', 'center'],
    ['"Sale" in the middle of the screen', 'center'],
    ['small "Sale" in the corner', 'bottom-right'],
    ['heading "Sale" at the top of the frame', 'top'],
  ])('%s → %s', (prompt, placement) => {
    expect(first(prompt)).toMatchObject({ placement });
  });

  it.each([
    'square post: "87%" really big in the middle with "of our customers would recommend us" below it',
    'Big title "Morning Flow", underneath "Every Saturday 9am"',
    'title "Morning Flow" and right under it "Every Saturday 9am"',
    '"Morning Flow" with "Every Saturday 9am" beneath it',
  ])('"below it" keeps the second text in the first one\'s block, not at the frame\'s bottom: %s', (prompt) => {
    const texts = layersOf(read(prompt).document, 0, 'text');
    expect(texts).toHaveLength(2);
    expect(texts[1]).toMatchObject({ role: 'subtitle' });
    expect(texts[1]!.placement).toBeUndefined();
    expect(texts.map((t) => t.text).join(' ')).not.toMatch(/below|under|beneath/);
  });

  it('each text keeps its own words', () => {
    const { document } = read('heading "A" at the top and a small subtitle "B" at the bottom');
    expect(layersOf(document, 0, 'text').map((l) => [l.text, l.placement, l.size])).toEqual([
      ['A', 'top', undefined],
      ['B', 'bottom', 'small'],
    ]);
  });

  it.each([
    ['"Hi" in big letters', 'large'],
    ['"Hi", huge', 'huge'],
    ['a huge title "Hi"', 'huge'],
    ['small text "Hi"', 'small'],
    ['"Hi" really big', 'huge'],
    ['tiny "Hi"', 'small'],
  ])('%s → %s', (prompt, size) => {
    expect(first(prompt)).toMatchObject({ size });
  });

  it('lists and counters are placed too', () => {
    expect(layersOf(read('list "a", "b" on the left').document, 0, 'list')[0]!.placement).toBe('left');
    expect(layersOf(read('count to 100 at the top, in big letters').document, 0, 'counter')[0]).toMatchObject({ placement: 'top', size: 'large' });
  });

  it('on top of a picture is layering, not the top of the frame', () => {
    expect((first('"Hello" on top') as { placement?: unknown }).placement).toBeUndefined();
  });
});
