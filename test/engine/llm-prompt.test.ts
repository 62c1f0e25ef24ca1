import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PromptJob } from '../../engine/job-spec.js';
import { runPromptJob } from '../../engine/run-prompt.js';
import { downloadTo, getJson } from '../../engine/storage-files.js';
import { LocalDiskStorage } from '../../storage/local-disk.js';
import { startFakeLlm, type FakeLlm } from '../support/fake-llm.js';
import { ocrFrame } from '../support/media.js';

/*
 * A prompt job with the optional LLM engine configured, against a FAKE LLM (test/support/fake-llm.ts, a loopback
 * stand-in for an OpenAI-compatible endpoint): the model's document is what is stored and rendered, and the
 * prompt's result names the engine; when the model fails, the deterministic reading is rendered and the result says
 * why.
 */

const dir = mkdtempSync(join(tmpdir(), 'llm-prompt-'));
const storage = new LocalDiskStorage({ root: join(dir, 'objects'), publicBaseUrl: 'http://127.0.0.1' });
let llm: FakeLlm;
const saved = { ...process.env };

beforeAll(async () => {
  llm = await startFakeLlm();
  process.env.MONTAGE_LLM_URL = llm.url;
  process.env.MONTAGE_LLM_MODEL = 'fake-model';
  process.env.MONTAGE_LLM_API_KEY = 'sk-fake-key';
  process.env.MONTAGE_LLM_TIMEOUT_MS = '20000';
});
afterAll(async () => {
  for (const name of Object.keys(process.env)) if (name.startsWith('MONTAGE_LLM_') && !(name in saved)) delete process.env[name];
  await llm.close();
  rmSync(dir, { recursive: true, force: true });
});

const job = (promptId: string, content: string) =>
  PromptJob.parse({
    type: 'prompt',
    promptId,
    content,
    chapterDuration: null,
    previousSceneKey: null,
    assets: [],
    format: { aspect: 'landscape', resolution: '720p' },
    sceneKey: `p/${promptId}/scene.json`,
    outputKey: `p/${promptId}/render.mp4`,
    resultKey: `p/${promptId}/result.json`,
    progressKey: `p/${promptId}/progress.json`,
  });

const modelDocument = {
  version: 2,
  theme: 'bold',
  background: { type: 'solid', colour: '#102a43' },
  scenes: [{ duration: 1.5, layers: [{ type: 'text', role: 'heading', text: 'DRAWN BY THE MODEL', animation: { in: 'none' } }] }],
};

describe('a prompt job with the LLM engine (fake OpenAI-compatible server)', () => {
  it("renders the model's document and says the LLM built it", async () => {
    llm.replies.push({ content: JSON.stringify({ document: modelDocument, summary: 'A bold title card.', format: null }) });
    const promptJob = job('int_LLMokaaaaaaaaaaaaaaaa', 'a title card saying hello, bold');
    const result = await runPromptJob(storage, promptJob);
    expect(result).toMatchObject({ ok: true, message: 'A bold title card. Built by the LLM engine (fake-model).' });
    expect(await getJson(storage, promptJob.sceneKey)).toMatchObject({ scenes: [{ duration: 1.5, layers: [{ text: 'DRAWN BY THE MODEL' }] }] });
    const video = join(dir, 'model.mp4');
    await downloadTo(storage, promptJob.outputKey, video);
    expect(await ocrFrame(video, 0.8, join(dir, 'model.png'))).toContain('DRAWN BY THE MODEL');
    expect(llm.requests.at(-1)!.authorization).toBe('Bearer sk-fake-key');
  });

  it('renders the deterministic reading when the model fails, and says why', async () => {
    llm.replies.push({ status: 503, body: '{"error":{"message":"overloaded"}}' });
    const promptJob = job('int_LLMdownaaaaaaaaaaaaaa', 'a title "Plan B" on black, 1 second');
    const result = await runPromptJob(storage, promptJob);
    expect(result.message).toMatch(/^Built 1 scene .+\. Built by the deterministic interpreter: the LLM engine's reading was not used \(the LLM answered HTTP 503\)\.$/);
    expect(await getJson(storage, promptJob.sceneKey)).toMatchObject({ scenes: [{ layers: [{ type: 'text', text: 'Plan B' }] }] });
  });
});
