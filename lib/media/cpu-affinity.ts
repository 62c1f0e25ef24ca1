import { readFileSync } from 'node:fs';
import { findOnPath } from './binaries.js';

/*
 * Pinning a child process to CPUs, as the kubelet's static CPU manager gives a Pod whole cores: two renders that
 * each keep to their own core do not slow each other down, whereas two single-threaded renders the scheduler moves
 * between two cores cost ~1.2× the CPU seconds (bench "chunks", docs/chunked-rendering.md).
 */

/** "0-3,8,10-11" (the kernel's cpu list format) as the CPU numbers it names, in order. */
export function parseCpuList(list: string): number[] {
  const cpus: number[] = [];
  for (const part of list.trim().split(',')) {
    const match = /^(\d+)(?:-(\d+))?$/.exec(part.trim());
    if (!match) continue;
    const from = Number(match[1]);
    const to = match[2] === undefined ? from : Number(match[2]);
    for (let cpu = from; cpu <= to && cpu - from < 4096; cpu++) cpus.push(cpu);
  }
  return cpus;
}

/** The CPUs this process may run on (its affinity, which a cgroup's cpuset also narrows), or undefined off Linux. */
export function allowedCpus(status: () => string = () => readFileSync('/proc/self/status', 'utf8')): number[] | undefined {
  try {
    const line = /^Cpus_allowed_list:\s*(.+)$/m.exec(status());
    const cpus = line ? parseCpuList(line[1]!) : [];
    return cpus.length ? cpus : undefined;
  } catch {
    return undefined;
  }
}

let taskset: string | null | undefined;

/** The command line that runs `file args` on `cpus` only (util-linux's taskset execs it: the same pid); unchanged without taskset. */
export function withCpus(file: string, args: string[], cpus: readonly number[] | undefined): [string, string[]] {
  if (!cpus?.length) return [file, args];
  if (taskset === undefined) taskset = findOnPath('taskset') ?? null;
  return taskset ? [taskset, ['-c', cpus.join(','), file, ...args]] : [file, args];
}
