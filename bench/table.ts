import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem, release } from 'node:os';
import { join } from 'node:path';
import { round } from './stats.js';

/**
 * One line of the results table. `value` is ours; `baseline` the figure of the baseline measured in the same run;
 * `ratio` relates the two as `ratioText` says ("N× faster" is baseline/ours, "N× the baseline" is ours/baseline).
 */
export interface Row {
  scenario: string;
  metric: string;
  value: number | null;
  unit: string;
  baseline?: number | null;
  ratio?: number | null;
  ratioText?: string;
  target?: string;
  /** true/false when the row has a target, null otherwise. */
  pass?: boolean | null;
  /** Samples behind the figure (runs, or requests for latency percentiles). */
  samples?: string;
  note?: string;
  error?: string;
}

/** Ours is faster: baseline / ours (higher is better). */
export function speedup(ours: number, baseline: number): Pick<Row, 'ratio' | 'ratioText'> {
  const ratio = baseline / ours;
  return { ratio: round(ratio, 2), ratioText: `${fmt(ratio)}× faster` };
}

/** Ours costs more: ours / baseline (1 = no overhead). */
export function overhead(ours: number, baseline: number): Pick<Row, 'ratio' | 'ratioText'> {
  const ratio = ours / baseline;
  return { ratio: round(ratio, 2), ratioText: `${fmt(ratio)}× baseline` };
}

export function errorRow(scenario: string, err: unknown): Row {
  const message = err instanceof Error ? err.message : String(err);
  return { scenario, metric: 'ERROR', value: null, unit: '', pass: false, error: message.split('\n').slice(0, 3).join(' ').slice(0, 400) };
}

function fmt(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  const abs = Math.abs(value);
  if (abs >= 1000) return value.toFixed(0);
  if (abs >= 100) return value.toFixed(0);
  if (abs >= 10) return value.toFixed(1);
  return value.toFixed(2);
}

function withUnit(value: number | null | undefined, unit: string): string {
  const text = fmt(value);
  return text === '—' || !unit ? text : `${text} ${unit}`;
}

export function renderTable(rows: readonly Row[]): string {
  const header = ['scenario', 'metric', 'value', 'baseline', 'ratio', 'target', 'pass'];
  const lines = rows.map((r) => [
    r.scenario,
    r.metric,
    r.error ? 'error' : withUnit(r.value, r.unit),
    r.baseline === undefined ? '' : withUnit(r.baseline, r.unit),
    r.ratioText ?? '',
    r.target ?? '',
    r.pass === true ? 'PASS' : r.pass === false ? 'FAIL' : '',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  const out = [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...lines.map(line)];
  const notes = rows.filter((r) => r.note || r.error || r.samples);
  if (notes.length > 0) {
    out.push('', 'Notes:');
    for (const r of notes) {
      const parts = [r.samples ? `samples: ${r.samples}` : '', r.note ?? '', r.error ? `ERROR: ${r.error}` : ''].filter(Boolean);
      out.push(`  - ${r.scenario} / ${r.metric}: ${parts.join('; ')}`);
    }
  }
  return out.join('\n');
}

function tryRun(command: string, args: string[]): string | undefined {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 5_000 }).trim();
  } catch {
    return undefined;
  }
}

export function machine() {
  return {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memoryGiB: round(totalmem() / 1024 ** 3, 1),
    kernel: release(),
    os: tryRun('sh', ['-c', '. /etc/os-release && echo "$PRETTY_NAME"']),
    node: process.version,
    ffmpeg: tryRun('ffmpeg', ['-hide_banner', '-version'])?.split('\n')[0],
  };
}

export interface Report {
  date: string;
  startedAt: string;
  commit?: string;
  machine: ReturnType<typeof machine>;
  settings: Record<string, unknown>;
  totalSeconds: number;
  rows: Row[];
}

/** bench/results/<date>.json and bench/results/latest.json (small, meant to be committed). */
export function writeResults(dir: string, report: Report): string[] {
  mkdirSync(dir, { recursive: true });
  const text = JSON.stringify(report, null, 2) + '\n';
  const files = [join(dir, `${report.date}.json`), join(dir, 'latest.json')];
  for (const file of files) writeFileSync(file, text);
  return files;
}

export function gitCommit(cwd: string): string | undefined {
  return tryRun('git', ['-C', cwd, 'rev-parse', '--short', 'HEAD']);
}
