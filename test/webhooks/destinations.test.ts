import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { systemClock } from '../../lib/clock.js';
import { startWebhookDispatcher } from '../../controller/webhooks/dispatcher.js';
import { dispatcherSettingsFrom } from '../../controller/webhooks/settings.js';
import { loadConfig, type Config } from '../../lib/config.js';
import type { Lookup } from '../../lib/net/destination.js';
import { startEmbedded } from '../../runtime/embedded.js';
import type { Runtime } from '../../runtime/runtime.js';
import { client, type Client } from '../api/http.js';
import { listenRuntime, type Listening } from '../support/listen.js';
import { makeMedia } from '../support/media.js';
import { pollUntil } from '../support/proc.js';

/*
 * IPv4 addresses in IPv6 clothing, at registration (the REST API answers 400 with a hint) and at delivery time
 * (a webhook whose URL or DNS answer became such an address is never connected to). The embedded runtime serves the
 * API and probes a real upload (asset.ready); the dispatcher runs with the settings the runtime derives from its
 * configuration, plus a DNS stand-in (the only fake: this machine's resolver cannot be made to answer ::127.0.0.1).
 * A listener on ::1 and 127.0.0.1 records every connection, and Node's `net.client.socket` diagnostics channel
 * records every connection this process attempts.
 */
const KEY = `destinations-key-${randomBytes(12).toString('hex')}`;

/** A TCP listener on one port of both loopback addresses, recording who connected. */
async function loopbackListener(): Promise<{ port: number; connections: string[]; close(): Promise<void> }> {
  const connections: string[] = [];
  const sockets = new Set<Socket>();
  const make = () =>
    createServer((socket) => {
      connections.push(`${socket.localAddress} from ${socket.remoteAddress}`);
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.end('HTTP/1.1 200 OK\r\ncontent-length: 0\r\nconnection: close\r\n\r\n');
    });
  for (;;) {
    const six = make();
    await new Promise<void>((resolve, reject) => six.once('error', reject).listen(0, '::1', resolve));
    const port = (six.address() as { port: number }).port;
    const four: Server = make();
    const bound = await new Promise<boolean>((resolve) => four.once('error', () => resolve(false)).listen(port, '127.0.0.1', () => resolve(true)));
    const close = async () => {
      for (const s of sockets) s.destroy();
      await Promise.all([six, four].map((s) => new Promise((r) => (s.listening ? s.close(r) : r(undefined)))));
    };
    if (bound) return { port, connections, close };
    await close(); // the port was taken on 127.0.0.1: try another
  }
}

/** Every TCP connection this process attempts from now on, as `address port` (diagnostics channel, no patching). */
function connectionAttempts(): { seen: string[]; stop(): void } {
  const seen: string[] = [];
  const onSocket = (message: unknown) => {
    const socket = (message as { socket: Socket }).socket;
    socket.on('connectionAttempt', (ip: string, port: number) => seen.push(`${ip} ${port}`));
  };
  subscribe('net.client.socket', onSocket);
  return { seen, stop: () => unsubscribe('net.client.socket', onSocket) };
}

