import type { Config } from '../lib/config.js';
import { mediaBinaries } from '../lib/media/binaries.js';

const PASS_THROUGH = [
  'PATH', 'HOME', 'LANG', 'LC_ALL', 'TZ', 'NODE_OPTIONS', 'FFMPEG_PATH', 'FFPROBE_PATH', 'LOG_LEVEL', 'MONTAGE_RENDER_MEMORY_MB', 'MONTAGE_RENDER_MAX_FILE_MB',
  // The optional LLM engine (engine/llm.ts, docs/llm-engine.md).
  'MONTAGE_LLM_URL', 'MONTAGE_LLM_MODEL', 'MONTAGE_LLM_API_KEY', 'MONTAGE_LLM_TIMEOUT_MS',
  'MONTAGE_LLM_RESPONSE_FORMAT', 'MONTAGE_LLM_STRICT', 'MONTAGE_LLM_MAX_TOKENS',
  // The optional neural voice (engine/speech/speech-endpoint.ts).
  'MONTAGE_SPEECH_URL', 'MONTAGE_SPEECH_MODEL', 'MONTAGE_SPEECH_API_KEY', 'MONTAGE_SPEECH_TIMEOUT_MS',
  'MONTAGE_SPEECH_VOICE', 'MONTAGE_SPEECH_VOICES', 'MONTAGE_SPEECH_LANGUAGES',
  // The optional transcription endpoint for clips' captions (engine/transcribe.ts).
  'MONTAGE_TRANSCRIBE_URL', 'MONTAGE_TRANSCRIBE_MODEL', 'MONTAGE_TRANSCRIBE_API_KEY', 'MONTAGE_TRANSCRIBE_TIMEOUT_MS',
];

/**
 * The environment of an engine process in the embedded mode: the media binaries, and nothing of the service's. API
 * keys, the URL signing secret and even the data dir's location stay out of jobs: a job reaches its objects through
 * the URLs of its grant (runner/storage-grants.ts). TMPDIR is not passed on: the runner sets it to the job's own
 * directory.
 */
export function engineEnvironment(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const name of PASS_THROUGH) if (process.env[name] !== undefined) env[name] = process.env[name];
  env.MONTAGE_MODE = 'embedded';
  // Resolved once here rather than in every job: the same binaries for all jobs, and no lookup per job.
  const binaries = mediaBinaries();
  env.FFMPEG_PATH = binaries.ffmpeg;
  env.FFPROBE_PATH = binaries.ffprobe;
  return env;
}

/**
 * The environment of a render Job in a cluster. No storage settings or keys: the Job reaches S3 only through the
 * presigned URLs of its grant. MONTAGE_JOB_ENV adds plain settings (e.g. the LLM engine's URL); a secret one (the
 * LLM's key) comes only from the Secrets in MONTAGE_JOB_ENV_SECRET, never inline.
 */
export function clusterJobEnvironment(config: Config): Record<string, string> {
  return { LOG_LEVEL: config.LOG_LEVEL, ...config.MONTAGE_JOB_ENV, MONTAGE_MODE: 'cluster' };
}
