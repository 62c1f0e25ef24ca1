/*
 * Pictures drawn in Node that a process asks for again and again, kept in memory by key. A scene's background
 * picture (scene/background.ts) depends only on its fill and the frame's size, so every still of a chapter at one
 * width draws the same one, and drawing it is most of a still's Node time (at 1080p a 2,071 × 1,231 picture, pixel
 * by pixel, about 100 ms). The API's stills keep one memo (core/still.ts); a render job draws each of its pictures
 * once and keeps none. Bounded by bytes, the most recently used kept.
 */
export class PictureMemo {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** The picture of `key`, drawn by `draw` when it is not kept. */
  get(key: string, draw: () => Buffer): Buffer {
    const kept = this.entries.get(key);
    if (kept) {
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept;
    }
    const drawn = draw();
    if (drawn.length > this.maxBytes) return drawn;
    this.entries.set(key, drawn);
    this.bytes += drawn.length;
    for (const [old, picture] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(old);
      this.bytes -= picture.length;
    }
    return drawn;
  }

  get size(): number {
    return this.bytes;
  }
}
