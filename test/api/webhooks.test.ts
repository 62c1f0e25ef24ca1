import { afterEach, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { systemClock } from '../../lib/clock.js';
import { startWebhookDispatcher } from '../../controller/webhooks/dispatcher.js';
import { deliveryIdFor, recordDeliveries } from '../../controller/webhooks/record.js';
import { destinationPolicy } from '../../lib/net/destination.js';
import { pollUntil } from '../support/proc.js';
import { startReceiver, type Receiver } from '../webhooks/receiver.js';
import { verifyStandardWebhook } from '../webhooks/standard-webhooks-verifier.js';
import { forEachVariant, sampleFiles, type Harness } from './harness.js';

/*
 * Webhooks on both compositions: subscriptions through the REST API, deliveries recorded in the store (the embedded
 * journal, or WebhookDelivery custom resources on the real apiserver) by the dispatcher the controller runs, sent
 * to a real HTTP receiver on 127.0.0.1 (allowed by MONTAGE_WEBHOOK_ALLOWED_HOSTS in the harness), signatures
 * checked by an independent Standard Webhooks verifier. The harness writes prompt and export end states the way the
 * controller does; assets are probed for real.
 */
const ALL_EVENTS = ['prompt.completed', 'prompt.failed', 'export.completed', 'export.failed', 'asset.ready', 'asset.error'];
const quiet = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });

let stops: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const stop of stops.reverse()) await stop();
  stops = [];
});

// The signed URL's download name is part of the URL here, so the payload shows which name the file downloads under.
const payloadDeps = { publicUrl: 'http://montage.test', downloadUrl: async (key: string, filename: string) => `http://montage.test/files/${key}?name=${encodeURIComponent(filename)}` };

function dispatcher(h: Harness, overrides: { retryBaseMs?: number; retryForMs?: number; timeoutMs?: number; retentionMs?: number; recordGraceMs?: number } = {}) {
  const running = startWebhookDispatcher({
    store: h.runtime.deps.store,
    clock: systemClock,
    logger: quiet,
    settings: {
      policy: destinationPolicy(['127.0.0.1']),
      timeoutMs: overrides.timeoutMs ?? 2_000,
      retryBaseMs: overrides.retryBaseMs ?? 50,
      retryCapMs: 400,
      retryForMs: overrides.retryForMs ?? 60_000,
      retentionMs: overrides.retentionMs ?? 3_600_000,
      recordGraceMs: overrides.recordGraceMs ?? 60_000,
      pruneIntervalMs: 50,
      payload: payloadDeps,
      sealer: h.runtime.deps.webhooks.sealer,
    },
  });
  stops.push(() => running.stop());
  return running;
}

async function receiver(behave?: Parameters<typeof startReceiver>[0]): Promise<Receiver> {
  const r = await startReceiver(behave);
  stops.push(() => r.close());
  return r;
}

async function chapterWithPrompt(h: Harness, key: string) {
  const project = (await h.api.post('/api/v1/projects', key, { name: 'Hooks' })).body;
  const chapter = (await h.api.post(`/api/v1/projects/${project.id}/chapters`, key, { name: 'One' })).body;
  const prompt = (await h.api.post(`/api/v1/projects/${project.id}/chapters/${chapter.id}/prompt`, key, { content: 'A title card' })).body;
  return { project, chapter, promptId: prompt.prompt_id as string };
}

