import type { NarrationVoice } from '../../model/narration-voice.js';

/*
 * An optional neural voice: an OpenAI-compatible speech endpoint (`POST <MONTAGE_SPEECH_URL>/audio/speech`, JSON
 * {model, input, voice, response_format, speed}; served by OpenAI and by self-hosted Kokoro-FastAPI, Piper or
 * openedai-speech servers), configured by the operator as the optional LLM engine is (engine/llm.ts). It is never
 * required: any failure (network, timeout, refusal, a redirect, audio that cannot be read) makes espeak-ng speak the
 * narration instead, and the prompt's result says so (render/narration.ts).
 *
 * Nothing else is fetched: the one URL is the operator's, redirects are refused (a redirect could point anywhere),
 * and the answer is read up to a size limit.
 */

export interface SpeechSettings {
  /** Base URL of an OpenAI-compatible API, e.g. https://api.openai.com/v1 or http://kokoro:8880/v1. */
  url: string;
  model: string;
  apiKey?: string;
  /** The voice when no choice below matches. */
  defaultVoice: string;
  /** Voice choices (`female`, `male`, `low`, `high`, a language tag, or several joined by `+`) → the server's voice names. */
  voices: ReadonlyMap<string, string>;
  /** Languages (primary subtags) the endpoint speaks; empty: all. Others are spoken by espeak-ng. */
  languages: readonly string[];
  /** For the whole narration (every phrase's request). */
  timeoutMs: number;
}

/** OpenAI's voice names for the choices; an operator of another server names its own (MONTAGE_SPEECH_VOICES). */
const OPENAI_VOICES = 'female=nova,male=onyx,low=onyx,high=shimmer,en-GB=fable';

/** `key=name,key=name` → a map (keys in lower case). */
export function parseVoiceMap(text: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const pair of text.split(',')) {
    const [key, name] = pair.split('=').map((s) => s.trim());
    if (key && name) map.set(key.toLowerCase(), name);
  }
  return map;
}

export function speechSettingsFromEnv(env: NodeJS.ProcessEnv): SpeechSettings | undefined {
  if (!env.MONTAGE_SPEECH_URL) return undefined;
  const timeout = Number(env.MONTAGE_SPEECH_TIMEOUT_MS);
  return {
    url: env.MONTAGE_SPEECH_URL.replace(/\/+$/, ''),
    model: env.MONTAGE_SPEECH_MODEL || 'tts-1',
    apiKey: env.MONTAGE_SPEECH_API_KEY || undefined,
    defaultVoice: env.MONTAGE_SPEECH_VOICE || 'alloy',
    voices: parseVoiceMap(env.MONTAGE_SPEECH_VOICES ?? OPENAI_VOICES),
    languages: (env.MONTAGE_SPEECH_LANGUAGES ?? '').split(',').map((s) => s.trim().toLowerCase()).filter(Boolean),
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 60_000,
  };
}

/** Whether the endpoint speaks `language` (a BCP 47 tag). */
export function speaksLanguage(settings: SpeechSettings, language: string): boolean {
  return settings.languages.length === 0 || settings.languages.includes(language.toLowerCase().split('-')[0]!);
}

/**
 * The server's voice name for a choice: the configured key that matches the most of the choice (every part of a
 * key must match: `es+female` is a Spanish woman's voice, `en-gb` a British one), else the default.
 */
export function endpointVoice(settings: SpeechSettings, voice: NarrationVoice | undefined, language: string): string {
  const tag = language.toLowerCase();
  const has = (part: string) =>
    part === tag || part === tag.split('-')[0] || (tag.startsWith(`${part}-`) && part.includes('-')) || part === voice?.gender || part === voice?.pitch;
  let best: { name: string; score: number } | undefined;
  for (const [key, name] of settings.voices) {
    const parts = key.split('+');
    if (!parts.every(has)) continue;
    // More parts match more of the choice; a full tag (en-gb) is more than its language (en).
    const score = parts.reduce((sum, part) => sum + (part === tag && tag.includes('-') ? 1.5 : 1), 0);
    if (!best || score > best.score) best = { name, score };
  }
  return best?.name ?? settings.defaultVoice;
}

/** The largest answer read: a minute of 48 kHz stereo 16-bit WAV is 11 MB; a phrase is a few seconds. */
const MAX_AUDIO_BYTES = 32 * 1024 * 1024;

export class SpeechEndpointError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SpeechEndpointError';
  }
}

async function readLimited(res: Response): Promise<Buffer> {
  const declared = Number(res.headers.get('content-length'));
  if (declared > MAX_AUDIO_BYTES) throw new SpeechEndpointError(`it answered ${declared} bytes, more than ${MAX_AUDIO_BYTES}`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res.body ?? []) {
    size += chunk.length;
    if (size > MAX_AUDIO_BYTES) throw new SpeechEndpointError(`it answered more than ${MAX_AUDIO_BYTES} bytes`);
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

/**
 * One phrase spoken by the endpoint: the audio's bytes (WAV asked for; any format it answers is decoded by the
 * caller). Rejects with a SpeechEndpointError saying what went wrong, or with `signal`'s reason when it stopped.
 */
export async function speakWithEndpoint(
  settings: SpeechSettings,
  text: string,
  voiceName: string,
  speed: number,
  signal: AbortSignal,
): Promise<Buffer> {
  let res: Response;
  try {
    res = await fetch(`${settings.url}/audio/speech`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}) },
      body: JSON.stringify({ model: settings.model, input: text, voice: voiceName, response_format: 'wav', speed }),
      redirect: 'error',
      signal,
    });
  } catch (err) {
    if (signal.aborted) throw signal.reason;
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    if (/redirect/i.test(cause?.message ?? '')) throw new SpeechEndpointError('it answered with a redirect, which is never followed');
    throw new SpeechEndpointError(`it could not be reached (${cause?.code ?? cause?.message ?? (err as Error).message})`);
  }
  if (!res.ok) {
    await res.body?.cancel().catch(() => undefined);
    throw new SpeechEndpointError(`it answered ${res.status}`);
  }
  try {
    return await readLimited(res);
  } catch (err) {
    if (signal.aborted) throw signal.reason;
    throw err instanceof SpeechEndpointError ? err : new SpeechEndpointError(`its answer broke off (${(err as Error).message})`);
  }
}
