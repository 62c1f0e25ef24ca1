import { DEFAULT_FORMAT, frameSize } from '../../model/format.js';
import { expect } from '@jest/globals';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { ERROR_META_KEY } from '../../mcp/tools/result.js';
import { TOOL_NAMES } from '../../mcp/server.js';
import { ffprobe } from '../support/media.js';

export async function callTool(client: Client, name: string, args: Record<string, unknown>): Promise<CallToolResult> {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

export function textOf(result: CallToolResult): string {
  return result.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');
}

/** A successful call's structured content (failing the test with the tool's own text otherwise). */
export async function succeed(client: Client, name: string, args: Record<string, unknown>): Promise<any> {
  const result = await callTool(client, name, args);
  if (result.isError) throw new Error(`${name} failed: ${textOf(result)}`);
  expect(result.structuredContent).toBeDefined();
  return result.structuredContent;
}

/** A tool error: its code and hint, which must also be in the text the assistant reads. */
export async function fail(client: Client, name: string, args: Record<string, unknown>): Promise<{ code: string; message: string; hint?: string; text: string }> {
  const result = await callTool(client, name, args);
  expect(result.isError).toBe(true);
  const error = result._meta?.[ERROR_META_KEY] as { code: string; message: string; hint?: string };
  const text = textOf(result);
  expect(text).toContain(error.code);
  if (error.hint) expect(text).toContain(error.hint);
  return { ...error, text };
}

export async function expectSixTools(client: Client): Promise<void> {
  const { tools } = await client.listTools();
  expect(tools.map((t) => t.name).sort()).toEqual([...TOOL_NAMES].sort());
  for (const tool of tools) {
    expect(tool.description!.length).toBeGreaterThan(100);
    expect(tool.inputSchema.type).toBe('object');
    expect(tool.outputSchema?.type).toBe('object');
  }
  const byName = Object.fromEntries(tools.map((t) => [t.name, t]));
  // The spec's limits are stated in the schemas the assistant reads (from model/fields.ts).
  expect(byName.CreateProject!.inputSchema.properties!.name).toMatchObject({ type: 'string', minLength: 1, maxLength: 30 });
  expect(byName.CreateProject!.inputSchema.properties!.format).toMatchObject({
    type: 'object',
    properties: { aspect: { type: 'string', enum: ['landscape', 'portrait', 'square'] }, resolution: { type: 'string', enum: ['720p', '1080p'] } },
  });
  expect(byName.CreateProject!.inputSchema.required).toEqual(['name']);
  expect(byName.AddChapter!.inputSchema.properties!.duration).toMatchObject({ type: 'integer', exclusiveMinimum: 0, maximum: 600 });
  expect(byName.AddPrompt!.inputSchema.properties!.content).toMatchObject({ type: 'string', minLength: 1, maxLength: 5000 });
  expect(byName.AddPrompt!.inputSchema.properties!.force).toMatchObject({ type: 'boolean' });
  expect(byName.AddPrompt!.inputSchema.required).toEqual(['project_id', 'chapter_id', 'content']);
}

export interface ToolFlowResult {
  promptSeconds: number;
  exportSeconds: number;
  exportCalls: number;
}

/**
 * The spec's intended flow through the six tools only: create a project, add a chapter, prompt it with a quoted
 * title (completed within AddPrompt's wait), list the chapters, export, download; the MP4 is checked with ffprobe.
 */
export async function runToolFlow(client: Client, workDir: string, name: string): Promise<ToolFlowResult> {
  const project = await succeed(client, 'CreateProject', { name, description: 'made through MCP' });
  expect(project.id).toMatch(/^prj_/);
  const listed = await succeed(client, 'ListProjects', {});
  expect(listed.projects.map((p: { id: string }) => p.id)).toContain(project.id);

  const chapter = await succeed(client, 'AddChapter', { project_id: project.id, name: 'Opening', duration: 3 });
  expect(chapter).toMatchObject({ project_id: project.id, name: 'Opening', duration: 3 });

  const promptStarted = Date.now();
  const prompt = await succeed(client, 'AddPrompt', { project_id: project.id, chapter_id: chapter.id, content: 'Title "HELLO MCP" on a navy background' });
  const promptSeconds = (Date.now() - promptStarted) / 1000;
  expect(prompt).toMatchObject({ status: 'completed', chapter_status: 'ready', chapter_id: chapter.id });
  expect(prompt.result).toMatch(/title "HELLO MCP"/);
  expect(prompt.preview_url).toMatch(/^http/);

  const chapters = await succeed(client, 'ListChapters', { project_id: project.id, chapter_id: chapter.id });
  expect(chapters.chapters).toEqual([expect.objectContaining({ id: chapter.id, status: 'ready', prompt_count: 1 })]);
  expect(chapters.chapter.latest_prompt).toMatchObject({ id: prompt.prompt_id, status: 'completed', result: prompt.result });

  // ExportProject waits up to 30 s; an export still running is followed with its export_id, as its description says.
  const exportStarted = Date.now();
  let exported = await succeed(client, 'ExportProject', { project_id: project.id });
  expect(exported.started).toBe(true);
  let exportCalls = 1;
  while (exported.status === 'queued' || exported.status === 'processing') {
    expect(exportCalls).toBeLessThan(6);
    exported = await succeed(client, 'ExportProject', { project_id: project.id, export_id: exported.id });
    exportCalls++;
  }
  const exportSeconds = (Date.now() - exportStarted) / 1000;
  expect(exported).toMatchObject({ status: 'completed', project_id: project.id, duration_seconds: 3 });

  const download = await fetch(exported.download_url);
  expect(download.status).toBe(200);
  const video = join(workDir, `${name}.mp4`);
  writeFileSync(video, Buffer.from(await download.arrayBuffer()));
  const probe = await ffprobe(video);
  // The default format's frame (1080p since issue 27).
  expect(probe.streams.find((s) => s.codec_type === 'video')).toMatchObject({ codec_name: 'h264', ...frameSize(DEFAULT_FORMAT) });
  expect(probe.streams.find((s) => s.codec_type === 'audio')).toMatchObject({ codec_name: 'aac' });
  expect(Number(probe.format.duration)).toBeCloseTo(3, 0);
  // The structured result lists every file: the video, its poster and the chapter's thumbnail.
  expect(exported.files.map((f: { kind: string }) => f.kind)).toEqual(['video', 'poster', 'thumbnail']);

  // Export options are arguments: a GIF loop. Options with export_id are refused (they go with a new export).
  const refused = await fail(client, 'ExportProject', { project_id: project.id, export_id: exported.id, format: 'gif' });
  expect(refused.code).toBe('VALIDATION_ERROR');
  let gif = await succeed(client, 'ExportProject', { project_id: project.id, format: 'gif', poster: 'none', thumbnails: false });
  for (let calls = 1; gif.status === 'queued' || gif.status === 'processing'; calls++) {
    expect(calls).toBeLessThan(6);
    gif = await succeed(client, 'ExportProject', { project_id: project.id, export_id: gif.id });
  }
  expect(gif).toMatchObject({ status: 'completed', options: { format: 'gif', resolution: '480p', fps: 12 }, files: [{ kind: 'video', content_type: 'image/gif' }] });
  const gifPath = join(workDir, `${name}.gif`);
  writeFileSync(gifPath, Buffer.from(await (await fetch(gif.download_url)).arrayBuffer()));
  expect((await ffprobe(gifPath)).streams[0]).toMatchObject({ codec_name: 'gif', height: 480 });
  return { promptSeconds, exportSeconds, exportCalls };
}
