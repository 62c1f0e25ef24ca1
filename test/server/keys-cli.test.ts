import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { pollUntil } from '../support/proc.js';
import { startServeProcess, type ServerUnderTest } from '../support/server-process.js';

const run = promisify(execFile);
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('`montage keys` against a running `montage serve`', () => {
  let dataDir: string;
  let server: ServerUnderTest;
  const montage = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', join(root, 'bin', 'montage.ts'), ...args], { env: { ...process.env, MONTAGE_DATA_DIR: dataDir, LOG_LEVEL: 'silent' } });
  const status = async (key: string) => (await fetch(`${server.base}/api/v1/projects`, { headers: { authorization: `Bearer ${key}` } })).status;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'keys-cli-'));
    server = await startServeProcess({ MONTAGE_DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('printed a first key once and stores only hashes', async () => {
    const first = /(mk_[\w-]+)/.exec(server.output())?.[1];
    expect(first).toBeTruthy();
    expect(await status(first!)).toBe(200);
    expect(readFileSync(join(dataDir, 'keys.json'), 'utf8')).not.toContain(first!);
  });

  it('creates a key the service accepts at once, lists it, and revokes it', async () => {
    const { stdout, stderr } = await montage('keys', 'create', '--tenant', 'acme', '--name', 'ci');
    const key = stdout.trim();
    expect(key).toMatch(/^mk_[\w-]{32}$/);
    expect(stderr).toMatch(/shown only this once/);
    await pollUntil('the new key to work', async () => ((await status(key)) === 200 ? true : undefined), 10_000);
    expect((await montage('keys', 'list')).stdout).toMatch(/^ci\tacme\t/m);
    await montage('keys', 'revoke', 'ci');
    await pollUntil('the revoked key to stop working', async () => ((await status(key)) === 401 ? true : undefined), 10_000);
    const missing = await montage('keys', 'revoke', 'ci').catch((err: { stderr: string; code: number }) => err);
    expect(missing).toMatchObject({ code: 1, stderr: expect.stringMatching(/no key named ci/) });
  });

  it('scopes names per tenant: two tenants each get a key `first`; revoke needs --tenant while the name is ambiguous', async () => {
    const acme = (await montage('keys', 'create', '--tenant', 'acme', '--name', 'first')).stdout.trim();
    const globex = (await montage('keys', 'create', '--tenant', 'globex', '--name', 'first')).stdout.trim();
    const again = await montage('keys', 'create', '--tenant', 'acme', '--name', 'first').catch((err: { stderr: string; code: number }) => err);
    expect(again).toMatchObject({ code: 1, stderr: expect.stringMatching(/tenant acme has a key named first already/) });
    const listed = (await montage('keys', 'list')).stdout;
    expect(listed).toMatch(/^first\tacme\t/m);
    expect(listed).toMatch(/^first\tglobex\t/m);
    await pollUntil('both keys to work', async () => ((await status(acme)) === 200 && (await status(globex)) === 200 ? true : undefined), 10_000);

    const ambiguous = await montage('keys', 'revoke', 'first').catch((err: { stderr: string; code: number }) => err);
    expect(ambiguous).toMatchObject({ code: 1, stderr: expect.stringMatching(/2 keys are named first \(tenants acme, globex\): say which with --tenant/) });
    const wrongTenant = await montage('keys', 'revoke', 'first', '--tenant', 'initech').catch((err: { stderr: string; code: number }) => err);
    expect(wrongTenant).toMatchObject({ code: 1, stderr: expect.stringMatching(/tenant initech has no key named first/) });
    expect((await montage('keys', 'revoke', '--tenant', 'globex', 'first')).stderr).toMatch(/revoked key first of tenant globex/);
    await pollUntil('the revoked key to stop working', async () => ((await status(globex)) === 401 ? true : undefined), 10_000);
    expect(await status(acme)).toBe(200);
    expect((await montage('keys', 'list')).stdout).not.toMatch(/^first\tglobex\t/m);
    // Eight CLI processes, each compiling the CLI with tsx: minutes on a loaded 2-core machine.
  }, 180_000);
});
