import { describe, expect, it } from '@jest/globals';
import { readSeriesLabels } from './chart-series-labels.js';
import { layersOf, read } from '../testing.js';

/* A chart's labels with a number in them, all of one shape (chart-series-labels.ts). */

describe('labels with numbers, set apart from their values', () => {
  it.each([
    ['line chart of loss per run: run 1: 0.9, run 2: 0.6, run 3: 0.41', ['run 1', 'run 2', 'run 3'], [0.9, 0.6, 0.41]],
    ['bar chart of signups: Week 3 = 40, Week 4 = 45, Week 5 = 61', ['Week 3', 'Week 4', 'Week 5'], [40, 45, 61]],
    ['bar chart of orders: Q1 2025 – 12, Q2 2025 – 15, Q3 2025 – 19', ['Q1 2025', 'Q2 2025', 'Q3 2025'], [12, 15, 19]],
  ])('%s', (prompt, labels, values) => {
    const chart = layersOf(read(prompt).document, 0, 'chart')[0]!;
    expect(chart.data.map((d) => d.label)).toEqual(labels);
    expect(chart.data.map((d) => d.value)).toEqual(values);
  });

  it('labels of different shapes are not a series: a title word and years', () => {
    expect(readSeriesLabels('revenue 2022: 1.2M, 2023: 1.8M')).toBeUndefined();
    const chart = layersOf(read('bar chart of revenue 2022: 1.2M, 2023: 1.8M, 2024: 2.5M').document, 0, 'chart')[0]!;
    expect(chart.data.map((d) => d.label)).toEqual(['2022', '2023', '2024']);
  });

  it('one pair is no series', () => {
    expect(readSeriesLabels('epoch 1: 61')).toBeUndefined();
  });
});
