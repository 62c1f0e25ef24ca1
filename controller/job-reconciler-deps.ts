import type { Clock } from '../lib/clock.js';
import type { JobRunner } from '../runner/job-runner.js';
import type { ObjectStorage } from '../storage/object-storage.js';
import type { Store } from '../store/store.js';
import type { EventRecorder } from './events.js';

/** What every reconciler that drives render jobs (prompts, exports, chapter re-renders) is given. */
export interface JobReconcilerDeps {
  store: Store;
  storage: ObjectStorage;
  runner: JobRunner;
  clock: Clock;
  events: EventRecorder;
  /** A job running longer is stopped and its work failed. */
  deadlineSeconds: number;
  /** Pending work (queued behind the concurrency limit, or a Job no Pod runs) is failed after this long. */
  startDeadlineSeconds: number;
  /** How often progress is read while a job runs. */
  progressIntervalMs: number;
}
