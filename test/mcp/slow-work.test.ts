import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { RestClient } from '../../mcp/rest/client.js';
import { fetchSend } from '../../mcp/rest/send.js';
import { createMcpServer } from '../../mcp/server.js';
import { startMcpTestService, type McpTestService } from './service.js';
import { succeed, textOf, callTool } from './tool-flow.js';

/*
 * What the slow tools answer while the work is still running. The tools' 30 s wait is shortened to 0 here (the one
 * option createMcpServer takes), against the real service, so "still processing" is reached without waiting.
 */
describe('AddPrompt and ExportProject when the work outlasts their wait', () => {
  let service: McpTestService;
  let client: Client;
  beforeAll(async () => {
    service = await startMcpTestService();
    const server = createMcpServer(new RestClient(fetchSend(service.base, service.keyA)), { waitSeconds: 0 });
    const [serverSide, clientSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    client = new Client({ name: 'montage-test', version: '1.0.0' });
    await client.connect(clientSide);
  });
  afterAll(async () => {
    await client?.close();
    await service?.stop();
  });

  it('AddPrompt answers `processing` with the prompt id and how to follow it; ListChapters waits for it', async () => {
    const project = await succeed(client, 'CreateProject', { name: 'Slow' });
    const chapter = await succeed(client, 'AddChapter', { project_id: project.id, name: 'Long', duration: 30 });
    const submitted = await callTool(client, 'AddPrompt', { project_id: project.id, chapter_id: chapter.id, content: 'Title "SLOW"' });
    const prompt = submitted.structuredContent as { prompt_id: string; status: string; result: null };
    expect(prompt).toMatchObject({ prompt_id: expect.stringMatching(/^int_/), status: 'processing', result: null, chapter_status: 'processing' });
    expect(textOf(submitted)).toContain(`call ListChapters with project_id "${project.id}", chapter_id "${chapter.id}" and wait_seconds 30`);

    let listed = await succeed(client, 'ListChapters', { project_id: project.id, chapter_id: chapter.id, wait_seconds: 30 });
    for (let i = 0; listed.chapter.latest_prompt.status === 'processing'; i++) {
      expect(i).toBeLessThan(4);
      listed = await succeed(client, 'ListChapters', { project_id: project.id, chapter_id: chapter.id, wait_seconds: 30 });
    }
    expect(listed.chapter).toMatchObject({ id: chapter.id, status: 'ready', latest_prompt: { id: prompt.prompt_id, status: 'completed' } });
    expect(listed.chapter.latest_prompt.result).toMatch(/title "SLOW"/);
    expect(listed.chapters).toEqual([expect.objectContaining({ id: chapter.id, status: 'ready' })]);

    const exporting = await callTool(client, 'ExportProject', { project_id: project.id });
    const started = exporting.structuredContent as { id: string };
    expect(started).toMatchObject({ started: true, status: expect.stringMatching(/^(queued|processing)$/), download_url: null });
    expect(textOf(exporting)).toContain(`Call ExportProject with project_id "${project.id}" and export_id "${started.id}" to keep waiting`);
    // Without export_id while it runs: the API's 409, so the running export is reported, not a second one started.
    expect(await succeed(client, 'ExportProject', { project_id: project.id })).toMatchObject({ started: false, id: started.id });
    let followed;
    do {
      await new Promise((r) => setTimeout(r, 200));
      followed = await succeed(client, 'ExportProject', { project_id: project.id, export_id: started.id });
      expect(followed).toMatchObject({ started: false, id: started.id });
    } while (followed.status !== 'completed');
    expect(followed.download_url).toMatch(/^http/);
  }, 180_000);
});
