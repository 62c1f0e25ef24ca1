import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Config } from './config.js';
import { SET_FOR_YOU, SETTINGS_ELSEWHERE } from './settings-elsewhere.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The folders of the shipped code (not tests, benches or scripts). */
const SOURCE_DIRS = ['api', 'auth', 'bin', 'controller', 'core', 'engine', 'idempotency', 'lib', 'mcp', 'model', 'ratelimit', 'runner', 'runtime', 'storage', 'store'];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Every environment variable the shipped code reads by name: `env.X`, `env['X']`, `process.env.X`. */
function variablesRead(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of SOURCE_DIRS.flatMap(sourceFiles)) {
    for (const match of readFileSync(join(root, file), 'utf8').matchAll(/\benv(?:\.|\[['"])([A-Z][A-Z0-9_]*)\b/g)) {
      if (!found.has(match[1]!)) found.set(match[1]!, file);
    }
  }
  return found;
}

describe('settings read outside lib/config.ts', () => {
  it('are all documented (docs/configuration.md lists them from here)', () => {
    const known = new Set([...Object.keys(Config.shape), ...SETTINGS_ELSEWHERE.map((s) => s.name), ...Object.keys(SET_FOR_YOU)]);
    const undocumented = [...variablesRead()].filter(([name]) => !known.has(name)).map(([name, file]) => `${name} (${file})`);
    expect(undocumented).toEqual([]);
  });

  it('are not also in the validated schema', () => {
    const inSchema = SETTINGS_ELSEWHERE.map((s) => s.name).filter((name) => name in Config.shape);
    expect(inSchema).toEqual([]);
  });

  it('are still read somewhere (no entry outlives its setting)', () => {
    const read = variablesRead();
    const stale = [...SETTINGS_ELSEWHERE.map((s) => s.name), ...Object.keys(SET_FOR_YOU)].filter((name) => !read.has(name));
    expect(stale).toEqual([]);
  });
});
