#!/usr/bin/env node
/*
 * The engine's entry point: what a Kubernetes Job's container (or, in the embedded mode, a child process) runs.
 * It reads its job from MONTAGE_JOB, does the work against object storage through the URLs of the job's grant
 * (no credentials), and writes its answer to the job's result key (and the Kubernetes termination message). Exit codes: 0 when the job has an answer (success or a
 * failure to report, such as an unreadable asset), 1 when it could not finish (retried by the Job's backoff).
 * Stopped before the end (SIGTERM, SIGINT, or the embedded service gone), it aborts the job, kills its children,
 * writes no result, and exits with 128 + the signal's number (143 for SIGTERM), or 3 after a disconnect.
 */
import { installProcessWarnings } from '../lib/process-warnings.js';
import { existsSync, writeFileSync } from 'node:fs';
import { createLogger } from '../lib/logger.js';
import { GrantedStorage } from './granted-storage.js';
import { EXIT_BAD_INPUT, JobSpec, type JobResult, type PieceJob } from './job-spec.js';
import { createEngineStop, installStopHandlers } from './stop-signal.js';
import { putJson } from './storage-files.js';
import { setFlagsFromString } from 'node:v8';

const TERMINATION_LOG = '/dev/termination-log';

// A job reads one prompt: its few hundred patterns each run a handful of times, too few for V8's tier-up (bytecode
// first, machine code after) to pay. Compiled at once, the prompt's reading takes half the CPU (625 -> 298 ms for a
// one-line prompt). V8 reads the flag when a pattern is first run, which is after this line.
setFlagsFromString('--no-regexp-tier-up');

// Node's multi-line warning text (the AWS SDK's Node version notice, in every Job) would break the JSON log stream.
installProcessWarnings();

// SIGTERM, SIGINT and (in the embedded mode) the parent's disconnect all stop the job the same way: stop-signal.ts.
const logger = createLogger({ name: 'montage-engine' });
const stop = createEngineStop({ onStop: (reason, code) => logger.warn({ reason, code }, 'stopping: job aborted, no result written') });
installStopHandlers(stop);

/** The exit code, or undefined when the engine was stopped (the stop path exits). */
async function main(): Promise<number | undefined> {
  if (process.env.MONTAGE_ENGINE_CHECK === '1') {
    const { engineSelfCheck } = await import('./self-check.js');
    await engineSelfCheck();
    return 0;
  }
  const parsed = JobSpec.safeParse(JSON.parse(process.env.MONTAGE_JOB ?? 'null'));
  if (!parsed.success) {
    logger.error({ issues: parsed.error.issues }, 'MONTAGE_JOB is missing or invalid');
    return 1;
  }
  const job = parsed.data;
  if (!job.grant) {
    logger.error('MONTAGE_JOB has no storage grant: jobs reach object storage only through the URLs the controller gives them');
    return 1;
  }
  const { signal } = stop;
  // No storage credentials and no data dir: the job's grant is all the storage the engine can reach.
  const storage = new GrantedStorage(job.grant, { signal });
  if (job.type === 'piece') return runPiece(storage, job, signal);
  let result: JobResult;
  // Loaded by job type: an export (a stream copy, ~0.3 s of FFmpeg) must not pay for loading the renderer, the
  // interpreter and the font library first.
  const work =
    job.type === 'prompt'
      ? import('./run-prompt.js').then(({ runPromptJob }) => runPromptJob(storage, job, { signal }))
      : job.type === 'join'
        ? import('./run-join.js').then(({ runJoinJob }) => runJoinJob(storage, job, { signal }))
        : import('./run-export.js').then(({ runExportJob }) => runExportJob(storage, job, { signal }));
  stop.track(work);
  try {
    result = await work;
  } catch (err) {
    if (signal.aborted) return undefined;
    // A failure with a message people can act on is an answer, not a crash.
    const message = (err as Error).message?.split('\n')[0]?.slice(0, 500) || 'unknown error';
    logger.warn({ err, job: job.type }, 'job failed');
    result = { ok: false, message };
  }
  // A stopped job has no answer, even when it finished meanwhile: the controller decides.
  if (signal.aborted) return undefined;
  await putJson(storage, job.resultKey, result);
  // Kubernetes shows this file as the container's termination message (`kubectl describe pod`).
  // MONTAGE_TERMINATION_LOG is set only by the test suite's kubelet stand-in, which cannot mount /dev.
  const terminationLog = process.env.MONTAGE_TERMINATION_LOG ?? (existsSync(TERMINATION_LOG) ? TERMINATION_LOG : undefined);
  if (terminationLog) writeFileSync(terminationLog, JSON.stringify(result).slice(0, 4000));
  logger.info({ job: job.type, ok: result.ok }, result.message);
  return 0;
}

/**
 * One index of an Indexed Job (JOB_COMPLETION_INDEX, set by the Job controller): no result file, the exit code is
 * the answer: 0 rendered, EXIT_BAD_INPUT when no retry can help (the Job's podFailurePolicy fails it at once),
 * 1 otherwise (that index alone is retried, backoffLimitPerIndex).
 */
async function runPiece(storage: GrantedStorage, job: PieceJob, signal: AbortSignal): Promise<number | undefined> {
  const index = Number(process.env.JOB_COMPLETION_INDEX ?? 'NaN');
  if (!Number.isInteger(index) || index < 0) {
    logger.error({ value: process.env.JOB_COMPLETION_INDEX }, 'a piece job needs JOB_COMPLETION_INDEX (an Indexed Job sets it)');
    return EXIT_BAD_INPUT;
  }
  const { runPieceJob, BadPieceInput } = await import('./run-piece.js');
  const work = runPieceJob(storage, job, index, { signal });
  stop.track(work);
  try {
    const { frames } = await work;
    logger.info({ job: 'piece', index, piece: job.pieces[index], frames }, 'piece rendered');
    return 0;
  } catch (err) {
    if (signal.aborted) return undefined;
    logger.warn({ err, index }, 'piece failed');
    return err instanceof BadPieceInput ? EXIT_BAD_INPUT : 1;
  }
}

main().then(
  (code) => {
    if (code !== undefined && !stop.signal.aborted) process.exit(code);
  },
  (err: unknown) => {
    if (stop.signal.aborted) return;
    console.error(err);
    process.exit(1);
  },
);
