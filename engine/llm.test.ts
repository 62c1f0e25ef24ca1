import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { startFakeLlm, type FakeLlm } from '../test/support/fake-llm.js';
import { interpretPrompt, type InterpretContext } from './interpret.js';
import { interpretWithEngines } from './llm.js';

/*
 * The optional LLM engine end to end, against a FAKE LLM (test/support/fake-llm.ts): a loopback HTTP server standing
 * in for an OpenAI-compatible chat completions endpoint, answering good documents, broken JSON, schema-invalid
 * documents, errors and slow answers.
 */

const IMG = 'ast_IMAGEaaaaaaaaaaaaaaaa';
const AUD = 'ast_AUDIOaaaaaaaaaaaaaaaa';
const THEIRS = 'ast_NOTYOURSaaaaaaaaaaaaa';
const KEY = 'sk-llm-secret-4f9a';
const ctx: InterpretContext = {
  assets: new Map([
    [IMG, { id: IMG, kind: 'image', ready: true }],
    [AUD, { id: AUD, kind: 'audio', ready: true }],
  ]),
  chapterDuration: null,
};
const PROMPT = 'a title "Spring Menu" over a dark green background';

let llm: FakeLlm;
let env: NodeJS.ProcessEnv;
beforeAll(async () => {
  llm = await startFakeLlm();
});
afterAll(() => llm.close());
beforeEach(() => {
  llm.requests.length = 0;
  llm.replies.length = 0;
  env = { MONTAGE_LLM_URL: `${llm.url}/`, MONTAGE_LLM_MODEL: 'test-model', MONTAGE_LLM_API_KEY: KEY, MONTAGE_LLM_TIMEOUT_MS: '3000' };
});

const doc = (layers: unknown[] = [{ type: 'text', role: 'heading', text: 'From the model', animation: { in: 'pop' } }], extra: Record<string, unknown> = {}) => ({
  version: 2,
  theme: 'bold',
  background: { type: 'solid', colour: '#101010' },
  scenes: [{ duration: 4, layers }],
  ...extra,
});
const answer = (document: unknown, extra: Record<string, unknown> = {}) => JSON.stringify({ document, summary: 'A bold title.', ...extra });
const userOf = (i: number) => JSON.parse(llm.requests[i]!.body.messages!.find((m) => m.role === 'user')!.content);

