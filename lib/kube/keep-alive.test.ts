import { describe, expect, it } from '@jest/globals';
import type { Agent } from 'node:https';
import { KubeConfig } from '@kubernetes/client-node';
import { withKeepAlive } from './keep-alive.js';

type CreateAgent = (cluster: unknown, options: Record<string, unknown>) => Agent;

function config(): KubeConfig {
  const kc = new KubeConfig();
  kc.loadFromOptions({
    clusters: [{ name: 'c', server: 'https://127.0.0.1:6443', skipTLSVerify: false }],
    users: [{ name: 'u', token: 't' }],
    contexts: [{ name: 'x', cluster: 'c', user: 'u' }],
    currentContext: 'x',
  });
  return kc;
}

const createAgent = (kc: KubeConfig) => (kc as unknown as { createAgent: CreateAgent }).createAgent;

describe('withKeepAlive', () => {
  it('gives every request the same keep-alive agent where client-node 1.3 builds a new one each time', () => {
    const plain = config();
    const cluster = plain.getCurrentCluster();
    // What the pinned client does (the reason for the wrapper): two agents, keep-alive off.
    expect(createAgent(plain)(cluster, { ca: Buffer.from('ca') })).not.toBe(createAgent(plain)(cluster, { ca: Buffer.from('ca') }));

    const kc = withKeepAlive(config());
    const first = createAgent(kc)(cluster, { ca: Buffer.from('ca'), rejectUnauthorized: undefined });
    expect(createAgent(kc)(cluster, { ca: Buffer.from('ca') })).toBe(first);
    expect((first as unknown as { keepAlive: boolean }).keepAlive).toBe(true);
    expect(first.options.timeout).toBe(60_000);
    // A different TLS identity (a rotated client certificate) gets an agent of its own.
    expect(createAgent(kc)(cluster, { ca: Buffer.from('ca'), cert: Buffer.from('new cert') })).not.toBe(first);
    expect(withKeepAlive(kc)).toBe(kc);
  });

  it('gives watches (applyToFetchOptions) the same agent as API calls', async () => {
    const kc = withKeepAlive(config());
    const opts = { headers: {} } as Parameters<KubeConfig['applyToFetchOptions']>[0];
    const a = await kc.applyToFetchOptions(opts);
    const b = await kc.applyToFetchOptions(opts);
    expect(a.agent).toBe(b.agent);
    const apiCall = { setAgent: (agent: unknown) => (apiAgent = agent), setHeaderParam: () => undefined };
    let apiAgent: unknown;
    await kc.applySecurityAuthentication(apiCall as unknown as Parameters<KubeConfig['applySecurityAuthentication']>[0]);
    expect(apiAgent).toBe(a.agent);
  });
});
