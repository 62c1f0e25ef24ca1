import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A secret generated on first use and kept in the data dir (0600, in a 0700 dir): 32 random bytes as hex. When two
 * processes start at once, one creates the file (`wx`) and both read the winner's secret.
 */
export function secretFileIn(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return readFileSync(file, 'utf8').trim();
}
