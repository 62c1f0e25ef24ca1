/**
 * Waits whose deadline comes from the events awaited, not from a guess of how long they take. A probe reports what
 * it sees as lines of state (a Pod's phase and container states, a Job's counts, a chapter's progress); a line
 * never seen before is progress, and the wait fails only when nothing new happened for `idleMs`. So a render on a
 * machine at load 8 may take five times as long as on an idle one and still pass, while a render that is stuck (a
 * kubelet gone, a Pod that never starts) fails after `idleMs` with the timeline of what happened and when.
 * A state that comes back (a container crash-looping between waiting and running) is not progress.
 */

/**
 * How long a healthy step may show nothing new: a 600 MB image's container being created, a Deployment's Pod
 * between started and Ready, an FFmpeg pass between two progress reports, on 2 cores shared with other work. A
 * generous bound costs nothing when all is well (waits end on the event) and only delays the report of a stuck one.
 */
export const IDLE_MS = 120_000;

export interface Observed<T> {
  /** Set once the wait is over. */
  done?: T;
  /** What the probe saw, one fact a line. */
  state: string[];
}

export interface Timeline {
  /** `+12.3 s  pod/x Running`, for every line the first time it was seen. */
  entries: string[];
  /** Seconds since the timeline started. */
  seconds(): number;
}

export function timeline(): Timeline & { note(line: string): boolean } {
  const started = Date.now();
  const seen = new Set<string>();
  const entries: string[] = [];
  const seconds = () => (Date.now() - started) / 1000;
  return {
    entries,
    seconds,
    note(line: string) {
      if (seen.has(line)) return false;
      seen.add(line);
      entries.push(`+${seconds().toFixed(1)} s  ${line}`);
      return true;
    },
  };
}

/**
 * Polls `probe` until it reports `done`, failing when no new state was seen for `idleMs`. A probe that throws
 * (the apiserver briefly unreachable while the node restarts) is observed as a state too. The timeline goes to
 * `log` when given, so a slow step can be measured from the test's output.
 */
export async function untilDone<T>(
  what: string,
  probe: () => Promise<Observed<T>>,
  options: { idleMs?: number; intervalMs?: number; log?: (line: string) => void; tl?: ReturnType<typeof timeline> } = {},
): Promise<T> {
  const idleMs = options.idleMs ?? IDLE_MS;
  const tl = options.tl ?? timeline();
  let lastProgress = Date.now();
  let last: string[] = [];
  for (;;) {
    let observed: Observed<T>;
    try {
      observed = await probe();
    } catch (err) {
      observed = { state: [`(probe failed: ${(err as Error).message.split('\n')[0]})`] };
    }
    last = observed.state;
    for (const line of observed.state) if (tl.note(line)) lastProgress = Date.now();
    if (observed.done !== undefined) {
      options.log?.(`${what}: done after ${tl.seconds().toFixed(1)} s\n  ${tl.entries.join('\n  ')}`);
      return observed.done;
    }
    if (Date.now() - lastProgress > idleMs) {
      throw new Error(
        `waiting for ${what}: nothing changed for ${idleMs / 1000} s (${tl.seconds().toFixed(0)} s in all). Now:\n  ${last.join('\n  ')}\n` +
          `What happened:\n  ${tl.entries.slice(-30).join('\n  ')}`,
      );
    }
    await new Promise((r) => setTimeout(r, options.intervalMs ?? 500));
  }
}
