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

export async function pollUntil<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
