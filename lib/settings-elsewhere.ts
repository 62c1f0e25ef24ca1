/*
 * Settings read outside lib/config.ts's schema: by the engine where it runs (a render Job, or a child process of the
 * embedded service), by the FFmpeg locator, by client-node. They are read where they are used, so this list is what
 * docs/configuration.md shows for them; lib/settings-elsewhere.test.ts fails when the code reads a variable that
 * is neither in the schema nor here.
 */

export interface SettingElsewhere {
  name: string;
  /** As shown in the table; absent: none. */
  default?: string;
  /** Who reads it, and where it must therefore be set. */
  readBy: string;
  meaning: string;
}

const ENGINE = "the engine: the service's environment in the embedded mode; in a cluster `MONTAGE_JOB_ENV` or the Secret named by `MONTAGE_JOB_ENV_SECRET`";

export const SETTINGS_ELSEWHERE: readonly SettingElsewhere[] = [
  { name: 'MONTAGE_RENDER_MEMORY_MB', default: '2048', readBy: 'the engine (engine/render/ffmpeg/run-ffmpeg.ts)', meaning: 'the data-segment limit (RLIMIT_DATA) of every FFmpeg a render runs, in MiB; a render that needs more fails and says so' },
  { name: 'MONTAGE_RENDER_MAX_FILE_MB', default: '4096', readBy: 'the engine (engine/render/ffmpeg/run-ffmpeg.ts)', meaning: "the largest file a render's FFmpeg may write (RLIMIT_FSIZE), in MiB: a job's scratch bound in the embedded mode" },
  { name: 'MONTAGE_LLM_URL', readBy: ENGINE, meaning: 'an OpenAI-compatible API base: a model writes the scene document instead of the deterministic engine, which takes over on any failure' },
  { name: 'MONTAGE_LLM_MODEL', default: 'gpt-4o-mini', readBy: ENGINE, meaning: 'the model asked at `MONTAGE_LLM_URL`' },
  { name: 'MONTAGE_LLM_API_KEY', readBy: ENGINE, meaning: 'sent as `Authorization: Bearer` to `MONTAGE_LLM_URL`' },
  { name: 'MONTAGE_LLM_TIMEOUT_MS', default: '30000', readBy: ENGINE, meaning: 'how long the model may take to answer' },
  { name: 'MONTAGE_LLM_RESPONSE_FORMAT', default: 'json_schema', readBy: ENGINE, meaning: "`json_schema`: the scene document's JSON Schema as a structured output; `json_object` for servers without it (docs/llm-engine.md)" },
  { name: 'MONTAGE_LLM_STRICT', default: 'true', readBy: ENGINE, meaning: "with `json_schema`: the schema in OpenAI's strict form (every field required, optional ones nullable); `false` sends it as it is" },
  { name: 'MONTAGE_LLM_MAX_TOKENS', readBy: ENGINE, meaning: "the answer's token limit (`max_tokens`); unset: the server's" },
  { name: 'MONTAGE_SPEECH_URL', readBy: ENGINE, meaning: 'an OpenAI-compatible speech API base for a neural voice; unset: espeak-ng only (docs/writing-prompts.md, "Optional neural voice")' },
  { name: 'MONTAGE_SPEECH_MODEL', default: 'tts-1', readBy: ENGINE, meaning: 'the speech model, e.g. `gpt-4o-mini-tts`, `kokoro`' },
  { name: 'MONTAGE_SPEECH_API_KEY', readBy: ENGINE, meaning: 'sent as `Authorization: Bearer` to `MONTAGE_SPEECH_URL`' },
  { name: 'MONTAGE_SPEECH_VOICE', default: 'alloy', readBy: ENGINE, meaning: 'the voice when no choice of `MONTAGE_SPEECH_VOICES` matches' },
  { name: 'MONTAGE_SPEECH_VOICES', default: 'female=nova,male=onyx,low=onyx,high=shimmer,en-GB=fable', readBy: ENGINE, meaning: "choices to the server's voice names: keys are `female`, `male`, `low`, `high`, a language tag, or several joined by `+`" },
  { name: 'MONTAGE_SPEECH_LANGUAGES', default: 'all', readBy: ENGINE, meaning: 'comma-separated languages the speech server speaks (`en,es,fr`); others go to espeak-ng' },
  { name: 'MONTAGE_SPEECH_TIMEOUT_MS', default: '60000', readBy: ENGINE, meaning: "for all of a narration's speech requests together" },
  { name: 'MONTAGE_TRANSCRIBE_URL', readBy: ENGINE, meaning: "an OpenAI-compatible transcription API base, for captions of a clip's own speech" },
  { name: 'MONTAGE_TRANSCRIBE_MODEL', default: 'whisper-1', readBy: ENGINE, meaning: 'the transcription model' },
  { name: 'MONTAGE_TRANSCRIBE_API_KEY', readBy: ENGINE, meaning: 'sent as `Authorization: Bearer` to `MONTAGE_TRANSCRIBE_URL`' },
  { name: 'MONTAGE_TRANSCRIBE_TIMEOUT_MS', default: '120000', readBy: ENGINE, meaning: 'how long one transcription may take' },
  { name: 'FFMPEG_PATH', readBy: 'every process that runs FFmpeg (lib/media/binaries.ts)', meaning: "with `FFPROBE_PATH`: which FFmpeg runs. Unset: the system's when `ffmpeg` and `ffprobe` are on `PATH`, otherwise the static build inside the npm packages `@ffmpeg-installer/*`" },
  { name: 'FFPROBE_PATH', readBy: 'every process that runs FFmpeg (lib/media/binaries.ts)', meaning: 'with `FFMPEG_PATH`: which ffprobe runs' },
  { name: 'KUBECONFIG', default: '~/.kube/config', readBy: '`montage api`, `controller` and `keys` in cluster mode (runtime/cluster.ts)', meaning: 'outside a Pod: which Kubernetes API and credentials to use; inside a Pod the service account is used' },
];

/**
 * Variables the code reads that nobody sets by hand: set by Kubernetes, by the controller for its own Jobs, or by
 * the test suite. Listed so the check above can tell them from a setting someone forgot to document.
 */
export const SET_FOR_YOU: Readonly<Record<string, string>> = {
  MONTAGE_JOB: "the job a render Job or engine process does, with the URLs of its grant: set by the controller",
  MONTAGE_ENGINE_CHECK: 'set by the embedded service when it checks that an engine user can run the engine',
  MONTAGE_TERMINATION_LOG: "where the engine writes its termination message: set only by the test suite's kubelet stand-in",
  JOB_COMPLETION_INDEX: "a piece's index in an Indexed Job: set by Kubernetes",
  KUBERNETES_SERVICE_HOST: 'tells a process it runs in a Pod: set by Kubernetes',
  PATH: 'where `ffmpeg`, `ffprobe` and `espeak-ng` are looked for',
  HOME: 'where `~/.kube/config` is looked for',
};
