import type { RenderCache } from '../cache/render-cache.js';
import type { JobReconcilerDeps } from '../job-reconciler-deps.js';

/** What the prompt reconciler and the chunked renders it drives (drive-chunks.ts) are given. */
export interface PromptReconcilerDeps extends JobReconcilerDeps {
  /** How long an unclaimed prompt may wait for its submitter's claim (see core/prompts.ts). */
  claimGraceMs: number;
  /** Chunked rendering and the render cache (controller/cache/); absent: jobs render in one FFmpeg run, uncached. */
  renderCache?: RenderCache;
}
