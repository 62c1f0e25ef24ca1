/**
 * Runs `tasks` with at most `concurrency` at a time, in order of start; rejects with the first failure after
 * aborting the rest through `abort` (so their FFmpeg processes stop), and starts no new task after a failure.
 * Each task is told its worker's slot (0 … concurrency − 1), which no other task holds while it runs: a worker's own
 * CPUs are found by it.
 */
export async function runPool<T>(tasks: readonly ((signal: AbortSignal, slot: number) => Promise<T>)[], concurrency: number, outer?: AbortSignal): Promise<T[]> {
  const controller = new AbortController();
  const onOuter = () => controller.abort(outer!.reason);
  outer?.addEventListener('abort', onOuter, { once: true });
  if (outer?.aborted) controller.abort(outer.reason);
  const results: T[] = new Array(tasks.length);
  let nextTask = 0;
  let failure: { error: unknown } | undefined;
  const worker = async (_: unknown, slot: number) => {
    while (!failure && !controller.signal.aborted && nextTask < tasks.length) {
      const i = nextTask++;
      try {
        results[i] = await tasks[i]!(controller.signal, slot);
      } catch (error) {
        if (!failure) failure = { error };
        controller.abort(error);
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, tasks.length)) }, worker));
  } finally {
    outer?.removeEventListener('abort', onOuter);
  }
  if (failure) throw failure.error;
  controller.signal.throwIfAborted();
  return results;
}
