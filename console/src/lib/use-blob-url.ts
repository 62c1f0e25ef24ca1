import { useEffect, useState } from 'preact/hooks';
import { authHeader } from './api';
import { retryWait } from './retry-wait';

/**
 * An asset's `url` needs the API key, which `<img src>` cannot send: fetch it with the key and show it through a
 * `blob:` URL (revoked when no longer shown). Files above `maxBytes` are not fetched. A fetch that fails for a
 * reason that passes is tried again (retry-wait.ts), so a picture is not left "drawing" for good after one bad moment.
 */
export function useAuthorizedBlobUrl(url: string | null, size: number | null, maxBytes = 25 * 1024 * 1024): string | undefined {
  const [blobUrl, setBlobUrl] = useState<string>();
  useEffect(() => {
    if (!url || size === null || size > maxBytes) return;
    let objectUrl: string | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const abort = new AbortController();
    const attempt = (n: number) => {
      const again = (wait: number | undefined) => {
        if (wait !== undefined && !abort.signal.aborted) timer = setTimeout(() => attempt(n + 1), wait);
      };
      fetch(url, { headers: authHeader(), signal: abort.signal })
        .then(async (res) => {
          if (!res.ok) return again(retryWait(res.status, n, res.headers.get('retry-after')));
          objectUrl = URL.createObjectURL(await res.blob());
          setBlobUrl(objectUrl);
        })
        .catch(() => again(retryWait('network', n)));
    };
    attempt(0);
    return () => {
      abort.abort();
      if (timer) clearTimeout(timer);
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, size, maxBytes]);
  return blobUrl;
}
