import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PictureMemo } from './picture-memo.js';

/*
 * The state shared while one chapter's filter graph is built: FFmpeg's inputs, unique pad labels, and the files
 * (texts for drawtext, gradient images) written to the render's work directory.
 */
export class GraphBuilder {
  readonly inputs: string[][] = [];
  private labels = 0;
  private files = 0;

  constructor(
    readonly work: string,
    private readonly media: ReadonlyMap<string, string>,
    /** Pictures kept from earlier graphs of this process (a still's background: picture-memo.ts); absent: none. */
    readonly pictures?: PictureMemo,
  ) {}

  /** Adds an FFmpeg input; returns its index for `[N:v]`. */
  addInput(args: string[]): number {
    this.inputs.push(args);
    return this.inputs.length - 1;
  }

  /** A pad label unique in the graph, e.g. `[text12]`. */
  label(prefix: string): string {
    return `[${prefix.replace(/[^a-z0-9]/gi, '')}${this.labels++}]`;
  }

  /** Writes `data` to a new file of the work directory; returns its path. */
  async file(extension: string, data: string | Uint8Array): Promise<string> {
    const path = join(this.work, `f${this.files++}.${extension}`);
    await writeFile(path, data);
    return path;
  }

  textFile(text: string): Promise<string> {
    return this.file('txt', text);
  }

  mediaPath(assetId: string): string | undefined {
    return this.media.get(assetId);
  }

  /** The inputs as FFmpeg arguments, in order. */
  inputArgs(): string[] {
    return this.inputs.flat();
  }
}
