import type { Config } from '../lib/config.js';
import { mediaBinaries } from '../lib/media/binaries.js';

const PASS_THROUGH = [
  'PATH', 'HOME', 'LANG', 'LC_ALL', 'TZ', 'NODE_OPTIONS', 'FFMPEG_PATH', 'FFPROBE_PATH', 'LOG_LEVEL',
  // The optional LLM engine (engine/llm.ts).
  'MONTAGE_LLM_URL', 'MONTAGE_LLM_MODEL', 'MONTAGE_LLM_API_KEY', 'MONTAGE_LLM_TIMEOUT_MS',
];

/**
 * The environment of an engine process in the embedded mode: where the objects are, and nothing else. API keys, the
 * URL signing secret (the engine signs no URLs: `createStorage(..., { signUrls: false })`) and other secrets of the
 * service stay out of jobs. TMPDIR is not passed on: the runner sets it to the job's own directory.
 */
export function engineEnvironment(config: Config): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const name of PASS_THROUGH) if (process.env[name] !== undefined) env[name] = process.env[name];
  env.MONTAGE_MODE = 'embedded';
  env.MONTAGE_DATA_DIR = config.MONTAGE_DATA_DIR;
  // Resolved once here rather than in every job: the same binaries for all jobs, and no lookup per job.
  const binaries = mediaBinaries();
  env.FFMPEG_PATH = binaries.ffmpeg;
  env.FFPROBE_PATH = binaries.ffprobe;
  return env;
}

/**
 * The environment of a render Job in a cluster, set by the runner so that an admin cannot get it wrong: the mode
 * (without it the engine wrote to the Pod's own disk and exited 0) and where the objects are, from the controller's
 * own settings. MONTAGE_JOB_ENV adds or overrides plain settings (e.g. an endpoint only Pods use); credentials come
 * only from the Secrets in MONTAGE_JOB_ENV_SECRET, never inline.
 */
export function clusterJobEnvironment(config: Config): Record<string, string> {
  const env: Record<string, string> = {
    LOG_LEVEL: config.LOG_LEVEL,
    S3_BUCKET: config.S3_BUCKET,
    S3_REGION: config.S3_REGION,
    S3_FORCE_PATH_STYLE: String(config.S3_FORCE_PATH_STYLE),
  };
  if (config.S3_ENDPOINT) env.S3_ENDPOINT = config.S3_ENDPOINT;
  return { ...env, ...config.MONTAGE_JOB_ENV, MONTAGE_MODE: 'cluster' };
}
