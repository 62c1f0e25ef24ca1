import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * FAKE LLM, named as such: an external language model cannot run here, so a loopback HTTP server stands in for an
 * OpenAI-compatible `POST /v1/chat/completions` (OpenAI, Ollama, vLLM and llama.cpp's server answer the same shape).
 * It records each request (its JSON body and Authorization header) and answers the next reply the test queued: a
 * chat completion with the given content (a good document, broken JSON, a schema-invalid document), an error
 * status, or an answer after a delay (a slow server). With the queue empty it repeats the last reply.
 */

export interface LlmRequest {
  path: string;
  authorization?: string;
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: Record<string, unknown> } };
    [key: string]: unknown;
  };
}

export type LlmReply =
  /** A completion whose message content is `content` (finish_reason "length" with `truncated`). */
  | { content: string; truncated?: boolean; delayMs?: number }
  /** An error status with this body (JSON or not). */
  | { status: number; body: string; delayMs?: number };

export interface FakeLlm {
  /** e.g. http://127.0.0.1:1234/v1 */
  url: string;
  requests: LlmRequest[];
  /** Replies for the next requests, in order. */
  replies: LlmReply[];
  close(): Promise<void>;
}

export function completion(content: string, model = 'fake-model', truncated = false): string {
  return JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: 0,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: truncated ? 'length' : 'stop' }],
    usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
  });
}

export async function startFakeLlm(): Promise<FakeLlm> {
  const fake = { requests: [] as LlmRequest[], replies: [] as LlmReply[] };
  let last: LlmReply = { status: 500, body: '{"error":{"message":"no reply queued"}}' };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body: LlmRequest['body'] = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        // Recorded with an empty body: the test sees what was (not) sent.
      }
      fake.requests.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end('{"error":{"message":"not found"}}');
        return;
      }
      const reply = fake.replies.shift() ?? last;
      last = reply;
      const send = () => {
        if (res.destroyed) return;
        if ('status' in reply) {
          res.writeHead(reply.status, { 'content-type': 'application/json' });
          res.end(reply.body);
        } else {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(completion(reply.content, body.model, reply.truncated));
        }
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs).unref();
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
  });
}
