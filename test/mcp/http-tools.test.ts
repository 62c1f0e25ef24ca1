import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { DEFAULT_FORMAT } from '../../model/format.js';
import { createApp } from '../../api/app.js';
import { McpConfig, parseConfig } from '../../mcp/config.js';
import { mcpRouter } from '../../mcp/router.js';
import { MemoryRateLimiter } from '../../ratelimit/memory.js';
import { startMcpTestService, type McpTestService } from './service.js';
import { callTool, expectSixTools, fail, runToolFlow, succeed, textOf } from './tool-flow.js';
import { pollUntil } from '../support/proc.js';

const INITIALIZE = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } };

describe('the MCP tools over Streamable HTTP at /mcp (API keys)', () => {
  let service: McpTestService;
  let a: Client;
  let b: Client;
  let workDir: string;
  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'mcp-http-'));
    service = await startMcpTestService();
    a = await service.connect(service.keyA);
    b = await service.connect(service.keyB);
  });
  afterAll(async () => {
    await service?.stop();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('lists exactly the six tools, with the limits in their schemas', async () => {
    await expectSixTools(a);
  });

  it('runs the intended flow through the tools and ends with a downloadable MP4', async () => {
    const result = await runToolFlow(a, workDir, 'Over HTTP');
    console.log(`MCP over HTTP: AddPrompt ${result.promptSeconds.toFixed(1)} s; ExportProject ${result.exportSeconds.toFixed(1)} s in ${result.exportCalls} call(s)`);
  }, 180_000);

  it("returns the API's VALIDATION_ERROR and hint as a tool error", async () => {
    const error = await fail(a, 'CreateProject', { name: 'x'.repeat(31) });
    expect(error).toMatchObject({ code: 'VALIDATION_ERROR', hint: expect.stringContaining('name must be at most 30 characters') });
    expect((await fail(a, 'CreateProject', { name: 'Wide', format: { aspect: 'wide' } })).hint).toMatch(/format\.aspect/);
    const project = await succeed(a, 'CreateProject', { name: 'Limits' });
    expect(project.format).toEqual({ aspect: 'landscape', resolution: DEFAULT_FORMAT.resolution });
    const reel = await succeed(a, 'CreateProject', { name: 'Reel', format: { aspect: 'portrait' } });
    expect(reel.format).toEqual({ aspect: 'portrait', resolution: DEFAULT_FORMAT.resolution });
    expect((await fail(a, 'AddChapter', { project_id: project.id, name: 'Long', duration: 601 })).hint).toMatch(/duration/);
    expect((await fail(a, 'AddChapter', { project_id: project.id, name: 'Half', duration: 1.5 })).code).toBe('VALIDATION_ERROR');
    expect((await fail(a, 'ListProjects', { limit: 101 })).code).toBe('VALIDATION_ERROR');
    const chapter = await succeed(a, 'AddChapter', { project_id: project.id, name: 'Empty' });
    expect(chapter.duration).toBeNull();
    expect((await fail(a, 'AddPrompt', { project_id: project.id, chapter_id: chapter.id, content: '' })).hint).toMatch(/content/);
    // Nothing rendered yet: the API's rule, with its hint.
    expect((await fail(a, 'ExportProject', { project_id: project.id })).code).toBe('VALIDATION_ERROR');
  });

  it("answers NOT_FOUND for another tenant's project and chapter, and for ids that are not ids", async () => {
    const project = await succeed(a, 'CreateProject', { name: 'Private' });
    const chapter = await succeed(a, 'AddChapter', { project_id: project.id, name: 'Mine' });
    expect((await fail(b, 'ListChapters', { project_id: project.id })).code).toBe('NOT_FOUND');
    expect((await fail(b, 'AddChapter', { project_id: project.id, name: 'Theirs' })).code).toBe('NOT_FOUND');
    expect((await fail(b, 'AddPrompt', { project_id: project.id, chapter_id: chapter.id, content: 'Title "NO"' })).code).toBe('NOT_FOUND');
    expect((await fail(b, 'ExportProject', { project_id: project.id })).code).toBe('NOT_FOUND');
    expect((await succeed(b, 'ListProjects', {})).projects).toEqual([]);
    for (const id of ['..', '.', 'prj_x/../../projects', '%2e%2e']) expect((await fail(a, 'ListChapters', { project_id: id })).code).toBe('NOT_FOUND');
  });

  it('refuses a second prompt with CONFLICT, and force supersedes the running one', async () => {
    const project = await succeed(a, 'CreateProject', { name: 'Race' });
    const chapter = await succeed(a, 'AddChapter', { project_id: project.id, name: 'One', duration: 20 });
    const args = { project_id: project.id, chapter_id: chapter.id };
    const first = callTool(a, 'AddPrompt', { ...args, content: 'Title "FIRST"' });
    // Wait until the first prompt is processing, then try again without and with force.
    for (let i = 0; ; i++) {
      const listed = await succeed(a, 'ListChapters', { project_id: project.id });
      if (listed.chapters[0].status === 'processing') break;
      if (i > 100) throw new Error('the first prompt never started');
      await new Promise((r) => setTimeout(r, 50));
    }
    const conflict = await fail(a, 'AddPrompt', { ...args, content: 'Title "SECOND"' });
    expect(conflict.code).toBe('CONFLICT');
    // The API's hint says "GET the chapter"; the tool's says which tool to call.
    expect(conflict.hint).toMatch(/^Another prompt \(int_\S+\) is still rendering this chapter\. Wait for it: call ListChapters .* or call AddPrompt again with force: true/);
    expect(conflict.hint).not.toMatch(/\bGET\b/);
    const forced = await succeed(a, 'AddPrompt', { ...args, content: 'Title "FORCED"', force: true });
    // A 20 s chapter may take longer than the tool's 30 s wait on a busy machine: then it is followed as the tool
    // says, with ListChapters, until the chapter is ready.
    expect(['completed', 'processing']).toContain(forced.status);
    if (forced.status === 'processing') {
      await pollUntil('the forced prompt to complete', async () => ((await succeed(a, 'ListChapters', { project_id: project.id })).chapters[0].status === 'ready' ? true : undefined), 120_000, 500);
    }
    const superseded = (await first).structuredContent as { status: string; result: string };
    expect(superseded).toMatchObject({ status: 'failed', result: `Superseded by prompt ${forced.prompt_id}, submitted with force.` });
  }, 240_000);

  it('answers 401 with a WWW-Authenticate challenge without a valid key', async () => {
    const post = (headers: Record<string, string>) =>
      fetch(`${service.base}/mcp`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers }, body: JSON.stringify(INITIALIZE) });
    const missing = await post({});
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ code: 'UNAUTHORIZED', hint: expect.any(String) });
    expect(missing.headers.get('www-authenticate')).toBe(`Bearer resource_metadata="${service.base}/.well-known/oauth-protected-resource/mcp"`);
    const wrong = await post({ authorization: 'Bearer not-a-key-at-all' });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token", resource_metadata="/);
    const ok = await post({ authorization: `Bearer ${service.keyA}` });
    expect(ok.status).toBe(200);
    expect(textOfSse(await ok.text())).toMatchObject({ result: { serverInfo: { name: 'montage' } } });
  });

  it('is stateless: GET and DELETE are 405; a foreign Origin is refused with 403', async () => {
    const auth = { authorization: `Bearer ${service.keyA}` };
    for (const method of ['GET', 'DELETE']) {
      const res = await fetch(`${service.base}/mcp`, { method, headers: auth });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
    }
    const foreign = await fetch(`${service.base}/mcp`, { method: 'POST', headers: { ...auth, origin: 'http://evil.example', 'content-type': 'application/json' }, body: JSON.stringify(INITIALIZE) });
    expect(foreign.status).toBe(403);
  });

  it('without OAuth configured: a bare Bearer challenge and no resource metadata', async () => {
    const keysOnly = createApp({ ...service.runtime.deps, routers: [mcpRouter({ keys: service.runtime.deps.keys, config: parseConfig(McpConfig, {}) })] });
    const server: Server = await new Promise((resolve) => {
      const s = keysOnly.listen(0, '127.0.0.1', () => resolve(s));
    });
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const missing = await fetch(`${base}/mcp`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(INITIALIZE) });
      expect(missing.status).toBe(401);
      expect(missing.headers.get('www-authenticate')).toBe('Bearer');
      expect((await fetch(`${base}/.well-known/oauth-protected-resource`)).status).toBe(404);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("counts /mcp requests against the caller's rate limit when given the limiter", async () => {
    const limiter = new MemoryRateLimiter({ limit: 2, windowSeconds: 60 });
    const limited = createApp({ ...service.runtime.deps, routers: [mcpRouter({ keys: service.runtime.deps.keys, config: parseConfig(McpConfig, {}), rateLimiter: limiter })] });
    const server: Server = await new Promise((resolve) => {
      const s = limited.listen(0, '127.0.0.1', () => resolve(s));
    });
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const post = () => fetch(`${base}/mcp`, { method: 'POST', headers: { authorization: `Bearer ${service.keyB}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: JSON.stringify(INITIALIZE) });
      expect((await post()).status).toBe(200);
      expect((await post()).status).toBe(200);
      const refused = await post();
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await limiter.close();
    }
  });

  it('tells the assistant what to do next in the text', async () => {
    const created = await callTool(a, 'CreateProject', { name: 'Texts' });
    const id = (created.structuredContent as { id: string }).id;
    expect(textOf(created)).toBe(`Created project "Texts" (id ${id}, landscape ${DEFAULT_FORMAT.resolution}). Next: AddChapter with project_id "${id}".`);
    expect(textOf(await callTool(a, 'ListChapters', { project_id: id }))).toBe(`Project ${id} has no chapters yet. Next: AddChapter.`);
  });
});

/** The JSON-RPC message of a one-event SSE answer. */
function textOfSse(body: string): unknown {
  const data = body.split('\n').find((line) => line.startsWith('data: '));
  return JSON.parse(data!.slice('data: '.length));
}
