import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { serveDiscover } from './protocol.js';
import type { RestClient } from './rest/client.js';
import { registerChapterTools } from './tools/chapters.js';
import { registerExportTool } from './tools/export.js';
import { registerProjectTools } from './tools/projects.js';
import { registerPromptTool } from './tools/prompt.js';
import type { ToolOptions } from './tools/wait.js';

/** The spec's six tools, exactly: the tool server is a thin wrapper over the same REST operations. */
export const TOOL_NAMES = ['CreateProject', 'ListProjects', 'AddChapter', 'ListChapters', 'AddPrompt', 'ExportProject'] as const;

const instructions = (wait: number) =>
  'Montage makes videos. Flow: CreateProject, AddChapter (one per segment, in order), AddPrompt (describes and ' +
  `renders a chapter; waits up to ${wait} s), then ExportProject (joins the chapters into one MP4; waits up to ${wait} s) ` +
  'and give the user its download_url. Slow work that is not done within the wait is followed with ListChapters ' +
  '(prompts) or ExportProject with the export_id it returned (exports). Errors carry a code and a hint saying what to change.';

/**
 * One MCP server whose tools call the REST API through `api` (which carries the caller's credentials). `waitSeconds`
 * is the spec's 30 s; tests shorten it to reach the answers given while work is still running.
 */
export function createMcpServer(api: RestClient, options: Partial<ToolOptions> = {}): McpServer {
  const tools: ToolOptions = { waitSeconds: 30, ...options };
  const info = { name: 'montage', version: '1.0.0' };
  const server = new McpServer(info, { instructions: instructions(tools.waitSeconds) });
  registerProjectTools(server, api);
  registerChapterTools(server, api);
  registerPromptTool(server, api, tools);
  registerExportTool(server, api, tools);
  // The SDK advertises `tools.listChanged: true` as soon as a tool is registered. The six tools never change, and
  // over HTTP this server is stateless (a fresh one per request, no stream to notify on): it can never send that
  // notification, so it does not promise it.
  const capabilities = { tools: { listChanged: false } };
  server.server.registerCapabilities(capabilities);
  serveDiscover(server.server, { serverInfo: info, capabilities, instructions: instructions(tools.waitSeconds) });
  return server;
}
