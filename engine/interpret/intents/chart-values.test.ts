import { describe, expect, it } from '@jest/globals';
import { rangeLabels, readValueRun } from './chart-values.js';

describe('a range said once labels the values after the colon', () => {
  it.each([
    ['Mar', 'Aug', ['Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug']],
    ['October', 'December', ['October', 'November', 'December']],
    ['Nov', 'Feb', ['Nov', 'Dec', 'Jan', 'Feb']],
    ['Mon', 'Fri', ['Mon', 'Tue', 'Wed', 'Thu', 'Fri']],
    ['2018', '2022', ['2018', '2019', '2020', '2021', '2022']],
    ['Q2', 'Q4', ['Q2', 'Q3', 'Q4']],
  ])('%s to %s', (a, b, labels) => {
    expect(rangeLabels(a, b)).toEqual(labels);
  });

  it('is no range when the ends are not of one kind, or too far apart', () => {
    expect(rangeLabels('Mar', '2020')).toBeUndefined();
    expect(rangeLabels('1990', '2024')).toBeUndefined();
  });

  it.each([
    ['visitors Apr to Jul: 120, 180, 260, 240. Thanks', ['Apr', 'May', 'Jun', 'Jul'], [120, 180, 260, 240]],
    ['laps 1-5: 62.1 61.4 60.9 60.2 59.8', ['1', '2', '3', '4', '5'], [62.1, 61.4, 60.9, 60.2, 59.8]],
    ['each term: 14, 22, 31', ['1', '2', '3'], [14, 22, 31]],
    ['hives 2020–2022: 3, 5 and 9', ['2020', '2021', '2022'], [3, 5, 9]],
  ])('%s', (text, labels, values) => {
    const run = readValueRun(text, 0, text.length)!;
    expect(run.data.map((d) => d.label)).toEqual(labels);
    expect(run.data.map((d) => d.value)).toEqual(values);
  });

  it('needs three values alone after the colon', () => {
    expect(readValueRun('opening hours: 9 to 5', 0, 21)).toBeUndefined();
    expect(readValueRun('scores: 3, 4 and a cup final', 0, 28)).toBeUndefined();
  });
});

describe('labels said after the values', () => {
  it.each([
    ['subscribers: 80, 120, 150 — label the months Jan Feb Mar.', ['Jan', 'Feb', 'Mar'], [80, 120, 150]],
    ['visitors: 5, 9, 12, 7, labelled North, South, East and West', ['North', 'South', 'East', 'West'], [5, 9, 12, 7]],
    ['goals per season: 12 18 25 - label them 2022/23 2023/24 2024/25', ['2022/23', '2023/24', '2024/25'], [12, 18, 25]],
    ['sales Apr to Jun: 3, 4, 5 - and then a thank you', ['Apr', 'May', 'Jun'], [3, 4, 5]],
  ])('%s', (text, labels, values) => {
    const run = readValueRun(text, 0, text.length)!;
    expect(run.data.map((d) => d.label)).toEqual(labels);
    expect(run.data.map((d) => d.value)).toEqual(values);
  });

  it('as many as the values, or none of them', () => {
    expect(readValueRun('scores: 3, 4, 5 — label them Red and Blue', 0, 40)!.data.map((d) => d.label)).toEqual(['1', '2', '3']);
  });
});
