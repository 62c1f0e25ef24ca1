import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { freePort } from '../env/ports.js';
import { STATELESS_REVISION } from '../../mcp/protocol.js';
import { TOOL_NAMES } from '../../mcp/server.js';
import { PinnedClient } from './pinned-client.js';
import { startMcpTestService, type McpTestService } from './service.js';
import { expectSixTools, fail, runToolFlow } from './tool-flow.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const MONTAGE = join(root, 'bin', 'montage.ts');

/** `montage mcp` as an assistant starts it: a child process speaking MCP on stdin/stdout. */
async function connectStdio(env: Record<string, string>): Promise<{ client: Client; stderr: () => string }> {
  const transport = new StdioClientTransport({ command: process.execPath, args: ['--import', 'tsx', MONTAGE, 'mcp'], env, cwd: root, stderr: 'pipe' });
  let stderr = '';
  transport.stderr?.on('data', (chunk) => (stderr += chunk));
  const client = new Client({ name: 'montage-test', version: '1.0.0' });
  await client.connect(transport);
  return { client, stderr: () => stderr };
}

describe('the MCP tools over stdio (`montage mcp`)', () => {
  let service: McpTestService;
  let workDir: string;
  const clients: Client[] = [];
  const connect = async (env: Record<string, string>) => {
    const { client } = await connectStdio(env);
    clients.push(client);
    return client;
  };
  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'mcp-stdio-'));
    service = await startMcpTestService();
  });
  afterAll(async () => {
    for (const client of clients) await client.close();
    await service?.stop();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('lists the six tools and runs the intended flow to a downloadable MP4', async () => {
    const started = Date.now();
    const client = await connect({ MONTAGE_API_URL: service.base, MONTAGE_API_KEY: service.keyA });
    console.log(`stdio server: connected (spawn + initialize) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await expectSixTools(client);
    const result = await runToolFlow(client, workDir, 'Over stdio');
    console.log(`MCP over stdio: AddPrompt ${result.promptSeconds.toFixed(1)} s; ExportProject ${result.exportSeconds.toFixed(1)} s in ${result.exportCalls} call(s)`);
  }, 180_000);

  it('accepts an OAuth access token as its key, since REST accepts the same tokens', async () => {
    const token = await service.issuer.sign({ sub: 'stdio-oauth-user', aud: `${service.base}/mcp` });
    const client = await connect({ MONTAGE_API_URL: `${service.base}/api/v1/`, MONTAGE_API_KEY: token });
    const project = (await client.callTool({ name: 'CreateProject', arguments: { name: 'Via token' } })).structuredContent as { id: string };
    expect(project.id).toMatch(/^prj_/);
  });

  it('reports a wrong key as the API does: UNAUTHORIZED with its hint', async () => {
    const client = await connect({ MONTAGE_API_URL: service.base, MONTAGE_API_KEY: 'wrong-key-0123456789' });
    const error = await fail(client, 'ListProjects', {});
    expect(error).toMatchObject({ code: 'UNAUTHORIZED', hint: expect.stringMatching(/key/) });
  });

  it('reports an unreachable service as a tool error', async () => {
    const client = await connect({ MONTAGE_API_URL: `http://127.0.0.1:${await freePort()}`, MONTAGE_API_KEY: service.keyA });
    const error = await fail(client, 'ListProjects', {});
    expect(error.message).toMatch(/could not be reached/);
  });

  it('answers a client of revision 2026-07-28: server/discover and tool calls without a handshake', async () => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: ['--import', 'tsx', MONTAGE, 'mcp'],
      env: { MONTAGE_API_URL: service.base, MONTAGE_API_KEY: service.keyA },
      cwd: root,
      stderr: 'pipe',
    });
    const pinned = new PinnedClient(transport, STATELESS_REVISION);
    try {
      const discovered = (await pinned.request('server/discover', {})).result as { supportedVersions: string[] };
      expect(discovered.supportedVersions[0]).toBe(STATELESS_REVISION);
      const listed = (await pinned.request('tools/list', {})).result as { tools: { name: string }[] };
      expect(listed.tools.map((t) => t.name).sort()).toEqual([...TOOL_NAMES].sort());
      expect((await pinned.request('tools/call', { name: 'ListProjects', arguments: {} })).result).toMatchObject({ structuredContent: { pagination: expect.any(Object) } });
    } finally {
      await pinned.close();
    }
  });

  it('refuses to start without its settings, naming them on stderr', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', MONTAGE, 'mcp'], { cwd: root, env: { PATH: process.env.PATH ?? '' }, input: '', encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/MONTAGE_API_URL.*MONTAGE_API_KEY/s);
  });
});
