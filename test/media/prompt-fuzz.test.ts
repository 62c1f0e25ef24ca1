import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { loadConfig } from '../../lib/config.js';
import { startEmbedded } from '../../runtime/embedded.js';
import type { Runtime } from '../../runtime/runtime.js';
import { client, type Client } from '../api/http.js';
import { listenRuntime, type Listening } from '../support/listen.js';
import { ocrFrame } from '../support/media.js';
import { pollUntil } from '../support/proc.js';
import { seeded } from '../../lib/seeded-random.js';

/*
 * Prompt text is user input that ends up in FFmpeg filter graphs (drawtext), espeak-ng and subtitle files. Random
 * Unicode, quotes, backslashes, colons, percent signs (drawtext's expansion: %{pts}), brackets (filter pad labels),
 * semicolons and commas (filter separators), newlines and very long words go through the public API, as prompts
 * and as scene documents (PUT .../scene, which puts text on screen as it is). Nothing may crash, and what is on
 * screen is the text given (OCR of a sample).
 *
 * The generator is seeded (MONTAGE_FUZZ_SEED to replay a run; the seed is in the test names).
 */

const KEY = `fuzz-${randomBytes(12).toString('hex')}`;
const SEED = Number(process.env.MONTAGE_FUZZ_SEED ?? Date.now() % 1_000_000);

const POOLS = [
  `'\\:%;,=[]{}()<>|&$#@!?*+~^\`/-_.`, // filter-graph and shell punctuation
  '%{pts}%{n}%%{localtime}%{eif:1:d}\\n\\t\\\\', // drawtext expansion and escapes, literally
  'abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ 0123456789     ',
  'éèàüößçñøåæœÉÀÇ«»¿¡', // Latin-1 and more
  'αβγδΩЖЯжяשלוםمرحباनमस्ते', // Greek, Cyrillic, Hebrew, Arabic, Devanagari
  '漢字かなカナ한국어中文', // CJK
  '😀🎬🔥👍🏽👨‍👩‍👧✨🇫🇷', // emoji, modifiers, ZWJ sequences, flags
  '\u0301\u0308\u200b\u200d\u202e\u2028\u00a0\ufeff', // combining marks, zero-width, RTL override, separators
  '\n\r\t',
];

