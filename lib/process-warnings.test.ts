import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const moduleUrl = pathToFileURL(join(root, 'lib', 'process-warnings.ts')).href;

/** Runs `code` (an ES module) in a Node process of its own: the warning printer is process-wide. */
function run(code: string, env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    cwd: root,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'info', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
  expect(result.status).toBe(0);
  return { stdout: result.stdout, lines: result.stderr.split('\n').filter(Boolean) };
}

describe('installProcessWarnings', () => {
  it('logs a multi-line warning as one JSON line on stderr, instead of Node\'s text', () => {
    const { stdout, lines } = run(`
      const { installProcessWarnings } = await import(${JSON.stringify(moduleUrl)});
      installProcessWarnings();
      installProcessWarnings(); // a second call changes nothing: still one line per warning
      process.emitWarning('first line\\nsecond line', { type: 'ExampleWarning', code: 'EX1' });
    `);
    expect(stdout).toBe('');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 40, name: 'montage', warning: 'ExampleWarning', code: 'EX1', msg: 'first line second line' });
  });

  it("turns the AWS SDK's Node version warning into one log line", () => {
    const major = Number(process.versions.node.split('.')[0]);
    const { lines } = run(`
      const { installProcessWarnings } = await import(${JSON.stringify(moduleUrl)});
      installProcessWarnings();
      const { S3Client } = await import('@aws-sdk/client-s3');
      new S3Client({ region: 'us-east-1' }).destroy();
      await new Promise((resolve) => setImmediate(resolve));
    `);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    // The SDK warns only below Node 22; above, nothing at all may be printed.
    if (major < 22) {
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0]!).msg).toMatch(/^NodeVersionSupportWarning: The AWS SDK for JavaScript \(v3\) .* require node >=22/);
    } else {
      expect(lines).toEqual([]);
    }
  });

  it('follows LOG_LEVEL', () => {
    const { lines } = run(
      `
      const { installProcessWarnings } = await import(${JSON.stringify(moduleUrl)});
      installProcessWarnings();
      process.emitWarning('quiet, please');
    `,
      { LOG_LEVEL: 'error' },
    );
    expect(lines).toEqual([]);
  });
});
