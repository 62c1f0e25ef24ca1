import { describe, expect, it } from '@jest/globals';
import { ctx, layersOf, read, textsOf } from '../testing.js';

const chart = (prompt: string) => layersOf(read(prompt).document, 0, 'chart')[0]!;
const counter = (prompt: string) => layersOf(read(prompt).document, 0, 'counter')[0]!;

describe('charts', () => {
  it('a bar chart of labelled numbers with a title', () => {
    expect(chart('bar chart of sales: Q1 10, Q2 15, Q3 22')).toMatchObject({
      kind: 'bar',
      title: 'Sales',
      data: [{ label: 'Q1', value: 10 }, { label: 'Q2', value: 15 }, { label: 'Q3', value: 22 }],
    });
  });

  it.each([
    ['chart: apples 3, pears 5', [['apples', 3], ['pears', 5]]],
    ['a graph with North America = 12, Europe = 9 and Asia = 15', [['North America', 12], ['Europe', 9], ['Asia', 15]]],
    ['chart of visitors: Mon: 120; Tue: 98; Wed: 143', [['Mon', 120], ['Tue', 98], ['Wed', 143]]],
    ['chart: "New York" 8.5, "Paris" 6', [['New York', 8.5], ['Paris', 6]]],
    ['bar chart: 2021 1,200, 2022 1,850', [['2021', 1200], ['2022', 1850]]],
    ['a chart of 10 apples, 5 pears', [['apples', 10], ['pears', 5]]],
    ['bar chart of sales Q1 10, Q2 15', [['Q1', 10], ['Q2', 15]]],
    ['chart of revenue 2022: 1.2M, 2023: 1.8M', [['2022', 1.2], ['2023', 1.8]]],
  ])('%s', (prompt, data) => {
    expect(chart(prompt).data.map((d) => [d.label, d.value])).toEqual(data);
  });

  it.each([
    ['a bar chart of savings after 10, 20 and 30 years: 1,600, 2,650 and 4,320 dollars', 'Savings', [['10 years', 1600], ['20 years', 2650], ['30 years', 4320]], { prefix: '$' }],
    ['a chart of sales in 2022, 2023 and 2024 were 1.2M, 1.8M and 2.5M', 'Sales', [['2022', 1.2], ['2023', 1.8], ['2024', 2.5]], { unit: 'M' }],
    ['bar chart of visitors for Jan, Feb and Mar: 100, 150, 220', 'Visitors', [['Jan', 100], ['Feb', 150], ['Mar', 220]], {}],
    ['a bar chart of downloads for "iOS" and "Android": 40% and 60%', 'Downloads', [['iOS', 40], ['Android', 60]], { unit: '%' }],
  ])('labels and values said as two lists: %s', (prompt, title, data, extra) => {
    const c = chart(prompt);
    expect(c.data.map((d) => [d.label, d.value])).toEqual(data);
    expect(c).toMatchObject({ title, ...extra });
  });

  it("a subtitle said with a titled chart (and no heading) is the chart's, set under its title", () => {
    const document = read('bar chart of monthly visitors: Jan 120, Feb 150, Mar 210, subtitle "First quarter, in thousands"').document;
    expect(chart('bar chart of monthly visitors: Jan 120, Feb 150, Mar 210, subtitle "First quarter, in thousands"')).toMatchObject({ title: 'Monthly visitors', subtitle: 'First quarter, in thousands' });
    expect(layersOf(document, 0, 'text')).toEqual([]);
    // With a heading of its own, the subtitle stays the heading's.
    const withHeading = read('title "Visitors" with subtitle "First quarter" and a bar chart: Jan 120, Feb 150').document;
    expect(layersOf(withHeading, 0, 'text').map((l) => l.role)).toEqual(['heading', 'subtitle']);
  });

  it('line charts and trends', () => {
    expect(chart('line chart of users: Jan 5, Feb 8, Mar 12').kind).toBe('line');
    expect(chart('show the trend: 2019 3, 2020 4, 2021 9').kind).toBe('line');
    expect(chart('a graph of growth over time: Jan 1, Feb 2').kind).toBe('line');
  });

  it('units', () => {
    expect(chart('chart of market share in %: A 40, B 35, C 25').unit).toBe('%');
    expect(chart('chart: A 40%, B 35%').unit).toBe('%');
    // A currency is a prefix, as written: "$3M".
    expect(chart('revenue chart: 2022 $3M, 2023 $4.5M')).toMatchObject({ prefix: '$', unit: 'M', data: [{ value: 3 }, { value: 4.5 }] });
    expect(chart('bar chart of costs (in $): rent 1200, food 400')).toMatchObject({ prefix: '$' });
    expect(chart('bar chart of costs (in $): rent 1200, food 400').unit).toBeUndefined();
  });

  it('a pie or donut chart is a donut; one with a value of zero is drawn as bars and says so', () => {
    const { document, summary } = read('pie chart: rent 40, food 30, fun 30');
    expect(layersOf(document, 0, 'chart')[0]!.kind).toBe('donut');
    expect(summary).toMatch(/a donut chart/);
    expect(layersOf(read('doughnut chart: A 1, B 2').document, 0, 'chart')[0]!.kind).toBe('donut');
    const zero = read('pie chart: profit 40, loss 0, tax 5');
    expect(layersOf(zero.document, 0, 'chart')[0]!.kind).toBe('bar');
    expect(zero.summary).toMatch(/pie charts with a value of zero or less are drawn as bar charts/);
  });

  it('numbers in a chart are not lengths, and a chart scene is long enough to read', () => {
    const { document } = read('chart: week 1 3, week 2 5');
    expect(document.scenes[0]!.duration).toBe(6);
  });

  it('a chart beside a heading', () => {
    const { document } = read('heading "Growth" and a bar chart: 2022 5, 2023 9');
    expect(textsOf(document)).toEqual(['heading:Growth']);
    expect(layersOf(document, 0, 'chart')).toHaveLength(1);
  });
});