forEachVariant('webhooks', (h) => {
  it('creates a webhook with a secret shown once, lists, gets, and deletes it; another tenant sees none of it', async () => {
    const key = await h().newTenantKey();
    const created = await h().api.post('/api/v1/webhooks', key, { url: 'http://127.0.0.1:9/hook', events: ['prompt.completed'], description: 'CI' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^whk_[A-Za-z0-9]{21}$/),
      url: 'http://127.0.0.1:9/hook',
      events: ['prompt.completed'],
      description: 'CI',
      state: 'active',
      disabled_reason: null,
      pending_deliveries: 0,
      recent_attempts: [],
      created_at: expect.any(String),
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{43}=$/),
    });
    const got = await h().api.get(`/api/v1/webhooks/${created.body.id}`, key);
    expect(got.status).toBe(200);
    expect(got.body.secret).toBeUndefined();
    expect(JSON.stringify(got.body)).not.toContain(created.body.secret.slice(6));
    const list = await h().api.get('/api/v1/webhooks', key);
    expect(list.body.webhooks.map((w: { id: string }) => w.id)).toEqual([created.body.id]);
    expect((await h().api.get(`/api/v1/webhooks/${created.body.id}`, h().keyB)).status).toBe(404);
    expect((await h().api.raw('DELETE', `/api/v1/webhooks/${created.body.id}`, h().keyB)).status).toBe(404);
    const deleted = await h().api.raw('DELETE', `/api/v1/webhooks/${created.body.id}`, key);
    expect(deleted.status).toBe(204);
    expect((await h().api.get(`/api/v1/webhooks/${created.body.id}`, key)).status).toBe(404);
    expect((await h().api.raw('DELETE', '/api/v1/webhooks/whk_nope', key)).status).toBe(404);
  });

  it.each([
    ['a private address', 'https://10.0.0.1/hook', /private/],
    ['the cloud metadata address', 'https://169.254.169.254/latest/meta-data', /link-local/],
    ['loopback other than the allowed address', 'https://127.0.0.2/hook', /loopback/],
    ['IPv6 loopback', 'https://[::1]/hook', /loopback/],
    ['an IPv4-mapped private address', 'https://[::ffff:192.168.0.1]/hook', /private/],
    ['plain http to a public host', 'http://93.184.216.34/hook', /https/],
    ['a URL with credentials', 'https://user:pw@93.184.216.34/hook', /credentials/],
  ])('refuses %s', async (_what, url, message) => {
    const res = await h().api.post('/api/v1/webhooks', h().keyA, { url, events: ['asset.ready'] });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.error).toMatch(message);
    expect(res.body.hint).toMatch(/https/);
  });

  it('refuses unknown or repeated events and unknown fields', async () => {
    for (const body of [{ url: 'http://127.0.0.1:9/', events: ['prompt.started'] }, { url: 'http://127.0.0.1:9/', events: [] }, { url: 'http://127.0.0.1:9/', events: ['asset.ready', 'asset.ready'] }, { url: 'http://127.0.0.1:9/', events: ['asset.ready'], secret: 'mine' }]) {
      const res = await h().api.post('/api/v1/webhooks', h().keyA, body);
      expect(res.status).toBe(400);
    }
  });

  it('delivers every event type, signed, with the resource as the API returns it', async () => {
    const key = await h().newTenantKey();
    const r = await receiver();
    const hook = (await h().api.post('/api/v1/webhooks', key, { url: r.url, events: ALL_EVENTS })).body;
    dispatcher(h());
    const a = await chapterWithPrompt(h(), key);
    await h().completePrompt(a.promptId, 'Rendered a title card.', { key: `renders/${a.chapter.id}.mp4`, durationSeconds: 5 });
    const b = await chapterWithPrompt(h(), key);
    await h().failPrompt(b.promptId, 'The prompt could not be understood.');
    const { png } = await sampleFiles();
    const asset = (await h().api.raw('POST', '/api/v1/assets', key, { body: png, headers: { 'content-type': 'image/png' } })).body;
    const broken = (await h().api.raw('POST', '/api/v1/assets', key, { body: png, headers: { 'content-type': 'image/jpeg' } })).body;
    const exp = (await h().api.raw('POST', `/api/v1/projects/${a.project.id}/export`, key)).body;
    await h().completeExport(exp.id, Buffer.from('mp4'), 5);

    await pollUntil('five deliveries', () => (r.accepted().size >= 5 ? true : undefined), 30_000);
    const byType = Object.fromEntries([...r.accepted().values()].map((m) => [JSON.parse(m.body).type as string, m]));
    expect(Object.keys(byType).sort()).toEqual(['asset.error', 'asset.ready', 'export.completed', 'prompt.completed', 'prompt.failed']);
    for (const m of r.accepted().values()) {
      expect(verifyStandardWebhook(hook.secret, m.headers, m.body)).toEqual({ valid: true });
      expect(verifyStandardWebhook(hook.secret, m.headers, m.body + ' ')).toEqual({ valid: false, reason: 'no matching v1 signature' });
      expect(m.headers['content-type']).toBe('application/json');
      expect(m.headers['webhook-id']).toMatch(/^msg_[A-Za-z0-9]{21}$/);
    }
    const completed = JSON.parse(byType['prompt.completed']!.body);
    expect(completed).toEqual({
      type: 'prompt.completed',
      timestamp: expect.any(String),
      data: { project_id: a.project.id, chapter_id: a.chapter.id, prompt: { id: a.promptId, content: 'A title card', status: 'completed', result: 'Rendered a title card.', created_at: expect.any(String) } },
    });
    expect(JSON.parse(byType['prompt.failed']!.body).data.prompt).toMatchObject({ id: b.promptId, status: 'failed', result: 'The prompt could not be understood.' });
    const ready = JSON.parse(byType['asset.ready']!.body).data.asset;
    const asRead = (await h().api.get(`/api/v1/assets/${asset.id}`, key)).body;
    expect(ready).toEqual({ ...asRead, url: `http://montage.test/api/v1/assets/${asset.id}/content` });
    expect(JSON.parse(byType['asset.error']!.body).data.asset).toMatchObject({ id: broken.id, state: 'error', error: expect.stringMatching(/does not match/) });
    expect(JSON.parse(byType['export.completed']!.body).data).toMatchObject({ project_id: a.project.id, export: { id: exp.id, status: 'completed', download_url: expect.stringMatching(/^http:\/\/montage\.test\/files\/.+\?name=Hooks\.mp4$/) } });
  });

  it('gets every event to a receiver that fails, times out and comes back, exactly once after deduplication by webhook-id', async () => {
    const key = await h().newTenantKey();
    // Three 500s, two requests left unanswered past the timeout, then 200s.
    const r = await receiver((n) => (n < 3 ? { status: 500 } : n < 5 ? 'hang' : { status: 200 }));
    const hook = (await h().api.post('/api/v1/webhooks', key, { url: r.url, events: ['prompt.completed'] })).body;
    dispatcher(h(), { timeoutMs: 300 });
    const prompts: string[] = [];
    for (let i = 0; i < 3; i++) {
      const c = await chapterWithPrompt(h(), key);
      await h().completePrompt(c.promptId, `done ${i}`);
      prompts.push(c.promptId);
    }
    const delivered = await pollUntil('three events delivered', async () => {
      const got = (await h().api.get(`/api/v1/webhooks/${hook.id}`, key)).body;
      const successes = got.recent_attempts.filter((a: { status_code: number | null }) => a.status_code === 200).length;
      return r.accepted().size === 3 && got.pending_deliveries === 0 && successes === 3 ? got : undefined;
    }, 30_000);

    const accepted = [...r.accepted().values()];
    expect(accepted.map((m) => JSON.parse(m.body).data.prompt.id).sort()).toEqual([...prompts].sort());
    for (const m of accepted) expect(verifyStandardWebhook(hook.secret, m.headers, m.body)).toEqual({ valid: true });
    // Retries repeat the same message: same webhook-id, same bytes.
    expect(r.received.length).toBeGreaterThanOrEqual(8);
    for (const m of r.received) expect(m.body).toBe(r.accepted().get(m.headers['webhook-id']!)!.body);
    // At least one 200 per event; more when a 200 reached the sender after its timeout (a busy machine), which is
    // an attempt that failed for the sender and is retried: at-least-once, deduplicated by webhook-id.
    const successes = r.received.filter((m) => m.answered !== 'hang' && m.answered.status === 200);
    expect(new Set(successes.map((m) => m.headers['webhook-id'])).size).toBe(3);
    // The attempts are visible: 500s, timeouts (no status), 200s.
    const attempts = delivered.recent_attempts as { status_code: number | null; error: string | null; event_id: string }[];
    expect(attempts.some((a) => a.status_code === 500 && a.error === 'HTTP 500')).toBe(true);
    expect(attempts.some((a) => a.status_code === null && /no response within 300 ms/.test(a.error ?? ''))).toBe(true);
    expect(attempts.filter((a) => a.status_code === 200 && a.error === null)).toHaveLength(3);
    expect(delivered.state).toBe('active');
  });

  it('keeps signing secrets sealed at rest (the stored webhook and the Idempotency-Key record), signs with them, and replays the secret', async () => {
    const key = await h().newTenantKey();
    const tenant = (await h().runtime.deps.keys.resolve(key))!.tenant;
    const r = await receiver();
    const idem = `hook-${Date.now()}`;
    const created = await h().api.post('/api/v1/webhooks', key, { url: r.url, events: ['prompt.completed'] }, { 'idempotency-key': idem });
    expect(created.status).toBe(201);
    const rotated = (await h().api.post(`/api/v1/webhooks/${created.body.id}/rotate`, key)).body;
    const secretBytes = (s: string) => s.slice('whsec_'.length);

    const atRest = await h().storeAtRest();
    expect(atRest).toContain(created.body.id);
    expect(atRest).toContain('sealed:v1:');
    expect(atRest).not.toContain('whsec_');
    for (const s of [created.body.secret, rotated.secret]) expect(atRest).not.toContain(secretBytes(s));
    const record = await h().idempotencyAtRest(tenant, idem);
    expect(record).toContain('sealed:v1:');
    expect(record).not.toContain('whsec_');
    expect(record).not.toContain(secretBytes(created.body.secret));

    const replay = await h().api.post('/api/v1/webhooks', key, { url: r.url, events: ['prompt.completed'] }, { 'idempotency-key': idem });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.secret).toBe(created.body.secret);

    dispatcher(h());
    const c = await chapterWithPrompt(h(), key);
    await h().completePrompt(c.promptId, 'done');
    const m = await pollUntil('the delivery', () => [...r.accepted().values()][0]);
    expect(verifyStandardWebhook(created.body.secret, m.headers, m.body)).toEqual({ valid: true });
    expect(verifyStandardWebhook(rotated.secret, m.headers, m.body)).toEqual({ valid: true });
  });

  it('signs with the old and the new secret during a rotation', async () => {
    const key = await h().newTenantKey();
    const r = await receiver();
    const hook = (await h().api.post('/api/v1/webhooks', key, { url: r.url, events: ['prompt.failed'] })).body;
    const rotated = await h().api.post(`/api/v1/webhooks/${hook.id}/rotate`, key);
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(hook.secret);
    expect(rotated.body.id).toBe(hook.id);
    dispatcher(h());
    const c = await chapterWithPrompt(h(), key);
    await h().failPrompt(c.promptId, 'no');
    const m = await pollUntil('the delivery', () => [...r.accepted().values()][0]);
    expect(m.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(verifyStandardWebhook(hook.secret, m.headers, m.body)).toEqual({ valid: true });
    expect(verifyStandardWebhook(rotated.body.secret, m.headers, m.body)).toEqual({ valid: true });
    expect(verifyStandardWebhook('whsec_' + Buffer.alloc(32, 1).toString('base64'), m.headers, m.body)).toEqual({ valid: false, reason: 'no matching v1 signature' });
    expect((await h().api.post(`/api/v1/webhooks/${hook.id}/rotate`, h().keyB)).status).toBe(404);
  });

  it('disables a webhook whose delivery keeps failing for the whole retry period, with the reason', async () => {
    const key = await h().newTenantKey();
    const r = await receiver(() => ({ status: 503 }));
    const hook = (await h().api.post('/api/v1/webhooks', key, { url: r.url, events: ['prompt.completed', 'prompt.failed'] })).body;
    dispatcher(h(), { retryForMs: 300 });
    const c = await chapterWithPrompt(h(), key);
    await h().completePrompt(c.promptId, 'done');
    const disabled = await pollUntil('the webhook disabled', async () => {
      const got = (await h().api.get(`/api/v1/webhooks/${hook.id}`, key)).body;
      return got.state === 'disabled' ? got : undefined;
    }, 30_000);
    expect(disabled.disabled_reason).toMatch(/could not be delivered in \d+ attempts.*HTTP 503/);
    expect(disabled.recent_attempts.length).toBeGreaterThanOrEqual(2);
    expect(disabled.recent_attempts.every((a: { status_code: number }) => a.status_code === 503)).toBe(true);
    expect(disabled.pending_deliveries).toBe(0);
    // Nothing more is recorded or sent for it; a working webhook of the same tenant shows the event was handled.
    const before = r.received.length;
    const witness = await receiver();
    await h().api.post('/api/v1/webhooks', key, { url: witness.url, events: ['prompt.failed'] });
    const d = await chapterWithPrompt(h(), key);
    await h().failPrompt(d.promptId, 'no');
    await pollUntil('the working webhook to get the event', () => (witness.accepted().size === 1 ? true : undefined));
    const tenant = (await h().runtime.deps.keys.resolve(key))!.tenant;
    const forDisabled = (await h().runtime.deps.store.list('delivery', { tenant })).filter((x) => x.spec.webhookId === hook.id);
    expect(forDisabled.map((x) => [x.spec.eventType, x.status.phase])).toEqual([['prompt.completed', 'failed']]);
    expect(r.received.length).toBe(before);
  });

  it('re-enables a disabled webhook: events from then on are delivered, undelivered ones from before are not sent', async () => {
    const key = await h().newTenantKey();
    const tenant = (await h().runtime.deps.keys.resolve(key))!.tenant;
    const store = h().runtime.deps.store;
    const r = await receiver(() => ({ status: 503 }));
    const hook = (await h().api.post('/api/v1/webhooks', key, { url: r.url, events: ['prompt.completed'] })).body;
    dispatcher(h(), { retryForMs: 300 });
    const first = await chapterWithPrompt(h(), key);
    await h().completePrompt(first.promptId, 'done');
    await pollUntil('the webhook disabled', async () => ((await h().api.get(`/api/v1/webhooks/${hook.id}`, key)).body.state === 'disabled' ? true : undefined), 30_000);
    // An event while it is disabled, and a delivery recorded before the disable and still pending (as the dispatcher
    // leaves one whose retries had not run out yet).
    const during = await chapterWithPrompt(h(), key);
    await h().completePrompt(during.promptId, 'while disabled');
    const before = await chapterWithPrompt(h(), key);
    const occurredAt = new Date(Date.parse(hook.created_at) + 1).toISOString();
    const pendingId = deliveryIdFor(hook.id, 'prompt.completed', before.promptId);
    await store.create('delivery', { spec: { id: pendingId, tenant, createdAt: occurredAt, webhookId: hook.id, eventType: 'prompt.completed', subjectId: before.promptId, occurredAt, payload: '{}' }, labels: { 'montage.dev/webhook': hook.id } });
    r.behave(() => ({ status: 200 }));
    const received = r.received.length;

    expect((await h().api.post(`/api/v1/webhooks/${hook.id}/enable`, h().keyB)).status).toBe(404);
    expect((await h().api.post('/api/v1/webhooks/whk_nope/enable', key)).status).toBe(404);
    const enabled = await h().api.post(`/api/v1/webhooks/${hook.id}/enable`, key);
    expect(enabled.status).toBe(200);
    expect(enabled.body).toMatchObject({ id: hook.id, state: 'active', disabled_reason: null });
    expect(enabled.body.secret).toBeUndefined();
    const again = await h().api.post(`/api/v1/webhooks/${hook.id}/enable`, key);
    expect(again.body).toMatchObject({ state: 'active' });

    const after = await chapterWithPrompt(h(), key);
    await h().completePrompt(after.promptId, 'after');
    await pollUntil('the event after re-enabling delivered', () => (r.accepted().size === 1 ? true : undefined), 30_000);
    const dropped = await pollUntil('the old pending delivery dropped', async () => {
      const d = await store.get('delivery', pendingId);
      return d?.status.phase === 'failed' ? d : undefined;
    });
    expect(dropped.status.lastError).toMatch(/before its webhook was re-enabled/);
    expect([...r.accepted().values()].map((m) => JSON.parse(m.body).data.prompt.id)).toEqual([after.promptId]);
    expect(r.received.slice(received).map((m) => JSON.parse(m.body).data?.prompt?.id)).toEqual([after.promptId]);
    // Nothing is recorded for the event while it was disabled, now or on a replay.
    expect(await recordDeliveries({ store, clock: systemClock, payload: payloadDeps }, (await store.get('prompt', during.promptId))!)).toBe(0);
    // The delivered status is written just after the receiver answered.
    const phases = await pollUntil('the delivery marked delivered', async () => {
      const list = Object.fromEntries((await store.list('delivery', { tenant })).map((d) => [d.spec.subjectId, d.status.phase]));
      return list[after.promptId] === 'delivered' ? list : undefined;
    });
    expect(phases).toEqual({ [first.promptId]: 'failed', [before.promptId]: 'failed', [after.promptId]: 'delivered' });
    expect((await h().api.get(`/api/v1/webhooks/${hook.id}`, key)).body).toMatchObject({ state: 'active', pending_deliveries: 0 });
  });

  it('sends only events that happen after the webhook exists, and only the tenant\'s own', async () => {
    const key = await h().newTenantKey();
    const other = await h().newTenantKey();
    const r = await receiver();
    dispatcher(h());
    const before = await chapterWithPrompt(h(), key);
    await h().completePrompt(before.promptId, 'before');
    const hook = (await h().api.post('/api/v1/webhooks', key, { url: r.url, events: ['prompt.completed'] })).body;
    const theirs = await chapterWithPrompt(h(), other);
    await h().completePrompt(theirs.promptId, 'not yours');
    const after = await chapterWithPrompt(h(), key);
    await h().completePrompt(after.promptId, 'after');
    await pollUntil('the delivery', () => (r.accepted().size > 0 ? true : undefined));
    await pollUntil('no pending deliveries', async () => ((await h().api.get(`/api/v1/webhooks/${hook.id}`, key)).body.pending_deliveries === 0 ? true : undefined));
    expect([...r.accepted().values()].map((m) => JSON.parse(m.body).data.prompt.id)).toEqual([after.promptId]);
  });

  it('drops the pending deliveries of a deleted webhook', async () => {
    const key = await h().newTenantKey();
    const r = await receiver(() => ({ status: 500 }));
    const hook = (await h().api.post('/api/v1/webhooks', key, { url: r.url, events: ['prompt.completed'] })).body;
    dispatcher(h(), { retryBaseMs: 200 });
    const c = await chapterWithPrompt(h(), key);
    await h().completePrompt(c.promptId, 'done');
    await pollUntil('a failed attempt', () => (r.received.length > 0 ? true : undefined));
    expect((await h().api.get(`/api/v1/webhooks/${hook.id}`, key)).body.pending_deliveries).toBe(1);
    expect((await h().api.raw('DELETE', `/api/v1/webhooks/${hook.id}`, key)).status).toBe(204);
    const tenant = (await h().runtime.deps.keys.resolve(key))!.tenant;
    await pollUntil('the deliveries removed', async () => ((await h().runtime.deps.store.list('delivery', { tenant })).length === 0 ? true : undefined), 10_000);
  });

  it('prunes finished deliveries after their retention behind a watermark: recording the same events again records nothing; pending ones stay', async () => {
    const key = await h().newTenantKey();
    const tenant = (await h().runtime.deps.keys.resolve(key))!.tenant;
    const store = h().runtime.deps.store;
    const r = await receiver();
    const failing = await receiver(() => ({ status: 500 }));
    const hook = (await h().api.post('/api/v1/webhooks', key, { url: r.url, events: ['prompt.completed'] })).body;
    const stuck = (await h().api.post('/api/v1/webhooks', key, { url: failing.url, events: ['prompt.completed'] })).body;
    dispatcher(h(), { retryBaseMs: 10_000, retentionMs: 300, recordGraceMs: 200 });
    const prompts: string[] = [];
    for (let i = 0; i < 2; i++) {
      const c = await chapterWithPrompt(h(), key);
      await h().completePrompt(c.promptId, `done ${i}`);
      prompts.push(c.promptId);
    }
    await pollUntil('both events delivered', () => (r.accepted().size === 2 ? true : undefined), 30_000);
    const left = await pollUntil('the delivered ones pruned', async () => {
      const deliveries = await store.list('delivery', { tenant });
      return deliveries.every((d) => d.spec.webhookId === stuck.id) ? deliveries : undefined;
    }, 15_000);
    // The failing webhook's deliveries are pending (being retried): never pruned, however old.
    expect(left.map((d) => d.status.phase ?? 'pending')).toEqual(['pending', 'pending']);
    const stored = (await store.get('webhook', hook.id))!;
    for (const id of prompts) expect(stored.status.recordedThrough! > (await store.get('prompt', id))!.status.completedAt!).toBe(true);
    expect((await store.get('webhook', stuck.id))!.status.recordedThrough).toBeUndefined();

    // A replay of the same resources (a restart, a later write to them) records nothing for the pruned events.
    for (const id of prompts) expect(await recordDeliveries({ store, clock: systemClock, payload: payloadDeps }, (await store.get('prompt', id))!)).toBe(0);
    expect((await store.list('delivery', { tenant })).filter((d) => d.spec.webhookId === hook.id)).toEqual([]);
    expect(r.received.filter((m) => m.answered !== 'hang' && m.answered.status === 200)).toHaveLength(2);
    // The attempts stay visible through the API.
    const got = (await h().api.get(`/api/v1/webhooks/${hook.id}`, key)).body;
    expect(got.recent_attempts.filter((a: { status_code: number | null }) => a.status_code === 200)).toHaveLength(2);
    expect(got.pending_deliveries).toBe(0);
  });
});
