/** The render cache as the engine sees it: files in, files out, by content address. Either may fail: it is only a cache. */
export interface PieceCache {
  /** Writes the cached piece to `path`; false when the cache does not hold it. */
  fetch(hash: string, path: string): Promise<boolean>;
  /** Offers a rendered piece. */
  store(hash: string, path: string, kind: 'scene' | 'chunk' | 'audio'): Promise<void>;
}
