#!/usr/bin/env node
/*
 * STAND-IN ENGINE, for the scale benchmark only (plain JavaScript, no dependencies, so it starts in ~50 ms).
 *
 * The scale scenario measures the controller's throughput with 500 prompts, not FFmpeg: rendering 500 chapters on a
 * 2-core machine would take an hour and measure nothing about the controller. So the render Jobs run this instead
 * of engine/main.ts (MONTAGE_JOB_COMMAND). It answers the way the real engine does (engine/main.ts): a JobResult
 * `{ok: true, message, durationSeconds}` as JSON at the job's `resultKey` in object storage, which the prompt
 * reconciler reads when the Job completes, plus the termination message. The PUT is signed with AWS SigV4 by hand
 * (node:crypto) from the engine Secret's S3_* settings, which the kubelet stand-in passes through envFrom.
 */
import { createHash, createHmac } from 'node:crypto';
import { writeFileSync } from 'node:fs';

const job = JSON.parse(process.env.MONTAGE_JOB ?? 'null');
if (!job?.resultKey) {
  console.error('MONTAGE_JOB is missing or has no resultKey');
  process.exit(1);
}
const result = { ok: true, message: `Stand-in engine: ${job.type} ${job.promptId ?? job.exportId} answered without rendering.`, durationSeconds: job.chapterDuration ?? 10 };
const body = Buffer.from(JSON.stringify(result));

const { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_REGION: region = 'us-east-1', S3_ACCESS_KEY_ID: accessKey, S3_SECRET_ACCESS_KEY: secretKey } = process.env;
const url = new URL(`${endpoint.replace(/\/$/, '')}/${bucket}/${job.resultKey.split('/').map(encodeURIComponent).join('/')}`);
const sha256 = (data) => createHash('sha256').update(data).digest('hex');
const hmac = (key, data) => createHmac('sha256', key).update(data).digest();
const now = new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
const day = now.slice(0, 8);
const headers = { host: url.host, 'content-type': 'application/json', 'x-amz-content-sha256': sha256(body), 'x-amz-date': now };
const names = Object.keys(headers).sort();
const canonical = ['PUT', url.pathname, '', ...names.map((n) => `${n}:${headers[n]}`), '', names.join(';'), headers['x-amz-content-sha256']].join('\n');
const scope = `${day}/${region}/s3/aws4_request`;
const toSign = ['AWS4-HMAC-SHA256', now, scope, sha256(canonical)].join('\n');
const signingKey = hmac(hmac(hmac(hmac(`AWS4${secretKey}`, day), region), 's3'), 'aws4_request');
const signature = createHmac('sha256', signingKey).update(toSign).digest('hex');
const authorization = `AWS4-HMAC-SHA256 Credential=${accessKey}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`;

// fetch sets Host itself (from the URL, as signed).
const { host: _host, ...sent } = headers;
const res = await fetch(url, { method: 'PUT', headers: { ...sent, authorization }, body });
if (!res.ok) {
  console.error(`PUT ${url.pathname}: HTTP ${res.status} ${await res.text()}`);
  process.exit(1);
}
if (process.env.MONTAGE_TERMINATION_LOG) writeFileSync(process.env.MONTAGE_TERMINATION_LOG, JSON.stringify(result));
