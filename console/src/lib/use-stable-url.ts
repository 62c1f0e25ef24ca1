import { useRef } from 'preact/hooks';

/**
 * Signed URLs differ on every read (a new expiry), but a player must keep its `src` while the thing it plays is the
 * same: the first URL seen for a `version` (a prompt id, an export id) is kept until the version changes.
 */
export function useStableUrl(url: string | null | undefined, version: string | undefined): string | undefined {
  const kept = useRef<{ version: string; url: string } | undefined>(undefined);
  if (!url || !version) kept.current = undefined;
  else if (kept.current?.version !== version) kept.current = { version, url };
  return kept.current?.url;
}
