import { open, type FileHandle } from 'node:fs/promises';

/**
 * The append side of the journal. `append` resolves only once the bytes are on disk (fdatasync), which is what
 * lets the store acknowledge a write: a `kill -9` or power loss right after cannot lose it.
 *
 * If a write fails midway (disk full) the file may end in a partial record; it is cut back to the last whole
 * record before anything else is appended, because the decoder only forgives damage at the very end. If that
 * fails, or the fsync itself fails, the journal refuses further appends instead of writing after the damage.
 */
export class Journal {
  private broken: Error | undefined;

  private constructor(
    private readonly handle: FileHandle,
    private readonly path: string,
    private bytes: number,
  ) {}

  /** Opens for appending, cutting the file to `validBytes` (dropping a torn tail found on recovery). */
  static async open(path: string, validBytes: number): Promise<Journal> {
    const handle = await open(path, 'a', 0o600);
    try {
      const { size } = await handle.stat();
      if (size !== validBytes) {
        await handle.truncate(validBytes);
        await handle.datasync();
      }
    } catch (err) {
      await handle.close();
      throw err;
    }
    return new Journal(handle, path, validBytes);
  }

  get size(): number {
    return this.bytes;
  }

  async append(data: Buffer): Promise<void> {
    if (this.broken) throw new Error(`${this.path} is unusable after a failed write: ${this.broken.message}`);
    try {
      let written = 0;
      while (written < data.length) {
        const result = await this.handle.write(data, written, data.length - written);
        written += result.bytesWritten;
      }
    } catch (err) {
      await this.handle
        .truncate(this.bytes)
        .then(() => this.handle.datasync())
        .catch((truncateErr: Error) => {
          this.broken = truncateErr;
        });
      throw err;
    }
    try {
      await this.handle.datasync();
    } catch (err) {
      // After a failed fsync Linux may drop the dirty pages and report the next fsync as clean, so nothing written
      // from here on could be trusted: only a restart (which re-reads what really is on disk) may continue.
      this.broken = err as Error;
      throw err;
    }
    this.bytes += data.length;
  }

  /** Empties the journal once a snapshot holds everything in it. */
  async reset(): Promise<void> {
    await this.handle.truncate(0);
    await this.handle.datasync();
    this.bytes = 0;
  }

  async close(): Promise<void> {
    await this.handle.close();
  }
}
