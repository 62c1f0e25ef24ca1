import type { JobSpecInput } from '../engine/job-spec.js';

/*
 * The job runner port: Kubernetes Jobs in a cluster, child processes in the embedded mode. Both run the same
 * engine entry point (engine/main.ts) with the job's spec in MONTAGE_JOB. Names are deterministic (from the
 * prompt or export id), so `ensure` is idempotent and a restarted controller never starts a job twice.
 */

export type JobState = 'absent' | 'pending' | 'running' | 'succeeded' | 'failed';

export interface JobStatus {
  state: JobState;
  /** Why a job failed (deadline, exit code, termination message). */
  message?: string;
  /** Pending because the concurrency limit holds it back (not merely waiting to be scheduled or started). */
  queued?: boolean;
  /** An Indexed Job's indexes: done (`status.completedIndexes`) and failed for good (`status.failedIndexes`). */
  indexes?: { completed: number; failed: number; total: number };
}

/**
 * An Indexed Job (docs/chunked-rendering.md): `completions` indexes, index i run with JOB_COMPLETION_INDEX=i, at
 * most `parallelism` at once; a failed index is retried alone up to `backoffLimitPerIndex` times.
 */
export interface IndexedRequest {
  completions: number;
  parallelism: number;
  backoffLimitPerIndex: number;
  /** Failed indexes tolerated before the whole Job fails (0: the first index that fails for good fails it). */
  maxFailedIndexes: number;
  /** The exit code that fails the whole Job at once (input no retry can render). */
  failJobExitCode: number;
}

export interface JobRequest {
  name: string;
  spec: JobSpecInput;
  /** The custom resource the job belongs to (Kubernetes ownerReference; garbage-collected with it). */
  owner?: { apiVersion: string; kind: string; name: string; uid: string };
  labels?: Record<string, string>;
  deadlineSeconds: number;
  /** Run as an Indexed Job (where the runner supports it: `indexedJobs`). */
  indexed?: IndexedRequest;
  /** Requests and limits sized for this job (chunk Pods: from the piece), instead of the runner's defaults. */
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
}

export interface JobRunner {
  /** Whether `indexed` requests run as Indexed Jobs (Kubernetes): then chunked chapters render plan, indexes, join. */
  readonly indexedJobs?: boolean;
  /** Creates the job unless one of that name exists. */
  ensure(request: JobRequest): Promise<void>;
  status(name: string): Promise<JobStatus>;
  /** Stops and removes the job; a missing job is not an error. */
  delete(name: string): Promise<void>;
  /** Calls back with a job's name whenever its state changes, so reconcilers need not poll for completion. */
  onChange(listener: (name: string) => void): () => void;
  stop(): Promise<void>;
}

export function jobName(kind: 'prompt' | 'export' | 'chunks' | 'join', objectName: string): string {
  return `montage-${kind}-${objectName}`;
}
