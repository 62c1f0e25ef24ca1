import { execFile } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CONSOLE_SOURCES = join(ROOT, 'console');
export const CONSOLE_DIST = join(ROOT, 'dist', 'console');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * `npm test` builds the console before jest; a suite run on its own (jest directly) builds it here when
 * dist/console is missing or older than its sources, so the browser never sees a stale console.
 */
export async function ensureConsoleBuilt(): Promise<void> {
  const index = join(CONSOLE_DIST, 'index.html');
  if (existsSync(index) && statSync(index).mtimeMs >= newestMtime(CONSOLE_SOURCES)) return;
  await run(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'console/vite.config.ts', '--logLevel', 'warn'], {
    cwd: ROOT,
  });
}
