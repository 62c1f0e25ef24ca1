import { join } from 'node:path';
import { DEFAULT_BACKOFF, nextDelay } from '../console/src/lib/backoff.js';
import { startReceiver } from '../test/webhooks/receiver.js';
import { makeMedia } from '../test/support/media.js';
import { startEmbeddedService } from './embedded.js';
import { percentile, round } from './stats.js';
import { type Cleanup, withTimeout } from './support.js';
import { speedup, type Row } from './table.js';
import { readFileSync } from 'node:fs';

export interface WebhookOptions {
  events: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Webhooks: how long after an event a client hears of it. The event is an uploaded asset becoming `ready` (the
 * asset prober writes the state and its time, `settledAt`); ours is the time until a webhook receiver on loopback
 * has the delivery, the baseline a client that polls GET /assets/{id} on the console's schedule (1 s, then 1.5×
 * longer while nothing changes, at most 8 s: console/src/lib/backoff.ts), both for the same events in the same run.
 */
export async function webhookScenario(cleanup: Cleanup, options: WebhookOptions): Promise<Row[]> {
  const S = 'webhook';
  const receiver = await startReceiver();
  cleanup.add('close the webhook receiver', () => receiver.close());
  const service = await startEmbeddedService(cleanup, 'webhook', { MONTAGE_WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' });
  await service.api.post('/webhooks', { url: receiver.url, events: ['asset.ready'] });
  const png = readFileSync(await makeMedia('png', join(cleanup.tempDir('webhook-media'), 'a.png')));

  const pushed: number[] = [];
  const polled: number[] = [];
  for (let i = 0; i < options.events; i++) {
    const asset = await service.api.upload(`a${i}.png`, png, 'image/png');
    // The console's poll: a first read at once, then on its backoff schedule until the state changes.
    const poll = (async () => {
      let delay: number | undefined;
      for (;;) {
        const got = await service.api.get(`/assets/${asset.id}`);
        if (got.state !== 'processing') return Date.now();
        delay = nextDelay(delay, false, DEFAULT_BACKOFF);
        await sleep(delay);
      }
    })();
    const seenByPoll = await withTimeout(`the poll of ${asset.id}`, poll, 60_000);
    const delivery = await withTimeout(
      `the webhook for ${asset.id}`,
      (async () => {
        for (;;) {
          const hit = [...receiver.accepted().values()].find((m) => JSON.parse(m.body).data.asset.id === asset.id);
          if (hit) return hit.at;
          await sleep(5);
        }
      })(),
      60_000,
    );
    const stored = await service.store.get('asset', asset.id);
    const settledAt = Date.parse(stored!.status.settledAt!);
    pushed.push(delivery - settledAt);
    polled.push(seenByPoll - settledAt);
  }

  const samples = `${options.events} assets uploaded one after another, each event timed from the asset's settledAt`;
  const row = (p: number): Row => {
    const ours = percentile(pushed, p);
    const baseline = percentile(polled, p);
    return { scenario: S, metric: `event to client, p${p}`, value: round(ours, 1), unit: 'ms', baseline: round(baseline, 1), ...speedup(Math.max(ours, 0.5), baseline), samples };
  };
  const rows = [row(50), row(99)];
  rows[0]!.note = `webhook to a receiver on 127.0.0.1 (embedded mode, the dispatcher in the same process) vs. a client polling GET /assets/{id} at the console's interval (first read at once, then ${DEFAULT_BACKOFF.initialMs} ms growing ${DEFAULT_BACKOFF.factor}× to ${DEFAULT_BACKOFF.maxMs} ms)`;
  return rows;
}