describe('webhook destinations that hide an IPv4 address in IPv6', () => {
  let dataDir: string;
  let config: Config;
  let runtime: Runtime;
  let http: Listening;
  let api: Client;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'destinations-'));
    // Only ::1 is allowed (the control webhook's address); nothing else that is not public.
    config = loadConfig({ MONTAGE_DATA_DIR: join(dataDir, 'data'), MONTAGE_API_KEYS: `${KEY}=destinations`, LOG_LEVEL: 'silent', MONTAGE_WEBHOOK_ALLOWED_HOSTS: '::1', MONTAGE_WEBHOOK_RETRY_BASE_MS: '60000' });
    runtime = await startEmbedded(config, pino({ level: 'silent' }), { controllers: ['assets'] });
    http = await listenRuntime(runtime);
    api = client(http.base);
  }, 60_000);
  afterAll(async () => {
    await http?.close();
    await runtime?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it.each([
    ['https://[::127.0.0.1]/hook', /IPv4-compatible.*127\.0\.0\.1/],
    ['https://[::7f00:1]:8443/hook', /IPv4-compatible/],
    ['https://[::ffff:0:127.0.0.1]/hook', /IPv4-translated/],
    ['https://[::ffff:127.0.0.1]/hook', /IPv4-mapped IPv6 for 127\.0\.0\.1/],
    ['https://[64:ff9b::169.254.169.254]/latest/meta-data', /NAT64 IPv6 for 169\.254\.169\.254/],
    ['https://[64:ff9b:1::a00:1]/hook', /local-use NAT64/],
    ['https://[2002:a00:1::1]/hook', /6to4 IPv6 for 10\.0\.0\.1/],
    ['https://[2001:0:4136:e378:8000:63bf:80ff:fffe]/hook', /Teredo/],
  ])('refuses to register %s with a 400 that says why and what to do', async (url, why) => {
    const res = await api.post('/api/v1/webhooks', KEY, { url, events: ['asset.ready'] });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.error).toMatch(why);
    expect(res.body.hint).toMatch(/public host/);
  });

  it('never connects, at delivery time, to such an address, whether the stored URL names it or DNS answers it', async () => {
    const listener = await loopbackListener();
    const attempts = connectionAttempts();
    // The DNS stand-in: names that resolved to a public address when they were registered, and now do not.
    const dns: Record<string, string> = {
      'compat.hooks.test': '::127.0.0.1',
      'translated.hooks.test': '::ffff:0:127.0.0.1',
      'nat64.hooks.test': '64:ff9b::127.0.0.1',
      'sixtofour.hooks.test': '2002:7f00:1::1',
      'mapped.hooks.test': '::ffff:127.0.0.1',
    };
    const lookup: Lookup = async (host) => (dns[host] ? [{ address: dns[host], family: 6 }] : []);
    const dispatcher = startWebhookDispatcher({
      store: runtime.deps.store,
      clock: systemClock,
      logger: pino({ level: 'silent' }),
      settings: { ...dispatcherSettingsFrom(config, { publicUrl: http.base, downloadUrl: async (key) => `${http.base}/files/${key}` }, runtime.deps.webhooks.sealer), lookup },
    });
    try {
      const port = listener.port;
      const refusedUrls = [`https://[::127.0.0.1]:${port}/hook`, `https://[64:ff9b::7f00:1]:${port}/hook`, ...Object.keys(dns).map((name) => `https://${name}:${port}/hook`)];
      // Registered while they passed (a public literal, as an older Montage or an earlier DNS answer let them in),
      // then pointed where they point now.
      const refusedIds: string[] = [];
      for (const url of refusedUrls) {
        const created = await api.post('/api/v1/webhooks', KEY, { url: 'https://93.184.216.34/hook', events: ['asset.ready'] });
        expect(created.status).toBe(201);
        const stored = (await runtime.deps.store.get('webhook', created.body.id))!;
        await runtime.deps.store.update('webhook', { ...stored, spec: { ...stored.spec, url } });
        refusedIds.push(created.body.id);
      }
      // The control: the same listener, reached through the allowed ::1, records a connection.
      const control = await api.post('/api/v1/webhooks', KEY, { url: `http://[::1]:${port}/control`, events: ['asset.ready'] });
      expect(control.status).toBe(201);

      const png = readFileSync(await makeMedia('png', join(dataDir, 'hook.png')));
      const uploaded = await api.raw('POST', '/api/v1/assets', KEY, { body: png, headers: { 'content-type': 'image/png' } });
      expect(uploaded.status).toBe(201);

      const attemptOf = async (id: string) => (await api.get(`/api/v1/webhooks/${id}`, KEY)).body.recent_attempts[0] as { error: string | null; status_code: number | null } | undefined;
      await pollUntil('the control delivery', async () => ((await attemptOf(control.body.id))?.status_code === 200 ? true : undefined), 60_000);
      const refused = await pollUntil(
        'an attempt of every refused webhook',
        async () => {
          const all = await Promise.all(refusedIds.map(attemptOf));
          return all.every(Boolean) ? all : undefined;
        },
        60_000,
      );
      const errors = refused.map((a) => a!.error);
      expect(errors).toEqual([
        expect.stringMatching(/^refused: the address ::7f00:1 is an IPv4-compatible IPv6 address .*127\.0\.0\.1/),
        expect.stringMatching(/^refused: the address 64:ff9b::7f00:1 is NAT64 IPv6 for 127\.0\.0\.1, a private, loopback/),
        expect.stringMatching(/^refused: the host compat\.hooks\.test resolves to ::127\.0\.0\.1, an IPv4-compatible/),
        expect.stringMatching(/^refused: .*translated\.hooks\.test resolves to ::ffff:0:127\.0\.0\.1, an IPv4-translated/),
        expect.stringMatching(/^refused: .*nat64\.hooks\.test resolves to 64:ff9b::127\.0\.0\.1, NAT64 IPv6 for 127\.0\.0\.1/),
        expect.stringMatching(/^refused: .*sixtofour\.hooks\.test resolves to 2002:7f00:1::1, 6to4 IPv6 for 127\.0\.0\.1/),
        expect.stringMatching(/^refused: .*mapped\.hooks\.test resolves to ::ffff:127\.0\.0\.1, IPv4-mapped IPv6 for 127\.0\.0\.1/),
      ]);
      expect(refused.every((a) => a!.status_code === null)).toBe(true);
      // Only the control reached the listener, and the only connection attempted to its port was the control's.
      expect(listener.connections).toEqual([`::1 from ::1`]);
      expect(attempts.seen.filter((a) => a.endsWith(` ${port}`))).toEqual([`::1 ${port}`]);
    } finally {
      attempts.stop();
      dispatcher.stop();
      await listener.close();
    }
  }, 120_000);
});
