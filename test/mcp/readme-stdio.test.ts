import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { startMcpTestService, type McpTestService } from './service.js';
import { expectSixTools } from './tool-flow.js';

/*
 * The stdio configuration exactly as docs/mcp.md gives it, started as an assistant host starts it: from a folder of
 * its own, with a bare environment (the SDK's StdioClientTransport passes only PATH, HOME, USER, SHELL, TERM and
 * LOGNAME, plus the configuration's `env`). Only the placeholders are filled in: the checkout's path, the service's
 * URL and a key.
 */

const run = promisify(execFile);
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

interface StdioServerConfig {
  command: string;
  args: string[];
  env: Record<string, string>;
}

/** The JSON block right after docs/mcp.md's "**stdio**" paragraph. */
function readmeStdioConfig(): StdioServerConfig {
  const readme = readFileSync(join(root, 'docs', 'mcp.md'), 'utf8');
  const section = readme.slice(readme.indexOf('**stdio**'));
  const block = /```json\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block) throw new Error('docs/mcp.md has no JSON block after **stdio**');
  return (JSON.parse(block) as { mcpServers: { montage: StdioServerConfig } }).mcpServers.montage;
}

/** Newest modification time of the TypeScript that `npm run build` compiles (tsconfig.build.json's folders). */
function newestSource(): number {
  const { include } = JSON.parse(readFileSync(join(root, 'tsconfig.build.json'), 'utf8')) as { include: string[] };
  let newest = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) newest = Math.max(newest, statSync(path).mtimeMs);
    }
  };
  for (const dir of include) walk(join(root, dir));
  return newest;
}

/**
 * The config runs the build's output: compile it when it is missing or older than the sources (`npm test` builds
 * first). `build:server` also marks the bin executable: tsc writes a new file 0644, and `npx montage` then fails with
 * "Permission denied" on a clean clone (it passed only where an earlier build's mode survived).
 */
async function ensureBuilt(entry: string): Promise<void> {
  let built = 0;
  try {
    built = statSync(entry).mtimeMs;
  } catch {
    // not built yet
  }
  if (built > newestSource()) return;
  const started = Date.now();
  await run('npm', ['run', 'build:server', '--silent'], { cwd: root });
  console.log(`dist/ was stale: compiled in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

describe("docs/mcp.md's stdio MCP configuration, as an assistant host starts it", () => {
  let service: McpTestService;
  let elsewhere: string;
  let client: Client | undefined;
  const config = readmeStdioConfig();
  const args = config.args.map((arg) => arg.replace('/path/to/montage', root));
  beforeAll(async () => {
    elsewhere = mkdtempSync(join(tmpdir(), 'mcp-host-'));
    await ensureBuilt(args.find((arg) => arg.startsWith(root))!);
    service = await startMcpTestService();
  }, 300_000);
  afterAll(async () => {
    await client?.close();
    await service?.stop();
    rmSync(elsewhere, { recursive: true, force: true });
  });

  it('is a plain node command on the built JavaScript that package.json names as its bin', () => {
    expect(config.command).toBe('node');
    expect(args).toEqual([join(root, 'dist/bin/montage.js'), 'mcp']);
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { bin: Record<string, string> };
    expect(pkg.bin).toEqual({ montage: 'dist/bin/montage.js' });
  });

  it('starts from another folder with a bare environment and lists exactly the six tools', async () => {
    const env = {
      ...config.env,
      MONTAGE_API_URL: config.env.MONTAGE_API_URL!.replace('http://127.0.0.1:8080', service.base),
      MONTAGE_API_KEY: config.env.MONTAGE_API_KEY!.replace('<your key>', service.keyA),
    };
    expect(env.MONTAGE_API_KEY).toBe(service.keyA);
    const started = Date.now();
    const transport = new StdioClientTransport({ command: config.command, args, env, cwd: elsewhere, stderr: 'pipe' });
    let stderr = '';
    transport.stderr?.on('data', (chunk) => (stderr += chunk));
    client = new Client({ name: 'assistant-host', version: '1.0.0' });
    try {
      await client.connect(transport);
    } catch (err) {
      throw new Error(`the README's stdio config did not start: ${(err as Error).message}\n${stderr}`);
    }
    const connected = Date.now() - started;
    await expectSixTools(client);
    console.log(`docs/mcp.md stdio config: spawn + initialize ${(connected / 1000).toFixed(1)} s, tools/list after ${((Date.now() - started) / 1000).toFixed(1)} s`);
    // The tools reach the service with the configured key.
    const listed = await client.callTool({ name: 'ListProjects', arguments: {} });
    expect(listed.isError).toBeFalsy();
  });

  it('`npx montage` runs the package bin inside the checkout', async () => {
    const { stdout } = await run('npx', ['--no-install', 'montage', '--help'], { cwd: root, env: { PATH: process.env.PATH!, HOME: process.env.HOME! } });
    expect(stdout).toMatch(/^usage: montage <command>/);
    expect(stdout).toMatch(/\bmcp\b/);
  });
});
