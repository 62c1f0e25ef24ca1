import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { InterpretContext } from './interpret.js';
import { interpretWithLlm, type LlmSettings } from './llm.js';

/*
 * FAKE LLM, named as such: an external model cannot run here, so a loopback HTTP server answers chat completions
 * the way an OpenAI-compatible endpoint does, with whatever each test puts in `reply`.
 */
let reply: { status: number; content: string } = { status: 200, content: '{}' };
let lastRequest: { messages: { role: string; content: string }[]; authorization?: string } | undefined;
let server: Server;
let settings: LlmSettings;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      lastRequest = { ...JSON.parse(body), authorization: req.headers.authorization };
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: reply.content } }] }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  settings = { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, model: 'test', apiKey: 'llm-secret', timeoutMs: 2_000 };
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const IMG = 'ast_IMAGEaaaaaaaaaaaaaaaa';
const ctx: InterpretContext = { assets: new Map([[IMG, { id: IMG, kind: 'image', ready: true }]]), chapterDuration: null };
const doc = (media?: string) => ({
  version: 1,
  theme: 'bold',
  background: '#101010',
  scenes: [{ duration: 4, title: 'From the model', fade: false, ...(media ? { media: { assetId: media, kind: 'image' } } : {}) }],
});

describe('the optional LLM engine (against a fake OpenAI-compatible server)', () => {
  it('uses a valid proposal and tells the model what it may use', async () => {
    reply = { status: 200, content: JSON.stringify({ document: doc(IMG), summary: 'A bold title over your image.' }) };
    const { interpretation } = await interpretWithLlm(settings, undefined, 'something bold', ctx);
    expect(interpretation?.document.scenes[0]).toMatchObject({ title: 'From the model', media: { assetId: IMG } });
    expect(interpretation?.summary).toBe('A bold title over your image.');
    expect(lastRequest?.authorization).toBe('Bearer llm-secret');
    expect(lastRequest?.messages[0]!.content).toContain(IMG);
  });

  it('drops media the caller does not own', async () => {
    reply = { status: 200, content: JSON.stringify({ document: doc('ast_NOTYOURSaaaaaaaaaaaaa'), summary: 'x' }) };
    const { interpretation } = await interpretWithLlm(settings, undefined, 'p', ctx);
    expect(interpretation?.document.scenes[0]!.media).toBeUndefined();
  });

  it.each([
    ['an invalid document', { status: 200, content: JSON.stringify({ document: { version: 2 }, summary: 'x' }) }, /invalid scene document/],
    ['text that is not JSON', { status: 200, content: 'Sure! Here is your video.' }, /could not be used/],
    ['an error status', { status: 503, content: '' }, /answered 503/],
  ])('gives a reason instead of a document for %s', async (_what, answer, reason) => {
    reply = answer;
    const result = await interpretWithLlm(settings, undefined, 'p', ctx);
    expect(result.interpretation).toBeUndefined();
    expect(result.reason).toMatch(reason);
  });
});