describe('the LLM engine (against a fake OpenAI-compatible server)', () => {
  it('asks for the scene document with structured outputs and gives the deterministic reading as a draft', async () => {
    llm.replies.push({ content: answer(doc([{ type: 'media', assetId: IMG, kind: 'image' }, { type: 'text', role: 'heading', text: 'From the model', animation: { in: 'pop' } }]), { format: null }) });
    const reading = await interpretWithEngines(undefined, PROMPT, ctx, env);
    expect(reading.engine).toBe('llm');
    expect(reading.document.scenes[0]!.layers.map((l) => l.type)).toEqual(['media', 'text']);
    expect(reading.document.scenes[0]!.layers[1]).toMatchObject({ role: 'heading', text: 'From the model', animation: { in: 'pop', out: 'none', duration: 0.5 } });
    expect(reading.format).toBeUndefined();
    expect(reading.summary).toBe('A bold title. Built by the LLM engine (test-model).');

    expect(llm.requests).toHaveLength(1);
    const [request] = llm.requests;
    expect(request!.path).toBe('/v1/chat/completions');
    expect(request!.authorization).toBe(`Bearer ${KEY}`);
    expect(request!.body).toMatchObject({ model: 'test-model', temperature: 0 });
    const format = request!.body.response_format!;
    expect(format.type).toBe('json_schema');
    expect(format.json_schema).toMatchObject({ name: 'montage_scene_document', strict: true });
    expect(format.json_schema!.schema).toMatchObject({ type: 'object', required: ['document', 'summary', 'format'], additionalProperties: false });
    const draft = interpretPrompt(undefined, PROMPT, ctx);
    expect(userOf(0)).toEqual({ request: PROMPT, current_document: null, draft: { document: JSON.parse(JSON.stringify(draft.document)), result: draft.summary } });
    const system = request!.body.messages![0]!;
    expect(system.role).toBe('system');
    expect(system.content).toContain(IMG);
    expect(system.content).toContain('never drawn');
  });

  it('sends the current document (as version 2, also when it was stored as version 1) for an edit', async () => {
    llm.replies.push({ content: answer(doc()) });
    const v1 = { version: 1, theme: 'classic', background: '#000000', scenes: [{ duration: 3, title: 'Old', fade: false }] };
    await interpretWithEngines(v1 as never, 'make the title say New', ctx, env);
    expect(userOf(0).current_document).toMatchObject({ version: 2, scenes: [{ layers: [{ type: 'text', role: 'heading', text: 'Old' }] }] });
    expect(userOf(0).request).toBe('make the title say New');
  });

  it('reads strict mode nulls as absent fields, and passes on a format the model read', async () => {
    const strictAnswer = { ...doc([{ type: 'text', role: 'heading', text: 'Tall', placement: null, size: null, colour: null, start: null, end: null, animation: null }]), accent: null, soundtrack: null, narration: null, still: null, duration: null, fields: null };
    llm.replies.push({ content: answer(strictAnswer, { format: { aspect: 'portrait', resolution: null } }) });
    const reading = await interpretWithEngines(undefined, 'make it vertical', ctx, env);
    expect(reading.engine).toBe('llm');
    expect(reading.format).toEqual({ aspect: 'portrait', resolution: '1080p' });
    expect(reading.document.scenes[0]!.layers[0]).toEqual({ type: 'text', role: 'heading', text: 'Tall', start: 0, animation: { in: 'fade', out: 'none', duration: 0.5 } });
    expect(reading.document).not.toHaveProperty('accent');
  });

  it('sends broken JSON back once with what was wrong, and uses the corrected answer', async () => {
    llm.replies.push({ content: '{"document": {"version": 2, "scenes": [' }, { content: answer(doc()) });
    const reading = await interpretWithEngines(undefined, PROMPT, ctx, env);
    expect(reading.engine).toBe('llm');
    expect(llm.requests).toHaveLength(2);
    const messages = llm.requests[1]!.body.messages!;
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(messages[2]!.content).toBe('{"document": {"version": 2, "scenes": [');
    expect(messages[3]!.content).toMatch(/not JSON/);
  });

  it('lists a schema-invalid document\'s problems by path, and keeps the deterministic reading when the correction is invalid too', async () => {
    llm.replies.push({ content: answer(doc([{ type: 'text', role: 'banner', text: '' }])) }, { content: answer({ version: 2, scenes: [] }) });
    const reading = await interpretWithEngines(undefined, PROMPT, ctx, env);
    const draft = interpretPrompt(undefined, PROMPT, ctx);
    expect(reading.engine).toBe('deterministic');
    expect(reading.document).toEqual(draft.document);
    expect(reading.summary).toMatch(/^.+ Built by the deterministic interpreter: the LLM engine's reading was not used \(its answer was unusable twice \(document\.\S+: .+\)\)\.$/);
    expect(reading.summary.startsWith(draft.summary.replace(/\.$/, ''))).toBe(true);
    expect(llm.requests).toHaveLength(2);
    const correction = llm.requests[1]!.body.messages!.at(-1)!.content;
    expect(correction).toContain('document.scenes.0.layers.0.role');
    expect(correction).toContain('document.scenes.0.layers.0.text');
  });

  it('refuses assets the caller does not own (or of another kind), asks once, then falls back', async () => {
    const theirs = doc([{ type: 'media', assetId: THEIRS, kind: 'image' }, { type: 'logo', assetId: AUD }], { soundtrack: { assetId: IMG } });
    llm.replies.push({ content: answer(theirs) }, { content: answer(theirs) });
    const reading = await interpretWithEngines(undefined, PROMPT, ctx, env);
    expect(reading.engine).toBe('deterministic');
    const correction = llm.requests[1]!.body.messages!.at(-1)!.content;
    expect(correction).toContain(`document.scenes.0.layers.0.assetId: ${THEIRS} is not one of the caller's ready assets`);
    expect(correction).toContain(`document.scenes.0.layers.1.assetId: ${AUD} is a audio, not image`);
    expect(correction).toContain(`document.soundtrack.assetId: ${IMG} is a image, not audio`);
    expect(reading.summary).toContain('is not one of the caller');
  });

  it.each([
    ['a server error', { status: 500, body: '{"error":{"message":"internal"}}' }, /the LLM answered HTTP 500/],
    ['an unauthorised key', { status: 401, body: `{"error":{"message":"Incorrect API key provided: ${KEY}"}}` }, /the LLM answered HTTP 401/],
    ['a body that is not a completion', { status: 200, body: '<html>proxy</html>' }, /not a chat completion/],
    ['a refusal', { status: 200, body: JSON.stringify({ choices: [{ message: { role: 'assistant', content: null, refusal: 'I cannot help with that.' } }] }) }, /refused/],
  ])('keeps the deterministic reading after %s, without asking again', async (_what, reply, reason) => {
    llm.replies.push(reply);
    const reading = await interpretWithEngines(undefined, PROMPT, ctx, env);
    expect(reading.engine).toBe('deterministic');
    expect(reading.summary).toMatch(reason);
    expect(reading.summary).not.toContain(KEY);
    expect(llm.requests).toHaveLength(1);
  });

  it('gives up on a slow answer at the timeout', async () => {
    llm.replies.push({ content: answer(doc()), delayMs: 2_000 });
    const reading = await interpretWithEngines(undefined, PROMPT, ctx, { ...env, MONTAGE_LLM_TIMEOUT_MS: '200' });
    expect(reading.engine).toBe('deterministic');
    expect(reading.summary).toMatch(/\(no answer within 200 ms\)\.$/);
  });

  it('names an answer cut at the token limit', async () => {
    llm.replies.push({ content: '{"document": {"version": 2', truncated: true }, { content: '{"document"', truncated: true });
    const reading = await interpretWithEngines(undefined, PROMPT, ctx, { ...env, MONTAGE_LLM_MAX_TOKENS: '64' });
    expect(llm.requests[0]!.body.max_tokens).toBe(64);
    expect(reading.summary).toMatch(/cut off at the token limit/);
  });

  it('keeps the deterministic reading when nothing listens at the URL', async () => {
    const closed = await startFakeLlm();
    await closed.close();
    const reading = await interpretWithEngines(undefined, PROMPT, ctx, { ...env, MONTAGE_LLM_URL: closed.url });
    expect(reading.engine).toBe('deterministic');
    expect(reading.summary).toMatch(/the LLM could not be reached \(ECONNREFUSED\)/);
  });

  it('asks in JSON mode, or with the full schema unstrict, when told to', async () => {
    llm.replies.push({ content: answer(doc()) }, { content: answer(doc()) });
    await interpretWithEngines(undefined, PROMPT, ctx, { ...env, MONTAGE_LLM_RESPONSE_FORMAT: 'json_object' });
    expect(llm.requests[0]!.body.response_format).toEqual({ type: 'json_object' });
    expect(llm.requests[0]!.body.messages![0]!.content).toContain('"$defs"');
    await interpretWithEngines(undefined, PROMPT, ctx, { ...env, MONTAGE_LLM_STRICT: 'false' });
    const loose = llm.requests[1]!.body.response_format!.json_schema!;
    expect(loose.strict).toBe(false);
    expect(loose.schema).toMatchObject({ required: ['document', 'summary'] });
  });

  it('says so, without the key, when a setting is malformed', async () => {
    const reading = await interpretWithEngines(undefined, PROMPT, ctx, { ...env, MONTAGE_LLM_TIMEOUT_MS: 'soon' });
    expect(reading.engine).toBe('deterministic');
    expect(reading.summary).toMatch(/the LLM engine is misconfigured \(MONTAGE_LLM_TIMEOUT_MS must be a positive number of milliseconds, not "soon"\)/);
    expect(llm.requests).toHaveLength(0);
  });

  it('leaves the deterministic reading untouched without an LLM', async () => {
    const reading = await interpretWithEngines(undefined, PROMPT, ctx, {});
    expect(reading).toEqual({ ...interpretPrompt(undefined, PROMPT, ctx), engine: 'deterministic' });
    expect(llm.requests).toHaveLength(0);
  });
});
