import { describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * The published document is checked by a real OpenAPI validator, Redocly CLI, with the rules of redocly.yaml (the
 * recommended set as errors, plus stricter ones). No network: telemetry and the update check are off.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(root, 'node_modules/@redocly/cli/bin/cli.js');

function lint(file: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      [cli, 'lint', file, '--config', join(root, 'redocly.yaml'), '--format=json'],
      { cwd: root, env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' }, maxBuffer: 16 * 1024 * 1024 },
      (err, stdout, stderr) => done({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('docs/openapi.json under redocly lint', () => {
  it('has no errors and no warnings', async () => {
    const result = await lint(join(root, 'docs/openapi.json'));
    const report = JSON.parse(result.stdout) as { totals: { errors: number; warnings: number }; problems: unknown[] };
    expect(report.problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    expect(result.code).toBe(0);
  }, 120_000);

  it('fails a document whose Error schema refers to itself (the bug it guards against)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
    try {
      const document = JSON.parse(readFileSync(join(root, 'docs/openapi.json'), 'utf8'));
      document.components.schemas.Error = { $ref: '#/components/schemas/Error' };
      writeFileSync(join(dir, 'openapi.json'), JSON.stringify(document));
      const result = await lint(join(dir, 'openapi.json'));
      expect(result.code).not.toBe(0);
      expect(result.stderr).toMatch(/circular|self-referencing/i);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('fails a document with an undeclared path parameter (the rules are in force)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
    try {
      const document = JSON.parse(readFileSync(join(root, 'docs/openapi.json'), 'utf8'));
      document.paths['/api/v1/projects/{projectId}'].get.parameters = [];
      writeFileSync(join(dir, 'openapi.json'), JSON.stringify(document));
      const result = await lint(join(dir, 'openapi.json'));
      const report = JSON.parse(result.stdout) as { totals: { errors: number }; problems: { ruleId: string }[] };
      expect(report.totals.errors).toBeGreaterThan(0);
      expect(report.problems.map((p) => p.ruleId)).toContain('path-parameters-defined');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
