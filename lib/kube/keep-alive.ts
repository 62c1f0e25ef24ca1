import { createHash } from 'node:crypto';
import type { Agent } from 'node:http';
import type { Cluster, KubeConfig } from '@kubernetes/client-node';

type AgentFactory = (cluster: Cluster | null, options: Record<string, unknown>) => Agent;

const pooled = new WeakSet<KubeConfig>();

/**
 * An idle pooled connection is closed after this long, before kube-apiserver closes it (its Go server's IdleTimeout
 * is 90 s): otherwise a request could be sent on a connection the server is closing at that moment. The agent's
 * timeout only closes idle sockets; a quiet watch stream is not cut by it.
 */
const IDLE_SOCKET_MS = 60_000;
const MAX_AGENTS = 8;

/**
 * Makes every request of this KubeConfig share keep-alive connections.
 *
 * client-node 1.3 calls its private `KubeConfig.createAgent` for every request: `applySecurityAuthentication` (every
 * generated API call, e.g. CustomObjectsApi) and `applyToHTTPSOptions` (Watch, via applyToFetchOptions) each build
 * a `new https.Agent(...)` with keepAlive off. A fresh agent has an empty pool, so every apiserver call opened a new
 * TCP connection and paid a TLS handshake. This wraps that one method (no fork): the first call per distinct set of
 * agent options (CA, client certificate and key, TLS settings, proxy) builds the agent with keepAlive on, later
 * calls get the same one. A rotated client certificate changes the options and so gets a new agent. Returns `kc`.
 */
export function withKeepAlive(kc: KubeConfig): KubeConfig {
  if (pooled.has(kc)) return kc;
  pooled.add(kc);
  const target = kc as unknown as { createAgent: AgentFactory };
  const original = target.createAgent.bind(kc);
  const agents = new Map<string, Agent>();
  target.createAgent = (cluster, options) => {
    const key = agentKey(cluster, options);
    let agent = agents.get(key);
    if (!agent) {
      agent = original(cluster, { timeout: IDLE_SOCKET_MS, ...withoutUndefined(options), keepAlive: true, keepAliveMsecs: 30_000, scheduling: 'lifo' });
      agents.set(key, agent);
      // Rotated credentials leave older agents behind: forget the oldest (its idle sockets close on their own).
      if (agents.size > MAX_AGENTS) agents.delete(agents.keys().next().value!);
    }
    return agent;
  };
  return kc;
}

function agentKey(cluster: Cluster | null, options: Record<string, unknown>): string {
  const hash = createHash('sha256');
  hash.update(`${cluster?.server ?? ''}\0${cluster?.proxyUrl ?? ''}\0`);
  for (const name of Object.keys(options).sort()) {
    const value = options[name];
    if (value === undefined) continue;
    hash.update(`${name}=`);
    if (Buffer.isBuffer(value)) hash.update(value);
    else if (Array.isArray(value)) for (const v of value) hash.update(Buffer.isBuffer(v) ? v : String(v));
    else hash.update(String(value));
    hash.update('\0');
  }
  return hash.digest('hex');
}

function withoutUndefined(options: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined));
}
