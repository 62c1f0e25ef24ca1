import { randomUUID } from 'node:crypto';
import { z } from 'zod';

/*
 * An optional transcription endpoint for the captions of an uploaded clip's speech: an OpenAI-compatible
 * `POST {MONTAGE_TRANSCRIBE_URL}/audio/transcriptions` (OpenAI, or a self-hosted whisper server such as
 * faster-whisper-server or whisper.cpp's server), asked for `verbose_json` with word timestamps. Configured by the
 * operator like the LLM engine (engine/llm.ts); that URL is the only one ever fetched. Its answer is untrusted:
 * parsed by a schema, bounded in size and count, its times checked; any failure (unreachable, slow, refused,
 * garbage) is returned as a reason, and the chapter is rendered without those captions.
 */

export interface TranscribeSettings {
  /** Base URL of an OpenAI-compatible API, e.g. http://whisper.internal:8000/v1. */
  url: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
}

export function transcribeSettingsFromEnv(env: NodeJS.ProcessEnv): TranscribeSettings | undefined {
  if (!env.MONTAGE_TRANSCRIBE_URL) return undefined;
  const timeout = Number(env.MONTAGE_TRANSCRIBE_TIMEOUT_MS ?? 120_000);
  return {
    url: env.MONTAGE_TRANSCRIBE_URL.replace(/\/+$/, ''),
    model: env.MONTAGE_TRANSCRIBE_MODEL ?? 'whisper-1',
    apiKey: env.MONTAGE_TRANSCRIBE_API_KEY,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 120_000,
  };
}

/** The endpoint as the renderer's Transcriber (render/clip-captions.ts), or undefined when none is configured. */
export function transcriberFromEnv(env: NodeJS.ProcessEnv): ((wav: Buffer, seconds: number, signal?: AbortSignal) => ReturnType<typeof transcribe>) | undefined {
  const settings = transcribeSettingsFromEnv(env);
  return settings ? (wav, seconds, signal) => transcribe(settings, wav, seconds, signal) : undefined;
}

export interface TranscribedWord {
  text: string;
  /** Seconds from the start of the audio sent. */
  start: number;
  end: number;
}

const MAX_ANSWER_BYTES = 4 * 1024 * 1024;
const MAX_WORDS = 20_000;

const Word = z.object({ word: z.string().max(200), start: z.number().finite().min(0), end: z.number().finite().min(0) });
const Verbose = z.object({
  text: z.string().max(200_000).optional(),
  words: z.array(Word).max(MAX_WORDS).optional(),
  /** Some servers put the words inside their segments only. */
  segments: z.array(z.object({ words: z.array(Word).max(MAX_WORDS).optional() }).loose()).max(MAX_WORDS).optional(),
});

/** The body, at most `limit` bytes (a larger answer is refused, not buffered). */
async function boundedText(res: Response, limit: number): Promise<string> {
  const reader = res.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new Error('the answer is too large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The words of an answer, in order, with sane times; undefined when it has none usable. */
export function wordsOfAnswer(body: unknown, seconds: number): TranscribedWord[] | undefined {
  const parsed = Verbose.safeParse(body);
  if (!parsed.success) return undefined;
  const raw = parsed.data.words?.length ? parsed.data.words : (parsed.data.segments ?? []).flatMap((s) => s.words ?? []);
  const words: TranscribedWord[] = [];
  for (const w of raw) {
    const text = w.word.replace(/[\u0000-\u001f\u007f]/g, '').trim();
    if (!text) continue;
    const start = Math.min(w.start, seconds);
    const end = Math.min(Math.max(w.end, start), seconds);
    // Out of order: the answer is not trusted at all.
    if (words.length && start < words.at(-1)!.start - 0.01) return undefined;
    words.push({ text, start, end });
  }
  return words.length ? words : undefined;
}

/**
 * The request as one buffer of `multipart/form-data`, not a FormData: aborting a fetch whose FormData body is still
 * streaming throws an uncaught error inside Node 24's fetch ("ReadableStream is already closed"), which would end
 * the engine when a job is stopped mid-upload.
 */
function multipart(wav: Buffer, fields: Record<string, string>): { type: string; body: Buffer } {
  const boundary = `montage-${randomUUID()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="speech.wav"\r\ncontent-type: audio/wav\r\n\r\n`), wav, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { type: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat(parts) };
}

/**
 * The words spoken in `wav` (a WAV file's bytes, `seconds` long), or the reason they cannot be had. `signal` (the
 * job's) stops the request too.
 */
export async function transcribe(settings: TranscribeSettings, wav: Buffer, seconds: number, signal?: AbortSignal): Promise<{ words?: TranscribedWord[]; reason?: string }> {
  const form = multipart(wav, { model: settings.model, response_format: 'verbose_json', 'timestamp_granularities[]': 'word' });
  const timeout = AbortSignal.timeout(settings.timeoutMs);
  try {
    const res = await fetch(`${settings.url}/audio/transcriptions`, {
      method: 'POST',
      headers: { 'content-type': form.type, ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}) },
      body: form.body,
      redirect: 'error',
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    if (!res.ok) {
      await res.body?.cancel();
      return { reason: `the transcription endpoint answered ${res.status}` };
    }
    const text = await boundedText(res, MAX_ANSWER_BYTES);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return { reason: 'the transcription endpoint answered something that is not JSON' };
    }
    const words = wordsOfAnswer(body, seconds);
    if (!words) return { reason: 'the transcription endpoint answered no usable word timestamps' };
    return { words };
  } catch (err) {
    signal?.throwIfAborted();
    const name = (err as Error).name;
    return { reason: `the transcription endpoint could not be used (${name === 'TimeoutError' ? `no answer within ${Math.round(settings.timeoutMs / 100) / 10} s` : (err as Error).message.slice(0, 100)})` };
  }
}