describe('counters', () => {
  it.each([
    ['count up to 10,000 users', { from: 0, to: 10000, prefix: '', suffix: ' users', decimals: 0 }],
    ['counter from 0 to 99%', { from: 0, to: 99, suffix: '%' }],
    ['a counter going from 1 to 2.5 million downloads', { from: 1e6, to: 2.5e6, suffix: ' downloads' }],
    ['count to $1,500', { to: 1500, prefix: '$' }],
    ['count up to 4.8 stars', { to: 4.8, decimals: 1, suffix: ' stars' }],
    ['countdown from 10', { from: 10, to: 0 }],
    ['count down from 5 to 1', { from: 5, to: 1 }],
    ['count to 500+ clients in 3 seconds', { to: 500, suffix: '+ clients', countSeconds: 3 }],
  ])('%s', (prompt, expected) => {
    expect(counter(prompt)).toMatchObject(expected);
  });

  it('a counter and its title', () => {
    const { document } = read('title "Happy customers" and count up to 1200');
    expect(textsOf(document)).toEqual(['heading:Happy customers']);
    expect(layersOf(document, 0, 'counter')[0]!.to).toBe(1200);
    expect(document.scenes[0]!.duration).toBe(5);
  });

  it('a countdown at its natural pace: its scene grows to hold it (10 s and a second on 0) unless a length is fixed', () => {
    const grown = read('countdown from 10').document;
    expect(layersOf(grown, 0, 'counter')[0]!.countSeconds).toBeUndefined();
    expect(grown.scenes[0]!.duration).toBe(11);
    expect(read('count down from 5 to 1').document.scenes[0]!.duration).toBe(5);
    const said = read('countdown from 10 for 4 seconds');
    expect(said.document.scenes[0]!.duration).toBe(4);
    expect(said.summary).toMatch(/countdown from 10 runs faster than one a second to fit its 4 s/);
    const chapter = read('countdown from 10', undefined, { ...ctx, chapterDuration: 6 });
    expect(chapter.document.scenes[0]!.duration).toBe(6);
    expect(chapter.summary).toMatch(/countdown from 10 runs faster/);
    // "in 3 seconds" is the count's own length and wins.
    const quick = read('countdown from 10 in 3 seconds').document;
    expect(layersOf(quick, 0, 'counter')[0]!.countSeconds).toBe(3);
    expect(quick.scenes[0]!.duration).toBe(5);
  });
});

describe('data said before its chart, and big numbers', () => {
  it('reads the pairs before "as a line chart" and the title said after it, or the words that led to them', () => {
    const { document, summary } = read('Show our sales growth: 2021 120k, 2022 180k, 2023 260k, 2024 410k as a line chart titled "Revenue".');
    expect(layersOf(document, 0, 'chart')[0]).toMatchObject({ kind: 'line', title: 'Revenue', unit: 'k', data: [{ label: '2021', value: 120 }, { label: '2022', value: 180 }, { label: '2023', value: 260 }, { label: '2024', value: 410 }] });
    expect(summary).not.toMatch(/did not understand/);
    expect(chart('Visitors per day: Mon 120, Tue 98, Wed 143, shown as a bar chart')).toMatchObject({ kind: 'bar', title: 'Visitors per day', data: [{ label: 'Mon' }, { label: 'Tue' }, { label: 'Wed' }] });
    // Pairs in another sentence than the keyword are not its data.
    expect(read('Prices: A 10, B 20. Then a bar chart.').document.scenes.some((s) => s.layers.some((l) => l.type === 'chart'))).toBe(false);
  });

  it.each([
    ['Then a big number: 410k, labelled "2024 revenue"', { from: 0, to: 410, suffix: 'k 2024 revenue', decimals: 0 }],
    ['a key stat of 98% "customer satisfaction"', { to: 98, suffix: '% customer satisfaction' }],
    ['a big number $2.5M', { to: 2.5, prefix: '$', suffix: 'M', decimals: 1 }],
  ])('%s: a counter rising to the number as written, its label under it', (prompt, expected) => {
    expect(counter(prompt)).toMatchObject(expected);
    expect(read(prompt).document.scenes[0]!.layers.filter((l) => l.type === 'text')).toEqual([]);
  });
});

