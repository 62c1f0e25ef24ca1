import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';

export interface EngineCommand {
  command: string;
  args: string[];
  /** How the engine runs: compiled JavaScript (dist/), a bundle of the TypeScript source, or the source through tsx. */
  kind: 'compiled' | 'bundle' | 'tsx';
}

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');

/**
 * How the embedded mode starts an engine process. From dist/ it is the compiled file. From a source checkout
 * (`npm start`, the tests) the engine is bundled once with esbuild, because tsx transforms every module again in
 * each engine process: about 0.3 s per job, half of a whole export (docs/performance.md).
 * Without esbuild the source runs through tsx, slower but the same.
 */
export async function engineCommand(options: { logger?: Logger; cacheDir?: string } = {}): Promise<EngineCommand> {
  const compiled = join(root, 'engine', 'main.js');
  if (existsSync(compiled)) return { command: process.execPath, args: [compiled], kind: 'compiled' };
  const source = join(root, 'engine', 'main.ts');
  try {
    const entry = await bundleEngine(source, options.cacheDir ?? join(root, 'node_modules', '.cache', 'montage-engine'));
    return { command: process.execPath, args: [entry], kind: 'bundle' };
  } catch (err) {
    options.logger?.warn({ err }, 'could not bundle the engine; running it through tsx');
    return { command: process.execPath, args: ['--import', 'tsx', source], kind: 'tsx' };
  }
}

/** Bundles nobody started a service from for this long are removed (each change of the source makes one). */
const UNUSED_FOR_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Bundles the engine into `<cacheDir>/<content hash>/`, which is never rewritten once complete, so any number of
 * processes may build and read it at once. Packages stay external (resolved from node_modules above the cache dir),
 * and code splitting keeps dynamic imports lazy: the embedded engine never loads the S3 client.
 */
async function bundleEngine(source: string, cacheDir: string): Promise<string> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: { main: source },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outdir: '/', // Not written: only names the outputs. Written below, under a name that is their hash.
    entryNames: '[name]',
    chunkNames: 'chunk-[hash]',
    write: false,
    logLevel: 'silent',
  });
  const hash = createHash('sha256');
  for (const file of result.outputFiles) hash.update(file.path).update(file.contents);
  const dir = join(cacheDir, hash.digest('hex').slice(0, 16));
  const entry = join(dir, 'main.js');
  if (existsSync(entry)) {
    // Its mtime says when a service last started from it: what pruning goes by.
    const now = new Date();
    utimesSync(dir, now, now);
    return entry;
  }
  mkdirSync(cacheDir, { recursive: true });
  pruneUnused(cacheDir, UNUSED_FOR_MS);
  const staging = `${dir}.${process.pid}.tmp`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging);
  // The bundle sits in node_modules' tree, so Node must be told it is ESM.
  writeFileSync(join(staging, 'package.json'), '{"type":"module"}\n');
  for (const file of result.outputFiles) writeFileSync(join(staging, file.path), file.contents);
  try {
    renameSync(staging, dir);
  } catch (err) {
    // Another process finished the same bundle first: theirs is identical.
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(entry)) throw err;
  }
  return entry;
}

/**
 * Removes the bundles no service started from within `ageMs`. A service started from one longer ago and still
 * running would lose its engine; a week of uptime from an outdated checkout is a development accident, not a
 * deployment (those run dist/).
 */
function pruneUnused(cacheDir: string, ageMs: number): void {
  for (const name of readdirSync(cacheDir)) {
    const path = join(cacheDir, name);
    try {
      if (Date.now() - statSync(path).mtimeMs > ageMs) rmSync(path, { recursive: true, force: true });
    } catch {
      // Removed by another process meanwhile.
    }
  }
}
