import type { JobStatus } from '../runner/job-runner.js';

/**
 * Why work whose job has not started yet is given up, or undefined while it may wait longer. A queued Job has no
 * deadline of its own (Kubernetes starts `activeDeadlineSeconds` only when it runs), so without this a prompt
 * behind a stuck queue stayed `processing` for good and its chapter refused new prompts.
 */
export function notStartedInTime(job: JobStatus, name: string, waitingSinceMs: number, nowMs: number, limitSeconds: number): string | undefined {
  if (job.state !== 'pending' || nowMs - waitingSinceMs <= limitSeconds * 1000) return undefined;
  return job.queued
    ? `Waited more than ${limitSeconds} s in the render queue without a free slot (other renders held every one); submit again later.`
    : `The render job ${name} did not start within ${limitSeconds} s (no Pod ran it; an admin can see why with \`kubectl describe job ${name}\`).`;
}

/** A queued job is woken by the runner when a slot frees; this is only the safety net (and the deadline's check). */
const QUEUED_RECHECK_MS = 5_000;

/**
 * When to look at pending work again. Work queued behind the concurrency limit is not polled every progress
 * interval: with 500 prompts queued that was 500 reconciles a second, and the completions behind them waited.
 */
export function pendingRecheckMs(job: JobStatus, progressIntervalMs: number): number {
  return job.queued ? Math.max(progressIntervalMs, QUEUED_RECHECK_MS) : progressIntervalMs;
}
