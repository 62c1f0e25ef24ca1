/*
 * The threads each FFmpeg run of a chapter's pieces gets (its encoders' `-threads` and its graph's
 * `-filter_complex_threads`), by weight: `workers` runs go at once on `cores`, and a run's share of the cores is its
 * share of the frames of the runs that go at once (the heaviest `workers` of them: render-pieces.ts starts the
 * longest runs first). A full render of similar scenes with 2 workers on 2 cores gives every run 1 thread (two
 * single-threaded encodes instead of two encoders of three threads each fighting over the cores); an edit, which
 * renders one scene's body beside a crossfade or two of a dozen frames, gives the body every core (an even split
 * left the body encoding on one thread while the crossfades' runs were long done) and each crossfade one thread.
 * Runs that go one at a time (one worker, or one run) each get every core.
 */
export function threadsByWeight(frames: readonly number[], workers: number, cores: number): number[] {
  const cpus = Math.max(1, Math.floor(cores));
  const slots = Math.max(1, Math.min(Math.floor(workers), frames.length));
  if (slots === 1) return frames.map(() => cpus);
  const together = [...frames].sort((a, b) => b - a).slice(0, slots).reduce((sum, f) => sum + Math.max(0, f), 0);
  return frames.map((f) => (together > 0 ? Math.max(1, Math.min(cpus, Math.round((cpus * Math.max(0, f)) / together))) : 1));
}
