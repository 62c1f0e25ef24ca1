import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BRIEFS } from './briefs.js';
import { formatTable, type BriefMetrics } from './metrics.js';
import { runBriefs, type BriefRun } from './run-briefs.js';

/*
 * Issue 27's "Done when", on the rendered frames: every everyday brief is rendered by the real embedded service
 * (`montage serve`, driven over HTTP) and its MP4 measured. The whole table of metrics is logged first, so a
 * failure shows every number of every brief, not only the first broken one; then each brief's checks are asserted.
 * Renders run two at a time; the briefs are short (4-8 s) at the default format.
 */

describe('design: everyday briefs measured on their frames (issue 27)', () => {
  let runs: BriefRun[] = [];
  let error: unknown;
  beforeAll(async () => {
    try {
      runs = await runBriefs({ parallel: 2 });
    } catch (err) {
      error = err;
    }
    if (runs.length) console.log(`Design metrics per brief:\n${formatTable(runs.map((r) => r.metrics))}\n\n${runs.map((r) => `${r.brief.id}: ${r.result}`).join('\n')}`);
  }, 2_400_000);
  afterAll(() => {
    runs = [];
  });

  it('renders every brief', () => {
    expect(error).toBeUndefined();
    expect(runs.map((r) => r.brief.id)).toEqual(BRIEFS.map((b) => b.id));
  });

  it.each(BRIEFS.map((b) => [b.id, b.title]))('%s (%s) meets every threshold', (id) => {
    const metrics: BriefMetrics | undefined = runs.find((r) => r.brief.id === id)?.metrics;
    expect(metrics).toBeDefined();
    const failed = metrics!.checks.filter((c) => !c.pass).map((c) => `${c.name}: ${c.detail}`);
    expect(failed).toEqual([]);
  });
});
