import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { extractWWWAuthenticateParams } from '@modelcontextprotocol/sdk/client/auth.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { LATEST_PROTOCOL_VERSION } from '@modelcontextprotocol/sdk/types.js';
import { TOOL_NAMES } from '../../mcp/server.js';
import { STATELESS_REVISION } from '../../mcp/protocol.js';
import { PinnedClient } from './pinned-client.js';
import { startMcpTestService, type McpTestService } from './service.js';
import { callTool, fail, succeed, textOf } from './tool-flow.js';

/*
 * The details third-party MCP clients met (issue 26, point 4), each through the SDK's own client or transport, against
 * the real service: export ids, unknown arguments, OAuth refusals, JSON-RPC errors, capabilities, hints in terms of
 * tools, CORS for browser clients, and protocol revision 2026-07-28.
 */

const APP_ORIGIN = 'http://app.example';
const INITIALIZE = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } };
/** How a REST hint reads (the tools' hints must name tools instead). */
const REST_WORDING = /\b(GET|POST|PUT|PATCH|DELETE)\b|\/api\/v1/;

describe('MCP details that third-party clients meet', () => {
  let service: McpTestService;
  let client: Client;
  let mcpUrl: string;
  beforeAll(async () => {
    service = await startMcpTestService({ allowedOrigins: [APP_ORIGIN] });
    client = await service.connect(service.keyA);
    mcpUrl = `${service.base}/mcp`;
  });
  afterAll(async () => {
    await service?.stop();
  });

  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(mcpUrl, {
      method: 'POST',
      headers: { authorization: `Bearer ${service.keyA}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
      body,
    });

  it('ExportProject with an export_id that is not the project\'s is NOT_FOUND, naming the export to follow instead', async () => {
    const project = await succeed(client, 'CreateProject', { name: 'Export ids' });
    // No export yet: NOT_FOUND, and the hint says how to start one, in terms of the tool.
    const none = await fail(client, 'ExportProject', { project_id: project.id, export_id: 'exp_00000000000000000000000000' });
    expect(none.code).toBe('NOT_FOUND');
    expect(none.hint).toBe('This project has no export yet: call ExportProject with the project_id alone to start one.');

    const chapter = await succeed(client, 'AddChapter', { project_id: project.id, name: 'One', duration: 1 });
    expect(await succeed(client, 'AddPrompt', { project_id: project.id, chapter_id: chapter.id, content: 'Title "IDS"' })).toMatchObject({ status: 'completed' });
    const started = await succeed(client, 'ExportProject', { project_id: project.id });
    const unknown = `exp_${'z'.repeat(26)}`;
    const asked = Date.now();
    const error = await fail(client, 'ExportProject', { project_id: project.id, export_id: unknown });
    // At once: no wait for an export that will never be this one.
    expect(Date.now() - asked).toBeLessThan(10_000);
    expect(error).toMatchObject({ code: 'NOT_FOUND', message: `Export ${unknown} not found in project ${project.id}` });
    expect(error.hint).toContain(`export_id "${started.id}"`);
    expect(error.text).not.toMatch(/replaced/);
    // The real one is still followed.
    expect(await succeed(client, 'ExportProject', { project_id: project.id, export_id: started.id })).toMatchObject({ id: started.id, started: false });
  }, 120_000);

  it('advertises closed argument objects and refuses unknown arguments with VALIDATION_ERROR', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([...TOOL_NAMES].sort());
    for (const tool of tools) expect({ tool: tool.name, additionalProperties: tool.inputSchema.additionalProperties }).toEqual({ tool: tool.name, additionalProperties: false });
    const create = tools.find((t) => t.name === 'CreateProject')!;
    expect(create.inputSchema.properties!.format).toMatchObject({ type: 'object', additionalProperties: false });

    const before = (await succeed(client, 'ListProjects', {})).pagination.total;
    const unknown = await fail(client, 'CreateProject', { name: 'Typo', colour: 'red' });
    expect(unknown).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Unknown argument "colour"', hint: 'CreateProject takes name, description, format, template, fields; remove it and call it again.' });
    const two = await fail(client, 'ListChapters', { project_id: 'prj_x', chapterId: 'cht_x', wait: 3 });
    expect(two.message).toBe('Unknown arguments "chapterId", "wait"');
    expect(two.hint).toMatch(/^ListChapters takes project_id, chapter_id, wait_seconds;/);
    // Inside `format`, the API refuses the unknown field itself.
    const nested = await fail(client, 'CreateProject', { name: 'Typo', format: { aspect: 'portrait', tilt: 3 } });
    expect(nested.code).toBe('VALIDATION_ERROR');
    expect(nested.hint).toMatch(/format.*tilt/);
    // Nothing was created by the refused calls.
    expect((await succeed(client, 'ListProjects', {})).pagination.total).toBe(before);
  });

  it('answers a refused OAuth token with an OAuth message and RFC 6750 challenge, and a wrong key with the key message', async () => {
    const token = await service.issuer.sign({ sub: 'u', aud: 'https://another.example/mcp' });
    const refused = await post(JSON.stringify(INITIALIZE), { authorization: `Bearer ${token}` });
    expect(refused.status).toBe(401);
    const challenge = extractWWWAuthenticateParams(refused);
    expect(challenge.error).toBe('invalid_token');
    expect(challenge.resourceMetadataUrl?.href).toBe(`${service.base}/.well-known/oauth-protected-resource/mcp`);
    expect(refused.headers.get('www-authenticate')).toMatch(/error_description="Invalid access token: [^"]+"/);
    const body = (await refused.json()) as { code: string; error: string; hint: string };
    expect(body).toMatchObject({ code: 'UNAUTHORIZED', error: expect.stringMatching(/^Invalid access token/) });
    expect(body.hint).toContain(service.issuer.issuer);
    expect(body.hint).toContain(mcpUrl);
    expect(body.hint).not.toMatch(/key/);

    const wrongKey = await post(JSON.stringify(INITIALIZE), { authorization: 'Bearer not-a-key-and-not-a-jwt' });
    expect(wrongKey.status).toBe(401);
    expect(await wrongKey.json()).toMatchObject({ error: 'Invalid API key', hint: expect.stringMatching(/key/) });
  });

  it('answers a body that is not JSON with JSON-RPC -32700 Parse error and id null', async () => {
    for (const body of ['{"jsonrpc": "2.0", "id": 1, "method": ', 'not json at all']) {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ jsonrpc: '2.0', error: { code: -32700, message: 'Parse error: the body is not valid JSON' }, id: null });
    }
    const large = await post(JSON.stringify({ ...INITIALIZE, padding: 'x'.repeat(1_100_000) }));
    expect(large.status).toBe(413);
    expect(await large.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32600 }, id: null });
  });

  it('does not promise tools/list_changed notifications, which a stateless server never sends', () => {
    expect(client.getServerCapabilities()?.tools).toBeDefined();
    expect(client.getServerCapabilities()?.tools?.listChanged).not.toBe(true);
  });

  it('words hints in terms of tools, never HTTP requests', async () => {
    const project = await succeed(client, 'CreateProject', { name: 'Hints' });
    const hints = [
      (await fail(client, 'ExportProject', { project_id: project.id, export_id: 'exp_x' })).hint,
      (await fail(client, 'ExportProject', { project_id: project.id })).hint,
      (await fail(client, 'ListChapters', { project_id: 'prj_nothing' })).hint,
      (await fail(client, 'AddPrompt', { project_id: project.id, chapter_id: 'cht_nothing', content: 'x' })).hint,
    ];
    for (const hint of hints) expect(hint ?? '').not.toMatch(REST_WORDING);
    expect(hints[0]).toMatch(/call ExportProject/);
  });

  it('answers a browser preflight from an allowed origin (204, CORS headers) and refuses other origins', async () => {
    const preflight = (origin: string) =>
      fetch(mcpUrl, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type, mcp-protocol-version' },
      });
    const allowed = await preflight(APP_ORIGIN);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(allowed.headers.get('access-control-allow-methods')).toMatch(/\bPOST\b/);
    const allowHeaders = allowed.headers.get('access-control-allow-headers')!.toLowerCase().split(/,\s*/);
    expect(allowHeaders).toEqual(expect.arrayContaining(['authorization', 'content-type', 'mcp-session-id', 'mcp-protocol-version']));
    const exposed = allowed.headers.get('access-control-expose-headers')!.toLowerCase().split(/,\s*/);
    expect(exposed).toEqual(expect.arrayContaining(['mcp-session-id', 'mcp-protocol-version', 'www-authenticate']));
    expect(allowed.headers.get('vary')).toMatch(/origin/i);

    // The requests that follow: the answers name the origin, 401s included (so the page can read the challenge).
    const ok = await post(JSON.stringify(INITIALIZE), { origin: APP_ORIGIN });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    const unauthorized = await post(JSON.stringify(INITIALIZE), { origin: APP_ORIGIN, authorization: '' });
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(unauthorized.headers.get('access-control-expose-headers')).toMatch(/WWW-Authenticate/);

    const foreign = await preflight('http://evil.example');
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect((await post(JSON.stringify(INITIALIZE), { origin: 'http://evil.example' })).status).toBe(403);
  });

  it('speaks protocol revision 2026-07-28 to a client pinned to it, and the handshake revisions to the SDK client', async () => {
    // The SDK client negotiates the newest handshake revision, as before.
    const transport = new StreamableHTTPClientTransport(new URL(mcpUrl), { requestInit: { headers: { authorization: `Bearer ${service.keyA}` } } });
    const handshake = new Client({ name: 'montage-test', version: '1.0.0' });
    await handshake.connect(transport);
    expect(transport.protocolVersion).toBe(LATEST_PROTOCOL_VERSION);
    await handshake.close();

    // A client of revision 2026-07-28: no handshake; its version on every request (header and _meta), through the
    // SDK's own HTTP transport pinned to it.
    const http = new StreamableHTTPClientTransport(new URL(mcpUrl), { requestInit: { headers: { authorization: `Bearer ${service.keyA}` } } });
    http.setProtocolVersion(STATELESS_REVISION);
    const pinned = new PinnedClient(http, STATELESS_REVISION);
    try {
      const discovered = await pinned.request('server/discover', {});
      expect(discovered.result).toMatchObject({ serverInfo: { name: 'montage' }, capabilities: { tools: {} } });
      expect((discovered.result as { supportedVersions: string[] }).supportedVersions).toEqual(expect.arrayContaining([STATELESS_REVISION, LATEST_PROTOCOL_VERSION]));
      const listed = await pinned.request('tools/list', {});
      expect((listed.result as { tools: { name: string }[] }).tools.map((t) => t.name).sort()).toEqual([...TOOL_NAMES].sort());
      const created = await pinned.request('tools/call', { name: 'CreateProject', arguments: { name: 'Stateless era' } });
      expect(created.result).toMatchObject({ structuredContent: { name: 'Stateless era' } });
    } finally {
      await pinned.close();
    }
    // A revision nobody knows is refused by the transport, naming the supported ones.
    const unknown = await post(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list', params: {} }), { 'mcp-protocol-version': '2099-01-01' });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: { message: string } }).error.message).toMatch(/Unsupported protocol version/);
  });

  it('still answers tool calls after all of the above (texts unchanged)', async () => {
    const created = await callTool(client, 'CreateProject', { name: 'After' });
    expect(textOf(created)).toMatch(/^Created project "After"/);
  });
});
