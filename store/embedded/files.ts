import { open, rename, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** fsync a directory, so a file created or renamed in it survives a power loss (POSIX: the entry lives in the dir). */
export async function syncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Replaces `path` with `data` so that after a crash at any moment the file holds either the old or the new
 * content, complete: write a temp file, fsync it, rename it over the target (atomic), fsync the directory.
 */
export async function writeFileAtomically(path: string, data: Buffer | string): Promise<void> {
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
  const handle = await open(temp, 'w', 0o600);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } catch (err) {
    await handle.close();
    await unlink(temp).catch(() => undefined);
    throw err;
  }
  await handle.close();
  await rename(temp, path);
  await syncDir(dirname(path));
}

export async function readIfExists(path: string): Promise<Buffer | undefined> {
  try {
    const handle = await open(path, 'r');
    try {
      return await handle.readFile();
    } finally {
      await handle.close();
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}
