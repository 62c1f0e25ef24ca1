/*
 * Stills already drawn, by content address (model/render-key.ts), in the API process's memory: a still is a few
 * hundred kilobytes and is asked for again and again while a person scrubs or edits, so a bounded LRU of bytes is
 * the whole cache (nothing in storage to evict). Identical requests drawn at the same moment share one drawing.
 */
export class StillCache {
  private readonly entries = new Map<string, Buffer>();
  private readonly drawing = new Map<string, Promise<Buffer>>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): Buffer | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit;
  }

  set(key: string, value: Buffer): void {
    if (value.length > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old) this.bytes -= old.length;
    this.entries.delete(key);
    this.entries.set(key, value);
    this.bytes += value.length;
    for (const [k, v] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= v.length;
    }
  }

  /** The cached still, or the one being drawn for the same key, or a new drawing (kept once it succeeds). */
  async getOrDraw(key: string, draw: () => Promise<Buffer>): Promise<{ still: Buffer; cached: boolean }> {
    const hit = this.get(key);
    if (hit) return { still: hit, cached: true };
    const pending = this.drawing.get(key);
    if (pending) return { still: await pending, cached: true };
    const drawing = draw().then((still) => (this.set(key, still), still)).finally(() => this.drawing.delete(key));
    this.drawing.set(key, drawing);
    return { still: await drawing, cached: false };
  }

  get size(): number {
    return this.bytes;
  }
}
