import { describe, expect, it } from '@jest/globals';
import { KubeConfig, type KubernetesObject } from '@kubernetes/client-node';
import { pollUntil } from '../../test/support/proc.js';
import type { StartWatch } from '../../lib/kube/watch-loop.js';
import { KindInformer, type ListedPage } from './kind-informer.js';

/*
 * The informer's own logic (paged lists, transform, resume vs relist) against a stand-in watch transport and list:
 * test/store/kubernetes-store.test.ts runs the same against the real apiserver behind a fault-injecting proxy.
 */

interface OpenWatch {
  query: Record<string, string>;
  line(type: string, object: unknown): void;
  end(err?: unknown): void;
  aborted: boolean;
}

function harness(pages: Record<string, ListedPage>) {
  const watches: OpenWatch[] = [];
  const listCalls: (string | undefined)[] = [];
  const log: string[] = [];
  const startWatch: StartWatch = async (_path, query, onLine, done) => {
    const watch: OpenWatch = { query, line: onLine, end: done, aborted: false };
    watches.push(watch);
    return { abort: () => (watch.aborted = true) };
  };
  const informer = new KindInformer<{ name: string; version: string }>({
    kubeConfig: new KubeConfig(),
    path: '/apis/x/v1/namespaces/ns/things',
    listPage: async (token) => {
      listCalls.push(token);
      const page = pages[token ?? 'first'];
      if (!page) throw new Error(`no page ${token}`);
      return page;
    },
    // Keeps the name and version only; objects named skip-* are left out.
    transform: (o) => (o.metadata?.name?.startsWith('skip') ? undefined : { name: o.metadata!.name!, version: o.metadata!.resourceVersion! }),
    onList: (items, version) => log.push(`list@${version} ${items.map((i) => i.name).join(',')}`),
    onUpsert: (item) => log.push(`upsert ${item.name}@${item.version}`),
    onDelete: (item) => log.push(`delete ${item.name}@${item.version}`),
    initialDelayMs: 5,
    maxDelayMs: 20,
    startWatch,
  });
  return { informer, watches, listCalls, log };
}

const obj = (name: string, resourceVersion: string, extra: object = {}): KubernetesObject =>
  ({ metadata: { name, resourceVersion, managedFields: [{ manager: 'x' }] }, ...extra }) as KubernetesObject;

describe('KindInformer', () => {
  it('lists in pages, keeps only what the transform returns, and watches from the first page’s version', async () => {
    const h = harness({
      first: { items: [obj('a', '5'), obj('skip-me', '6')], resourceVersion: '10', continue: 'p2' },
      p2: { items: [obj('b', '7')], resourceVersion: '10' },
    });
    await h.informer.start();
    expect(h.listCalls).toEqual([undefined, 'p2']);
    expect(h.log).toEqual(['list@10 a,b']);
    await pollUntil('the watch', () => h.watches[0], 2_000);
    expect(h.watches[0]!.query).toMatchObject({ resourceVersion: '10', allowWatchBookmarks: 'true' });
    h.watches[0]!.line('ADDED', obj('c', '11'));
    h.watches[0]!.line('MODIFIED', obj('skip-2', '12'));
    h.watches[0]!.line('DELETED', obj('a', '13'));
    expect(h.log.slice(1)).toEqual(['upsert c@11', 'delete a@13']);
    h.informer.stop();
  });

  it('resumes from the last version after a failed watch or a bookmark, and relists only on 410', async () => {
    const h = harness({ first: { items: [obj('a', '5')], resourceVersion: '10' } });
    await h.informer.start();
    await pollUntil('the watch', () => h.watches[0], 2_000);
    h.watches[0]!.line('MODIFIED', obj('a', '12'));
    h.watches[0]!.line('BOOKMARK', { metadata: { resourceVersion: '15' } });
    h.watches[0]!.end(new Error('connection reset'));
    await pollUntil('the resumed watch', () => h.watches[1], 2_000);
    expect(h.watches[1]!.query.resourceVersion).toBe('15');
    h.watches[1]!.line('ERROR', { code: 504, reason: 'Timeout', message: 'Too large resource version' });
    h.watches[1]!.end();
    await pollUntil('the watch after a 504', () => h.watches[2], 2_000);
    expect(h.watches[2]!.query.resourceVersion).toBe('15');
    expect(h.listCalls).toHaveLength(1);

    h.watches[2]!.line('ERROR', { code: 410, reason: 'Expired', message: 'too old resource version' });
    h.watches[2]!.end();
    await pollUntil('the watch after the relist', () => h.watches[3], 2_000);
    expect(h.listCalls).toHaveLength(2);
    expect(h.log).toEqual(['list@10 a', 'upsert a@12', 'list@10 a']);
    h.informer.stop();
  });

  it('restart() lists again and resolves once that list is in; the replaced watch is aborted and ignored', async () => {
    const h = harness({ first: { items: [obj('a', '5')], resourceVersion: '10' } });
    await h.informer.start();
    await pollUntil('the watch', () => h.watches[0], 2_000);
    await h.informer.restart();
    expect(h.log).toEqual(['list@10 a', 'list@10 a']);
    expect(h.watches[0]!.aborted).toBe(true);
    h.watches[0]!.line('ADDED', obj('late', '20'));
    expect(h.log).toHaveLength(2);
    h.informer.stop();
  });

  it('keeps retrying a failing first list, and stop() rejects a start that never synced', async () => {
    const h = harness({});
    const started = h.informer.start();
    await pollUntil('a few list attempts', () => h.listCalls.length >= 3 || undefined, 2_000);
    h.informer.stop();
    await expect(started).rejects.toThrow('stopped before');
  });
});
