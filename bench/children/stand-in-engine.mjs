#!/usr/bin/env node
/*
 * STAND-IN ENGINE, for the scale benchmark only (plain JavaScript, no dependencies, so it starts in ~50 ms).
 *
 * The scale scenario measures the controller's throughput with 500 prompts, not FFmpeg: rendering 500 chapters on a
 * 2-core machine would take an hour and measure nothing about the controller. So the render Jobs run this instead
 * of engine/main.ts (MONTAGE_JOB_COMMAND). It answers the way the real engine does (engine/main.ts): a JobResult
 * `{ok: true, message, durationSeconds}` as JSON at the job's `resultKey` in object storage, which the prompt
 * reconciler reads when the Job completes, plus the termination message. It writes it as the real engine does: a
 * PUT to the presigned URL of the job's grant for that key (no S3 credentials in the Pod).
 */
import { writeFileSync } from 'node:fs';

const job = JSON.parse(process.env.MONTAGE_JOB ?? 'null');
if (!job?.resultKey) {
  console.error('MONTAGE_JOB is missing or has no resultKey');
  process.exit(1);
}
const result = { ok: true, message: `Stand-in engine: ${job.type} ${job.promptId ?? job.exportId} answered without rendering.`, durationSeconds: job.chapterDuration ?? 10 };
const body = Buffer.from(JSON.stringify(result));

const url = job.grant?.[job.resultKey]?.put;
if (!url) {
  console.error('MONTAGE_JOB grants no PUT of its resultKey');
  process.exit(1);
}
const res = await fetch(url, { method: 'PUT', headers: { 'content-type': 'application/json' }, body });
if (!res.ok) {
  console.error(`PUT ${job.resultKey}: HTTP ${res.status} ${await res.text()}`);
  process.exit(1);
}
if (process.env.MONTAGE_TERMINATION_LOG) writeFileSync(process.env.MONTAGE_TERMINATION_LOG, JSON.stringify(result));
