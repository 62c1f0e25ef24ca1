import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);

export interface NodeImages {
  montage: { tag: string; tar: string; inputHash: string };
  pause: { tag: string; tar: string };
  build: { seconds: number; sizeBytes: number };
}

/**
 * The images the real node runs, built by test/env/build-images.sh (a private dockerd; the project's Dockerfile
 * unchanged). Run here too, so a suite run alone after a source change still tests an image of this tree: with
 * unchanged inputs it only hashes them (about a second).
 */
export async function buildImages(repoRoot: string): Promise<NodeImages> {
  await exec('bash', [resolve(repoRoot, 'test/env/build-images.sh')], { maxBuffer: 16 * 1024 * 1024, timeout: 30 * 60_000 });
  const cache = process.env.MONTAGE_TOOLS_CACHE ?? join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'montage-tools');
  return JSON.parse(readFileSync(join(cache, 'images', 'images.json'), 'utf8')) as NodeImages;
}
