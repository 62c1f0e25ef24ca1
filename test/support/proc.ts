import { readdirSync, readFileSync } from 'node:fs';

/** Processes whose command line contains `needle`, from /proc (pid and parent pid). */
export function processesMatching(needle: string): { pid: number; ppid: number }[] {
  const found: { pid: number; ppid: number }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ');
      if (!cmdline.includes(needle)) continue;
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      found.push({ pid: Number(entry), ppid });
    } catch {
      /* gone meanwhile */
    }
  }
  return found;
}

/** Polls until `probe` returns a value, every `intervalMs` (0: again at once, for probes that long-poll). */
export async function pollUntil<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, timeoutMs = 30_000, intervalMs = 20): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

function statusBytes(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no ${field} for pid ${pid}`);
  return Number(match[1]) * 1024;
}

/** Resident set size of a process now, in bytes. */
export const rss = (pid: number) => statusBytes(pid, 'VmRSS');
/** Peak resident set size of a process so far (the kernel's high-water mark, VmHWM), in bytes. */
export const peakRss = (pid: number) => statusBytes(pid, 'VmHWM');
