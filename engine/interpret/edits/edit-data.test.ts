import { describe, expect, it } from '@jest/globals';
import { layersOf, read } from '../testing.js';

const edited = (first: string, then: string) => read(then, read(first).document).document;

describe("a chart's value corrected by its label, without quotes", () => {
  it.each([
    ['bar chart of pies sold: Steak 40, Cheese 25, Veg 18', 'Cheese was actually 31', [40, 31, 18]],
    ['chart of visits: Mon 120, Tue 98, Wed 143', 'oops Tuesday should be 89 not 98', [120, 89, 143]],
    ['donut chart of spend: Food 50%, Rent 30%, Misc 20%', 'Misc is 25%, Rent = 25%', [50, 25, 25]],
  ])('%s / %s', (first, then, values) => {
    expect(layersOf(edited(first, then), 0, 'chart')[0]!.data.map((d) => d.value)).toEqual(values);
  });

  it('a label not on the chart changes nothing', () => {
    expect(layersOf(edited('bar chart of pies sold: Steak 40, Cheese 25, Veg 18', 'Pork was 12'), 0, 'chart')[0]!.data.map((d) => d.value)).toEqual([40, 25, 18]);
  });
});

describe('an item added at the end of the list, without quotes', () => {
  it.each([
    ['packing list: tent, stove, torch', 'add a fourth item at the end: first aid kit', 'first aid kit'],
    ['Desserts:\nTrifle £5\nCrumble £4.50\nSorbet £3', 'add Eton mess £5.50 at the bottom of the list', 'Eton mess £5.50'],
    ['steps: Mix / Knead / Bake', 'add one more step - Let it cool', 'Let it cool'],
  ])('%s / %s', (first, then, item) => {
    expect(layersOf(edited(first, then), 0, 'list')[0]!.items.at(-1)).toBe(item);
  });

  it('an "add" of something else adds no item', () => {
    const items = layersOf(edited('packing list: tent, stove, torch', 'add some confetti'), 0, 'list')[0]!.items;
    expect(items).toEqual(['tent', 'stove', 'torch']);
  });
});

describe("a chart's label named by its last word", () => {
  const first = 'bar chart of points: vs Leeds 3, vs Hull 1, vs York 4';
  it.each([
    ['hull was 2 not 1', 'vs Hull', 2],
    ['sorry, York should be 5', 'vs York', 5],
    ['Leeds is actually 6', 'vs Leeds', 6],
  ])('%s', (edit, label, value) => {
    const chart = layersOf(edited(first, edit), 0, 'chart')[0]!;
    expect(chart.data.find((d) => d.label === label)?.value).toBe(value);
  });

  it('a last word two labels share names neither', () => {
    const chart = layersOf(edited('chart: North Hall 3, South Hall 5', 'Hall was 9'), 0, 'chart')[0]!;
    expect(chart.data.map((d) => d.value)).toEqual([3, 5]);
  });
});
