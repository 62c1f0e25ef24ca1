import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

/**
 * CPU seconds (user + system) a process has used, from /proc/<pid>/stat; with `children`, plus those of its children
 * that have been waited for (FFmpeg and espeak-ng runs end that way). Linux only: NaN elsewhere. A figure in CPU
 * seconds holds on a shared machine where wall time swings with the load.
 */
export function cpuSeconds(pid = process.pid, children = false): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command's ")": utime, stime, cutime and cstime are the 12th to 15th (clock ticks, 100 a second).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ').map(Number);
    return (fields[11]! + fields[12]! + (children ? fields[13]! + fields[14]! : 0)) / 100;
  } catch {
    return NaN;
  }
}

/** This process's CPU seconds and its waited-for children's. */
export function ownAndChildrenCpuSeconds(): number {
  return cpuSeconds(process.pid, true);
}

/** Wall and CPU seconds of `work` (this process's and its children's, waited for within it). */
export async function timed(work: () => Promise<unknown>): Promise<{ wall: number; cpu: number }> {
  const cpu = ownAndChildrenCpuSeconds();
  const started = performance.now();
  await work();
  return { wall: (performance.now() - started) / 1000, cpu: ownAndChildrenCpuSeconds() - cpu };
}

/** The machine's load (1-minute average) over a part, and its cores: figures from a busy machine read differently. */
export const loadNote = (before: number) => `load ${before.toFixed(1)} → ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`;