function fuzzString(rand: () => number, length: number, allowQuotes: boolean): string {
  let out = '';
  while ([...out].length < length) {
    const pool = [...POOLS[Math.floor(rand() * POOLS.length)]!];
    const ch = pool[Math.floor(rand() * pool.length)]!;
    if (!allowQuotes && /["“”]/.test(ch)) continue;
    out += ch;
  }
  if (!allowQuotes) out = out.replace(/["“”]/g, '');
  return out;
}

describe(`prompt text fuzz (seed ${SEED})`, () => {
  let runtime: Runtime;
  let http: Listening;
  let api: Client;
  let dir: string;
  let project: { id: string };
  const rand = seeded(SEED);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fuzz-'));
    runtime = await startEmbedded(loadConfig({ MONTAGE_DATA_DIR: join(dir, 'data'), MONTAGE_API_KEYS: `${KEY}=fuzz`, LOG_LEVEL: 'silent' }), pino({ level: 'silent' }));
    http = await listenRuntime(runtime);
    api = client(http.base);
    // The draft size (720p): what is fuzzed is the text's path to the screen, not the frame size.
    project = (await api.post('/api/v1/projects', KEY, { name: 'Fuzz', format: { resolution: '720p' } })).body;
  }, 60_000);
  afterAll(async () => {
    await http?.close();
    await runtime?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  async function chapter(name: string) {
    return (await api.post(`/api/v1/projects/${project.id}/chapters`, KEY, { name, duration: 2 })).body as { id: string };
  }

  /** Sends through `send` and waits for the chapter: the latest prompt entry. */
  async function settle(chapterId: string, send: () => Promise<{ status: number; body: any }>) {
    const res = await send();
    expect({ status: res.status, body: res.status === 202 ? undefined : res.body }).toEqual({ status: 202, body: undefined });
    const path = `/api/v1/projects/${project.id}/chapters/${chapterId}`;
    const done = await pollUntil('the chapter', async () => {
      const got = (await api.get(`${path}?wait=30`, KEY)).body;
      return got.status === 'processing' ? undefined : got;
    }, 120_000);
    return { chapter: done, prompt: done.prompts.at(-1) as { id: string; status: string; result: string } };
  }

  it('renders every random prompt without a crash', async () => {
    const prompts: string[] = [];
    for (let i = 0; i < 16; i++) {
      const s = () => fuzzString(rand, 1 + Math.floor(rand() * 80), false);
      const forms = [
        () => `Title "${s()}"`,
        () => `Title "${s()}" caption "${s()}" on a teal background`,
        () => `narrate: "${s()}" and subtitle "${s()}"`,
        () => fuzzString(rand, 1 + Math.floor(rand() * 300), true), // anything at all, quotes included
        () => `Title "${'W'.repeat(400 + Math.floor(rand() * 1600))}"`, // one very long word
        () => `caption "${s()}\n${s()}\\" then "${s()}%{pts}"`,
      ];
      prompts.push(forms[Math.floor(rand() * forms.length)]!().slice(0, 5000) || 'x');
    }
    const lanes = await Promise.all([0, 1, 2, 3].map((n) => chapter(`Lane ${n}`)));
    const failures: { content: string; result: string }[] = [];
    await Promise.all(
      lanes.map(async (lane, n) => {
        for (const content of prompts.filter((_, i) => i % lanes.length === n)) {
          const path = `/api/v1/projects/${project.id}/chapters/${lane.id}/prompt`;
          const { prompt } = await settle(lane.id, () => api.post(path, KEY, { content }));
          if (prompt.status !== 'completed') failures.push({ content, result: prompt.result });
        }
      }),
    );
    expect(failures).toEqual([]);
  }, 600_000);

  it('puts random text on screen through scene documents without a crash, and OCR reads back a sample', async () => {
    const c = await chapter('Scenes');
    const first = await settle(c.id, () => api.post(`/api/v1/projects/${project.id}/chapters/${c.id}/prompt`, KEY, { content: 'Title "seed" on a white background' }));
    expect(first.prompt.status).toBe('completed');
    const scenePath = `/api/v1/projects/${project.id}/chapters/${c.id}/scene`;
    const base = (await api.get(scenePath, KEY)).body;
    const withText = (heading: string, caption?: string) => ({
      ...base,
      theme: 'classic',
      scenes: [{ duration: 2, layers: [{ type: 'text', role: 'heading', text: heading, colour: '#000000', animation: { in: 'none', out: 'none' } }, ...(caption ? [{ type: 'text', role: 'caption', text: caption, colour: '#000000' }] : [])] }],
    });

    for (let i = 0; i < 6; i++) {
      const heading = (fuzzString(rand, 1 + Math.floor(rand() * 200), true).trim() || 'x').slice(0, 500);
      const caption = i % 2 ? (fuzzString(rand, 1 + Math.floor(rand() * 100), true).trim() || 'y').slice(0, 500) : undefined;
      const { prompt } = await settle(c.id, () => api.put(scenePath, KEY, withText(heading, caption)));
      expect({ heading, caption, status: prompt.status, result: prompt.result }).toEqual({ heading, caption, status: 'completed', result: expect.any(String) });
    }

    // The sample: punctuation a filter graph or drawtext would otherwise take as syntax, in letters OCR reads well.
    const sample = "50% OFF: [NOW] {pts} %{pts} C:\\TEMP 'Q' A;B,C=D";
    const { chapter: done, prompt } = await settle(c.id, () => api.put(scenePath, KEY, withText(sample)));
    expect(prompt.status).toBe('completed');
    const video = join(dir, 'sample.mp4');
    writeFileSync(video, Buffer.from(await (await fetch(done.preview_url)).arrayBuffer()));
    const seen = (await ocrFrame(video, 1.5, join(dir, 'sample.png'))).replace(/\s+/g, ' ');
    // The sample as given (tesseract reads this font's ';' as ':'), with the literal %{pts}: drawtext expanded
    // nothing, and no character was taken as filter syntax.
    const confusable = (t: string) => t.trim().replace(/;/g, ':');
    expect(confusable(seen)).toBe(confusable(sample));
  }, 300_000);
});
