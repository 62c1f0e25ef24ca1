import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

/*
 * CPU seconds beside wall seconds: the bench machine is shared (2 cores, CI and other work beside it), so a wall
 * ratio swings with the load; the CPU a render and its baseline spend is what they cost whatever runs beside them.
 */

/**
 * CPU seconds used so far by this process and by its children that have been waited for (ffmpeg, espeak-ng: Linux
 * /proc/self/stat cutime + cstime, in clock ticks of 1/100 s); the process's own only, elsewhere.
 */
export function cpuSeconds(): number {
  const own = process.cpuUsage();
  let children = 0;
  try {
    // Fields after the command's ") ": cutime and cstime are the 14th and 15th.
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
    children = (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    children = 0;
  }
  return (own.user + own.system) / 1e6 + children;
}

/** Wall and CPU seconds of `work` (its children waited for within it). */
export async function timed(work: () => Promise<unknown>): Promise<{ wall: number; cpu: number }> {
  const cpu = cpuSeconds();
  const started = performance.now();
  await work();
  return { wall: (performance.now() - started) / 1000, cpu: cpuSeconds() - cpu };
}

/** The machine's load (1-minute average) over a part, and its cores: figures from a busy machine read differently. */
export const loadNote = (before: number) => `load ${before.toFixed(1)} → ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`;
