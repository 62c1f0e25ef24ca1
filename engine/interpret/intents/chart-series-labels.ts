import { MULTIPLIER, NUMBER, numberValue } from '../read/words.js';

/*
 * A chart's labels with a number in them, as a series is named: "epoch 1: 61, epoch 5: 74", "Week 3 = 40, Week 4 =
 * 45", "Q1 2024 – 12, Q2 2024 – 15". The label and its value are set apart by a colon, an equals sign or a dash, and
 * every label has the same shape (the same words, numbers aside): "revenue 2022: 1.2M, 2023: 1.8M" is a title's word
 * and two years, read by charts.ts as before.
 */

const LABEL = String.raw`[A-Za-z][\w'’-]*(?:\s+[A-Za-z][\w'’-]*){0,2}\s+\d{1,4}(?:\s+\d{4})?`;
const VALUE = String.raw`([$€£¥])?\s?(${NUMBER})\s*(%|${MULTIPLIER})?`;
const PAIR = new RegExp(String.raw`^(${LABEL})\s*(?::|=|–|—|\s-)\s*${VALUE}(?![\w.,]\d)`);
const SEPARATOR = /^\s*(?:,|;|\band\b|&|\n|\|)\s*/;

/** The shape of a label: its words in lower case, each number as "#" ("epoch 10" and "Epoch 5" are "epoch #"). */
const shapeOf = (label: string) => label.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ');

export interface SeriesDatum {
  label: string;
  value: number;
  currency?: string;
  suffix?: string;
  whole: boolean;
}

/** Two or more pairs from the start of `text` whose labels share one shape, and where they end; else undefined. */
export function readSeriesLabels(text: string): { data: SeriesDatum[]; length: number } | undefined {
  const data: SeriesDatum[] = [];
  let p = 0;
  let length = 0;
  while (data.length < 12) {
    const m = PAIR.exec(text.slice(p));
    if (!m) break;
    data.push({ label: m[1]!.trim(), value: numberValue(m[3]!), currency: m[2], suffix: m[4], whole: true });
    p += m[0].length;
    length = p;
    const sep = SEPARATOR.exec(text.slice(p));
    if (!sep) break;
    p += sep[0].length;
  }
  if (data.length < 2 || new Set(data.map((d) => shapeOf(d.label))).size !== 1) return undefined;
  return { data, length };
}
