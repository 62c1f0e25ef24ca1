import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * FAKE WHISPER, named as such: a speech recogniser cannot run here, so a loopback HTTP server stands in for an
 * OpenAI-compatible `POST /v1/audio/transcriptions` (whisper servers answer the same shape). It parses the
 * multipart request as such a server must (file, model, response_format, timestamp_granularities[]) and answers
 * what the test sets: a fixed verbose_json, a refusal, garbage, or nothing for a while (a slow server).
 */

export interface WhisperRequest {
  path: string;
  authorization?: string;
  fields: Record<string, string[]>;
  /** The uploaded file's bytes and type. */
  file?: { bytes: Buffer; type: string; name: string };
}

export type WhisperReply = { status: number; body: string; delayMs?: number };

export interface FakeWhisper {
  /** e.g. http://127.0.0.1:1234/v1 */
  url: string;
  requests: WhisperRequest[];
  reply: WhisperReply;
  /** When set, the answer to each request is made from its uploaded file (a recogniser of the audio sent). */
  answer?: (file: Buffer) => WhisperReply;
  close(): Promise<void>;
}

/** verbose_json with word timestamps, as OpenAI's API and faster-whisper-server write it. */
export function verboseJson(words: { word: string; start: number; end: number }[]): string {
  return JSON.stringify({
    task: 'transcribe',
    language: 'english',
    duration: words.at(-1)?.end ?? 0,
    text: words.map((w) => w.word).join(' '),
    words,
    segments: [{ id: 0, start: words[0]?.start ?? 0, end: words.at(-1)?.end ?? 0, text: words.map((w) => w.word).join(' ') }],
  });
}

export async function startFakeWhisper(): Promise<FakeWhisper> {
  const fake: Omit<FakeWhisper, 'url' | 'close'> = { requests: [], reply: { status: 200, body: verboseJson([]) } };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const record: WhisperRequest = { path: req.url ?? '', authorization: req.headers.authorization, fields: {} };
      try {
        const form = await new Response(Buffer.concat(chunks), { headers: { 'content-type': req.headers['content-type'] ?? '' } }).formData();
        for (const [name, value] of form.entries()) {
          if (typeof value === 'string') (record.fields[name] ??= []).push(value);
          else record.file = { bytes: Buffer.from(await value.arrayBuffer()), type: value.type, name: value.name };
        }
      } catch {
        // Not multipart: recorded without fields.
      }
      fake.requests.push(record);
      const { status, body, delayMs } = (fake as FakeWhisper).answer && record.file ? (fake as FakeWhisper).answer!(record.file.bytes) : fake.reply;
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(body);
      };
      if (delayMs) setTimeout(send, delayMs).unref();
      else send();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return Object.assign(fake, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  }) as FakeWhisper;
}
