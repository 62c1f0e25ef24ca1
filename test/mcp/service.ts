import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { pino } from 'pino';
import { createApp } from '../../api/app.js';
import { loadConfig } from '../../lib/config.js';
import { startEmbedded } from '../../runtime/embedded.js';
import type { Runtime } from '../../runtime/runtime.js';
import { freePort } from '../env/ports.js';
import { startTestIssuer, type TestIssuer } from './issuer.js';

/**
 * A real embedded service (all controllers: prompts are rendered by FFmpeg, exports joined) with /mcp mounted as
 * `montage serve` mounts it, and OAuth configured against a loopback test issuer. REST and /mcp share one resolver.
 */
export interface McpTestService {
  base: string;
  runtime: Runtime;
  issuer: TestIssuer;
  keyA: string;
  keyB: string;
  tenantA: string;
  /** An SDK client over Streamable HTTP with the given bearer token. */
  connect(token: string): Promise<Client>;
  stop(): Promise<void>;
}

/**
 * `issuer`: the MONTAGE_OAUTH_ISSUER to configure instead of the test issuer's (e.g. one that is down);
 * `allowedOrigins`: MONTAGE_MCP_ALLOWED_ORIGINS.
 */
export async function startMcpTestService(options: { issuer?: string; allowedOrigins?: string[] } = {}): Promise<McpTestService> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mcp-'));
  const tag = randomBytes(4).toString('hex');
  const keys = ['a', 'b'].map((n) => ({ key: `mcp-key-${n}-${randomBytes(12).toString('hex')}`, tenant: `mcp-${n}-${tag}` }));
  const issuer = await startTestIssuer();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const config = loadConfig({
    MONTAGE_DATA_DIR: dataDir,
    MONTAGE_API_KEYS: keys.map((k) => `${k.key}=${k.tenant}`).join(','),
    PORT: String(port),
    LOG_LEVEL: 'silent',
    MONTAGE_OAUTH_ISSUER: options.issuer ?? issuer.issuer,
    MONTAGE_PUBLIC_URL: base,
    ...(options.allowedOrigins ? { MONTAGE_MCP_ALLOWED_ORIGINS: options.allowedOrigins.join(',') } : {}),
  });
  const runtime = await startEmbedded(config, logger);
  const app = createApp({ ...runtime.deps, routers: runtime.routers });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(port, '127.0.0.1', () => resolve(s));
  });
  const clients: Client[] = [];
  return {
    base,
    runtime,
    issuer,
    keyA: keys[0]!.key,
    keyB: keys[1]!.key,
    tenantA: keys[0]!.tenant,
    connect: async (token) => {
      const client = new Client({ name: 'montage-test', version: '1.0.0' });
      const transport = new StreamableHTTPClientTransport(new URL(`${base}/mcp`), { requestInit: { headers: { authorization: `Bearer ${token}` } } });
      await client.connect(transport);
      clients.push(client);
      return client;
    },
    stop: async () => {
      for (const client of clients) await client.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await runtime.stop();
      await issuer.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
