import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { newId } from '../../model/ids.js';
import { LABELS } from '../../model/kinds.js';
import { KubernetesStore } from '../../store/kubernetes/kubernetes-store.js';
import { createTestNamespace, kubeConfig, testEnv } from '../env/test-env.js';

const run = promisify(execFile);

describe('kubectl get on Montage resources', () => {
  let namespace: { name: string; remove(): Promise<void> };
  let store: KubernetesStore;
  const ids = { project: newId('project'), chapter: newId('chapter'), prompt: newId('prompt'), export: newId('export') };
  beforeAll(async () => {
    namespace = await createTestNamespace('kubectl');
    store = new KubernetesStore(kubeConfig(), namespace.name);
    await store.start();
    const now = new Date().toISOString();
    const tenant = 'alice';
    await store.create('project', { spec: { id: ids.project, tenant, createdAt: now, name: 'Launch video', description: null, settings: null, activeExportId: ids.export } });
    const chapter = await store.create('chapter', { spec: { id: ids.chapter, tenant, createdAt: now, projectId: ids.project, name: 'Intro', duration: 10, activePromptId: ids.prompt }, labels: { [LABELS.project]: ids.project } });
    await store.updateStatus('chapter', { ...chapter, status: { state: 'ready', promptCount: 1, chunks: '3/3' } });
    await store.create('prompt', { spec: { id: ids.prompt, tenant, createdAt: now, projectId: ids.project, chapterId: ids.chapter, content: 'Title "Hi"', force: false }, status: { phase: 'completed', result: 'Built 1 scene.' } });
    const exp = await store.create('export', { spec: { id: ids.export, tenant, createdAt: now, projectId: ids.project, chapters: [{ chapterId: ids.chapter, promptId: ids.prompt, key: 'k', durationSeconds: 10 }], options: { format: 'webm', resolution: '720p', fps: 30, quality: 'standard', captions: 'sidecar', poster: 'jpeg', thumbnails: true } } });
    await store.updateStatus('export', { ...exp, status: { phase: 'processing', progress: 0.5 } });
  });
  afterAll(async () => {
    await store.stop();
    await namespace.remove();
  });

  async function kubectl(...args: string[]): Promise<string> {
    const { binaries, kubeconfigPath } = testEnv();
    return (await run(binaries.kubectl, ['--kubeconfig', kubeconfigPath, ...args])).stdout;
  }

  it('shows useful printer columns for every kind', async () => {
    const out = await kubectl('get', 'projects,chapters,prompts,exports', '-A');
    expect(out).toMatch(/NAMESPACE\s+NAME\s+ID\s+NAME\s+ACTIVE-EXPORT\s+AGE/);
    expect(out).toContain(ids.project);
    expect(out).toContain('Launch video');
    expect(out).toMatch(/NAME\s+ID\s+NAME\s+PROJECT\s+STATUS\s+PROMPTS\s+CHUNKS\s+AGE/);
    expect(out).toMatch(new RegExp(`${ids.chapter}\\s+Intro\\s+${ids.project}\\s+ready\\s+1\\s+3/3`));
    expect(out).toMatch(new RegExp(`${ids.prompt}\\s+${ids.chapter}\\s+completed`));
    expect(out).toMatch(new RegExp(`${ids.export}\\s+${ids.project}\\s+processing\\s+0.5\\s+webm`));
  });

  it('finds them through the montage category and short names', async () => {
    const out = await kubectl('get', 'montage', '-n', namespace.name, '-o', 'name');
    expect(out.split('\n').filter(Boolean)).toHaveLength(4);
    expect(await kubectl('get', 'mexp', '-n', namespace.name, '-o', 'name')).toMatch(/^export\.montage\.dev\//);
  });
});