describe('bar orientation', () => {
  it.each([
    ['A horizontal bar chart comparing sales by region: North 120, South 95, East 140, West 80', 'rows'],
    ['vertical bar chart of sales: Q1 10, Q2 14, Q3 9', 'columns'],
    ['column chart of visitors: Mon 3, Tue 5, Wed 4', 'columns'],
    ['bar chart of sales: Q1 10, Q2 14, Q3 9', undefined],
  ])('%s → %s', (prompt, bars) => {
    const { document, summary, format } = read(prompt);
    const chart = document.scenes[0]!.layers.find((l) => l.type === 'chart');
    expect(chart).toMatchObject({ kind: 'bar' });
    expect(chart && 'bars' in chart ? chart.bars : undefined).toBe(bars);
    // "vertical" here is the chart's, not the video's.
    expect(format).toBeUndefined();
    if (bars === 'rows') expect(summary).toContain('a horizontal bar chart');
  });
});

describe('charts as people write them', () => {
  const data = (prompt: string) => chart(prompt)?.data.map((d) => [d.label, d.value]);

  it.each([
    ['Pie: how the garden budget splits. Seeds 30%, Tools 45%, Compost 25%', 'donut'],
    ['Spend by team - donut: Design 12, Ops 7, Sales 9', 'donut'],
    ['ring chart of votes: Keep 61, Change 39', 'donut'],
    ['doughnut of our energy mix: Solar 40%, Wind 35%, Gas 25%', 'donut'],
    ['Top readers as upright bars: Ada 14, Ben 11, Cy 6', 'bar'],
    ['sales per rep, bars lying down: Ana 31, Raj 27, Lee 19', 'bar'],
  ])('the kind said in other words: %s', (prompt, kind) => {
    expect(chart(prompt)).toMatchObject({ kind });
  });

  it('bars said lying down lie in rows, upright ones stand', () => {
    expect(chart('sales per rep, bars lying down: Ana 31, Raj 27, Lee 19')).toMatchObject({ bars: 'rows' });
    expect(chart('Top readers as upright bars: Ada 14, Ben 11, Cy 6')).toMatchObject({ bars: 'columns', title: 'Top readers' });
    expect(chart('Goals by half, lying-down bars: Home 3, Away 5, Extra 1')).toMatchObject({ bars: 'rows', title: 'Goals by half' });
  });

  it('labelled numbers said in another sentence than the chart word', () => {
    expect(data('Litter picked per week. Wk1 40, Wk2 52, Wk3 47, Wk4 61. Line graph please')).toEqual([['Wk1', 40], ['Wk2', 52], ['Wk3', 47], ['Wk4', 61]]);
    expect(chart('What our members voted for: Pool 48%, Gym 31%, Sauna 21%. donut chart pls')).toMatchObject({ kind: 'donut', title: 'What our members voted for' });
    expect(data('Books read 📚 Fiction 22 / Poetry 9 / History 14. bar chart')).toEqual([['Fiction', 22], ['Poetry', 9], ['History', 14]]);
  });

  it('labels of several words, with "and" or a number inside, and units written on the values', () => {
    expect(data('bar chart: Rent and bills 55%, Food 25%, Year 2 school trips 20%')).toEqual([['Rent and bills', 55], ['Food', 25], ['Year 2 school trips', 20]]);
    expect(chart('horizontal bar chart: Row 2 km, Bike 15 km, Run 5.5 km')).toMatchObject({ unit: ' km' });
    expect(chart('bar chart of lifts: Press 40 kg, Clean 70 kg, Snatch 55 kg')).toMatchObject({ unit: ' kg', data: [{ value: 40 }, { value: 70 }, { value: 55 }] });
  });

  it('labels and numbers typed with spaces only', () => {
    expect(data('pie chart of pets cats 12 dogs 9 fish 3')).toEqual([['cats', 12], ['dogs', 9], ['fish', 3]]);
  });

  it('a chart word with no numbers anywhere makes no chart', () => {
    expect(layersOf(read('a pie chart of our team spirit, playful look').document, 0, 'chart')).toEqual([]);
    expect(layersOf(read('Apple pie: warm, with cream').document, 0, 'chart')).toEqual([]);
  });
});

describe('bars said to run across', () => {
  it.each([
    ['points per house, bars going sideways: Red 12, Blue 9, Green 15'],
    ['votes with the bars running left to right: Yes 40, No 22, Maybe 8'],
    ['hours volunteered, bars pointing across: Ann 6, Raj 9, Lou 4'],
    ['a bar chart of laps run, bars going sideways: Kim 12, Jo 9, Al 7'],
  ])('%s lies in rows, and the words are not drawn', (prompt) => {
    const { document } = read(prompt);
    expect(chart(prompt)).toMatchObject({ kind: 'bar', bars: 'rows' });
    expect(textsOf(document).join(' ')).not.toMatch(/sideways|left to right|across/i);
  });

  it('bars going up stand', () => {
    expect(chart('sales with bars going up: Q1 3, Q2 5, Q3 4')).toMatchObject({ kind: 'bar', bars: 'columns' });
  });
});
