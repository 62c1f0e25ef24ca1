/*
 * The identity of the optional speech and transcription endpoints, as a chapter's content address names them
 * (model/render-key.ts ChapterRenderInput): their URL, model and voice, never their keys. The controller reads the
 * same MONTAGE_* settings the engine's jobs get (runtime/engine-env.ts, the chart's env), so a render made with
 * another voice is never reused.
 */
export function speechIdentity(env: NodeJS.ProcessEnv): string | null {
  const url = env.MONTAGE_SPEECH_URL?.replace(/\/+$/, '');
  if (!url) return null;
  return [url, env.MONTAGE_SPEECH_MODEL || 'tts-1', env.MONTAGE_SPEECH_VOICE || 'alloy', env.MONTAGE_SPEECH_VOICES ?? '', env.MONTAGE_SPEECH_LANGUAGES ?? ''].join('|');
}

export function transcribeIdentity(env: NodeJS.ProcessEnv): string | null {
  const url = env.MONTAGE_TRANSCRIBE_URL?.replace(/\/+$/, '');
  if (!url) return null;
  return [url, env.MONTAGE_TRANSCRIBE_MODEL ?? 'whisper-1'].join('|');
}
