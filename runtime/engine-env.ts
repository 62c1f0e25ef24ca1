import type { Config } from '../lib/config.js';
import { mediaBinaries } from '../lib/media/binaries.js';

const PASS_THROUGH = [
  'PATH', 'HOME', 'LANG', 'LC_ALL', 'TMPDIR', 'TZ', 'NODE_OPTIONS', 'FFMPEG_PATH', 'FFPROBE_PATH', 'LOG_LEVEL',
  // The optional LLM engine (engine/llm.ts).
  'MONTAGE_LLM_URL', 'MONTAGE_LLM_MODEL', 'MONTAGE_LLM_API_KEY', 'MONTAGE_LLM_TIMEOUT_MS',
];

/**
 * The environment of an engine process in the embedded mode: where the objects are, and nothing else. API keys and
 * other secrets of the service stay out of jobs.
 */
export function engineEnvironment(config: Config): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const name of PASS_THROUGH) if (process.env[name] !== undefined) env[name] = process.env[name];
  env.MONTAGE_MODE = 'embedded';
  env.MONTAGE_DATA_DIR = config.MONTAGE_DATA_DIR;
  if (config.MONTAGE_URL_SIGNING_SECRET) env.MONTAGE_URL_SIGNING_SECRET = config.MONTAGE_URL_SIGNING_SECRET;
  // Resolved once here rather than in every job: the same binaries for all jobs, and no lookup per job.
  const binaries = mediaBinaries();
  env.FFMPEG_PATH = binaries.ffmpeg;
  env.FFPROBE_PATH = binaries.ffprobe;
  return env;
}
