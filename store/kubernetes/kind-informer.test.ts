import { describe, expect, it, jest } from '@jest/globals';
import { KubeConfig, type Informer, type KubernetesListObject, type KubernetesObject } from '@kubernetes/client-node';
import { KindInformer } from './kind-informer.js';

/** A stand-in for client-node's ListWatch: lists once on start, then stays quiet until the test makes it fail. */
class FakeInformer implements Informer<KubernetesObject> {
  readonly handlers = new Map<string, ((arg?: unknown) => void)[]>();
  stopped = false;
  constructor(private readonly list: () => Promise<KubernetesListObject<KubernetesObject>>) {}
  on(verb: string, fn: (arg: KubernetesObject) => void): void {
    this.handlers.set(verb, [...(this.handlers.get(verb) ?? []), fn as (arg?: unknown) => void]);
  }
  off(): void {}
  async start(): Promise<void> {
    try {
      const list = await this.list();
      for (const item of list.items) this.emit('add', item);
    } catch (err) {
      this.emit('error', err);
    }
  }
  async stop(): Promise<void> {
    this.stopped = true;
  }
  emit(verb: string, arg?: unknown): void {
    for (const fn of this.handlers.get(verb) ?? []) fn(arg);
  }
}

function listOf(names: string[], resourceVersion: string): KubernetesListObject<KubernetesObject> {
  return { apiVersion: 'v1', kind: 'List', metadata: { resourceVersion }, items: names.map((name) => ({ metadata: { name } })) };
}

describe('KindInformer', () => {
  it('replaces a failed informer with a new one after a growing backoff, and each new one resyncs', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    try {
      const informers: FakeInformer[] = [];
      const lists: string[] = [];
      const waits: number[] = [];
      let failLists = 0;
      const informer = new KindInformer({
        kubeConfig: new KubeConfig(),
        path: '/apis/x/v1/namespaces/ns/things',
        list: async () => {
          if (failLists > 0) {
            failLists--;
            throw new Error('apiserver down');
          }
          return listOf(['a'], String(informers.length));
        },
        onList: (_items, version) => lists.push(version),
        onUpsert: () => undefined,
        onDelete: () => undefined,
        onError: (_err, wait) => waits.push(wait),
        makeInformer: (_kc, _path, list) => {
          const fake = new FakeInformer(list);
          informers.push(fake);
          return fake;
        },
      });
      await informer.start();
      expect(lists).toEqual(['1']);

      failLists = 2;
      informers[0]!.emit('error', new Error('watch broke'));
      expect(informers[0]!.stopped).toBe(true);
      await jest.advanceTimersByTimeAsync(1_000); // second informer: its list fails
      await jest.advanceTimersByTimeAsync(2_000); // third: fails too
      await jest.advanceTimersByTimeAsync(4_000); // fourth: lists
      expect(waits).toEqual([1_000, 2_000, 4_000]);
      expect(informers).toHaveLength(4);
      expect(lists).toEqual(['1', '4']);

      // Events from a replaced informer no longer count.
      informers[0]!.emit('error', new Error('late'));
      expect(waits).toHaveLength(3);
      await informer.stop();
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps start() pending until a list succeeds', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    try {
      let attempts = 0;
      const informer = new KindInformer({
        kubeConfig: new KubeConfig(),
        path: '/p',
        list: async () => {
          if (++attempts < 3) throw new Error('not yet');
          return listOf([], '9');
        },
        onList: () => undefined,
        onUpsert: () => undefined,
        onDelete: () => undefined,
        makeInformer: (_kc, _path, list) => new FakeInformer(list),
      });
      let synced = false;
      const started = informer.start().then(() => (synced = true));
      await jest.advanceTimersByTimeAsync(1_000);
      expect(synced).toBe(false);
      await jest.advanceTimersByTimeAsync(2_000);
      await started;
      expect(attempts).toBe(3);
      await informer.stop();
    } finally {
      jest.useRealTimers();
    }
  });
});
