/**
 * A list kept in order as items come and go, with positional reads: `slice(offset, limit)` costs O(log n + limit)
 * (a binary search over chunk start positions, then a walk), insert and remove cost O(log n + B) (binary searches,
 * then a splice inside one chunk of at most B items) plus, for the first positional read after a change, O(n / B)
 * to recount the chunk start positions. The layout of Python's sortedcontainers: a list of sorted chunks, split when
 * one grows past 2B and dropped when it empties.
 *
 * `compare` must be a total order in which only the same item compares equal (the store's list order breaks ties
 * by id), so `remove` finds exactly the item given, or one equal to it.
 */
export class SortedList<T> {
  private chunks: T[][] = [];
  /** starts[i]: the position of chunks[i][0]; undefined after a change until the next positional read. */
  private starts: number[] | undefined = [];
  private count = 0;

  constructor(
    private readonly compare: (a: T, b: T) => number,
    private readonly chunkSize = 256,
  ) {}

  get size(): number {
    return this.count;
  }

  /** Inserts the item; an equal item already present is replaced (so a re-insert never duplicates). */
  insert(item: T): void {
    this.starts = undefined;
    if (this.chunks.length === 0) {
      this.chunks.push([item]);
      this.count = 1;
      return;
    }
    const c = this.chunkFor(item);
    const chunk = this.chunks[c]!;
    const i = lowerBound(chunk, item, this.compare);
    if (i < chunk.length && this.compare(chunk[i]!, item) === 0) {
      chunk[i] = item;
      return;
    }
    chunk.splice(i, 0, item);
    this.count++;
    if (chunk.length > 2 * this.chunkSize) this.chunks.splice(c, 1, chunk.slice(0, this.chunkSize), chunk.slice(this.chunkSize));
  }

  /** Removes the item equal to this one; false if there is none. */
  remove(item: T): boolean {
    if (this.chunks.length === 0) return false;
    const c = this.chunkFor(item);
    const chunk = this.chunks[c]!;
    const i = lowerBound(chunk, item, this.compare);
    if (i >= chunk.length || this.compare(chunk[i]!, item) !== 0) return false;
    this.starts = undefined;
    chunk.splice(i, 1);
    this.count--;
    if (chunk.length === 0) this.chunks.splice(c, 1);
    return true;
  }

  /** Up to `limit` items from position `offset`, in order. */
  slice(offset: number, limit: number): T[] {
    const out: T[] = [];
    if (offset >= this.count || limit <= 0) return out;
    const starts = this.chunkStarts();
    // The last chunk starting at or before offset.
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    let i = offset - starts[lo]!;
    for (let c = lo; c < this.chunks.length && out.length < limit; c++, i = 0) {
      const chunk = this.chunks[c]!;
      while (i < chunk.length && out.length < limit) out.push(chunk[i++]!);
    }
    return out;
  }

  *values(): IterableIterator<T> {
    for (const chunk of this.chunks) yield* chunk;
  }

  /** The chunk an item belongs in: the first whose last item is not below it (or the last chunk). */
  private chunkFor(item: T): number {
    let lo = 0;
    let hi = this.chunks.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const chunk = this.chunks[mid]!;
      if (this.compare(chunk[chunk.length - 1]!, item) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private chunkStarts(): number[] {
    if (!this.starts) {
      const starts: number[] = new Array(this.chunks.length);
      let at = 0;
      for (let c = 0; c < this.chunks.length; c++) {
        starts[c] = at;
        at += this.chunks[c]!.length;
      }
      this.starts = starts;
    }
    return this.starts;
  }
}

function lowerBound<T>(items: T[], item: T, compare: (a: T, b: T) => number): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (compare(items[mid]!, item) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
