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
const AUD = 'ast_AUDIOaaaaaaaaaaaaaaaa';
const ctx: InterpretContext = {
  assets: new Map([
    [IMG, { id: IMG, kind: 'image', ready: true }],
    [AUD, { id: AUD, kind: 'audio', ready: true }],
  ]),
  chapterDuration: null,
};
const doc = (media?: string, logo?: string) => ({
  version: 2,
  theme: 'bold',
  background: { type: 'solid', colour: '#101010' },
  scenes: [
    {
      duration: 4,
      layers: [
        ...(media ? [{ type: 'media', assetId: media, kind: 'image' }] : []),
        { type: 'text', role: 'heading', text: 'From the model', animation: { in: 'pop' } },
        ...(logo ? [{ type: 'logo', assetId: logo }] : []),
      ],
    },
  ],
  soundtrack: { assetId: AUD },
});

describe('the optional LLM engine (against a fake OpenAI-compatible server)', () => {
  it('uses a valid version 2 proposal and tells the model what it may use', async () => {
    reply = { status: 200, content: JSON.stringify({ document: doc(IMG, IMG), summary: 'A bold title over your image.' }) };
    const { interpretation } = await interpretWithLlm(settings, undefined, 'something bold', ctx);
    expect(interpretation?.document.scenes[0]!.layers.map((l) => l.type)).toEqual(['media', 'text', 'logo']);
    expect(interpretation?.document.scenes[0]!.layers[1]).toMatchObject({ role: 'heading', text: 'From the model', animation: { in: 'pop' } });
    expect(interpretation?.document.soundtrack).toMatchObject({ assetId: AUD, duck: true });
    expect(interpretation?.summary).toBe('A bold title over your image.');
    expect(interpretation?.format).toBeUndefined();
    expect(lastRequest?.authorization).toBe('Bearer llm-secret');
    expect(lastRequest?.messages[0]!.content).toContain(IMG);
    expect(lastRequest?.messages[0]!.content).toContain('"lower-third"');
  });

  it('sends the previous document as version 2, also when it was stored as version 1', async () => {
    reply = { status: 200, content: JSON.stringify({ document: doc(), summary: 'x' }) };
    const v1 = { version: 1, theme: 'classic', background: '#000000', scenes: [{ duration: 3, title: 'Old', fade: false }] };
    await interpretWithLlm(settings, v1, 'p', ctx);
    const sent = JSON.parse(lastRequest!.messages[1]!.content);
    expect(sent.current_document).toMatchObject({ version: 2, scenes: [{ layers: [{ type: 'text', role: 'heading', text: 'Old' }] }] });
    expect(sent.request).toBe('p');
  });

  it('passes on a format the model read from the prompt', async () => {
    reply = { status: 200, content: JSON.stringify({ document: doc(), summary: 'Vertical.', format: { aspect: 'portrait' } }) };
    const { interpretation } = await interpretWithLlm(settings, undefined, 'make it vertical', ctx);
    expect(interpretation?.format).toEqual({ aspect: 'portrait', resolution: '1080p' });
  });

  it('drops media, logos and music the caller does not own', async () => {
    const theirs = 'ast_NOTYOURSaaaaaaaaaaaaa';
    reply = { status: 200, content: JSON.stringify({ document: { ...doc(theirs, theirs), soundtrack: { assetId: theirs } }, summary: 'x' }) };
    const { interpretation } = await interpretWithLlm(settings, undefined, 'p', ctx);
    expect(interpretation?.document.scenes[0]!.layers.map((l) => l.type)).toEqual(['text']);
    expect(interpretation?.document.soundtrack).toBeUndefined();
  });

  it('keeps only the cells of a layout the caller owns, and drops a layout left with fewer than two', async () => {
    const theirs = 'ast_NOTYOURSaaaaaaaaaaaaa';
    const cells = (ids: string[]) => ({ type: 'layout', arrangement: 'grid', cells: ids.map((assetId) => ({ assetId, kind: 'image' })) });
    reply = { status: 200, content: JSON.stringify({ document: { version: 2, background: { type: 'solid', colour: '#000000' }, scenes: [{ duration: 2, layers: [cells([IMG, theirs, IMG])] }, { duration: 2, layers: [cells([IMG, theirs])] }] }, summary: 'x' }) };
    const { interpretation } = await interpretWithLlm(settings, undefined, 'p', ctx);
    const [first, second] = interpretation!.document.scenes;
    expect(first!.layers).toEqual([expect.objectContaining({ type: 'layout', cells: [{ assetId: IMG, kind: 'image' }, { assetId: IMG, kind: 'image' }] })]);
    expect(second!.layers).toEqual([]);
  });

  it.each([
    ['an invalid document', { status: 200, content: JSON.stringify({ document: { version: 2 }, summary: 'x' }) }, /invalid scene document/],
    ['a version 1 document', { status: 200, content: JSON.stringify({ document: { version: 1, background: '#000000', scenes: [{ duration: 1 }] }, summary: 'x' }) }, /invalid scene document/],
    ['an invalid format', { status: 200, content: JSON.stringify({ document: doc(), summary: 'x', format: { aspect: 'round' } }) }, /invalid format/],
    ['text that is not JSON', { status: 200, content: 'Sure! Here is your video.' }, /could not be used/],
    ['an error status', { status: 503, content: '' }, /answered 503/],
  ])('gives a reason instead of a document for %s', async (_what, answer, reason) => {
    reply = answer;
    const result = await interpretWithLlm(settings, undefined, 'p', ctx);
    expect(result.interpretation).toBeUndefined();
    expect(result.reason).toMatch(reason);
  });
});
