import { describe, expect, it } from '@jest/globals';
import type { JobSpecInput } from '../engine/job-spec.js';
import type { JobRequest, JobRunner } from './job-runner.js';
import { GrantingJobRunner, grantedKeys } from './storage-grants.js';

const prompt: JobSpecInput = {
  type: 'prompt',
  promptId: 'prompt_aaaaaaaaaaaaaaaaaaaaaaaaaa',
  content: 'Title "Hi"',
  chapterDuration: 5,
  previousSceneKey: 'chapters/c/prompts/p0/scene.json',
  assets: [
    { id: 'asset_aaaaaaaaaaaaaaaaaaaaaaaaaa', kind: 'image', key: 'assets/t/a1/original', ready: true },
    { id: 'asset_bbbbbbbbbbbbbbbbbbbbbbbbbb', kind: 'audio', key: 'assets/t/a2/original', ready: true },
  ],
  sceneSourceKey: null,
  sceneKey: 'chapters/c/prompts/p1/scene.json',
  outputKey: 'chapters/c/prompts/p1/render.mp4',
  captionsKey: 'chapters/c/prompts/p1/captions.vtt',
  resultKey: 'chapters/c/prompts/p1/result.json',
  progressKey: 'chapters/c/prompts/p1/progress.json',
};

describe('grantedKeys', () => {
  it('lets a prompt read its previous scene and its assets, and write only its own outputs', () => {
    expect(grantedKeys(prompt)).toEqual({
      get: ['chapters/c/prompts/p0/scene.json', 'assets/t/a1/original', 'assets/t/a2/original'],
      put: [
        'chapters/c/prompts/p1/scene.json',
        'chapters/c/prompts/p1/render.mp4',
        'chapters/c/prompts/p1/captions.vtt',
        'chapters/c/prompts/p1/result.json',
        'chapters/c/prompts/p1/progress.json',
      ],
    });
  });

  it('lets a prompt read the cached renders it was granted and write its slots and render meta, nothing else of cache/', () => {
    const hash = 'a'.repeat(64);
    const keys = grantedKeys({
      ...prompt,
      render: {
        workers: 2,
        chunkThreshold: 60,
        cached: [
          { kind: 'chapter', hash, key: `cache/tx/chapter/${hash}.mp4`, metaKey: `cache/tx/chapter/${hash}.json` },
          { kind: 'scene', hash, key: `cache/tx/scene/${hash}.mp4` },
        ],
        slots: ['chapters/c/prompts/p1/pieces/0.mp4', 'chapters/c/prompts/p1/pieces/1.mp4'],
        metaKey: 'chapters/c/prompts/p1/render-meta.json',
      },
    });
    expect(keys.get.filter((k) => k.startsWith('cache/'))).toEqual([`cache/tx/chapter/${hash}.mp4`, `cache/tx/chapter/${hash}.json`, `cache/tx/scene/${hash}.mp4`]);
    expect(keys.put.filter((k) => k.startsWith('cache/'))).toEqual([]);
    expect(keys.put.slice(-3)).toEqual(['chapters/c/prompts/p1/pieces/0.mp4', 'chapters/c/prompts/p1/pieces/1.mp4', 'chapters/c/prompts/p1/render-meta.json']);
  });

  it("lets an export read its chapters' renders and captions", () => {
    const keys = grantedKeys({
      type: 'export',
      exportId: 'export_aaaaaaaaaaaaaaaaaaaaaaaaaa',
      chapters: [
        { key: 'c1/render.mp4', durationSeconds: 3, captionsKey: 'c1/captions.vtt' },
        { key: 'c2/render.mp4', durationSeconds: 3, captionsKey: null },
      ],
      outputKey: 'e/export.mp4',
      resultKey: 'e/result.json',
      progressKey: 'e/progress.json',
    });
    expect(keys).toEqual({ get: ['c1/render.mp4', 'c1/captions.vtt', 'c2/render.mp4'], put: ['e/export.mp4', 'e/result.json', 'e/progress.json'] });
  });
});

describe('GrantingJobRunner', () => {
  it('hands the inner runner the spec with one URL per granted object and method, valid past queue and deadline', async () => {
    const seen: JobRequest[] = [];
    const inner = { ensure: async (r: JobRequest) => void seen.push(r) } as unknown as JobRunner;
    const signed: { key: string; method: string; expires: number }[] = [];
    const signer = {
      jobUrl: async (key: string, method: 'GET' | 'PUT', expires: number) => {
        signed.push({ key, method, expires });
        return `https://s3.test/${method}/${key}`;
      },
    };
    await new GrantingJobRunner(inner, signer, 900).ensure({ name: 'montage-prompt-x', spec: prompt, deadlineSeconds: 600 });
    const grant = (seen[0]!.spec as { grant: Record<string, { get?: string; put?: string }> }).grant;
    expect(grant['assets/t/a1/original']).toEqual({ get: 'https://s3.test/GET/assets/t/a1/original' });
    expect(grant['chapters/c/prompts/p1/render.mp4']).toEqual({ put: 'https://s3.test/PUT/chapters/c/prompts/p1/render.mp4' });
    expect(Object.keys(grant)).toHaveLength(8);
    expect(new Set(signed.map((s) => s.expires))).toEqual(new Set([900 + 600 + 300]));
  });
});
