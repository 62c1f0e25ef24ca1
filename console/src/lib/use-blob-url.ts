import { useEffect, useState } from 'preact/hooks';
import { authHeader } from './api';

/**
 * An asset's `url` needs the API key, which `<img src>` cannot send: fetch it with the key and show it through a
 * `blob:` URL (revoked when no longer shown). Files above `maxBytes` are not fetched.
 */
export function useAuthorizedBlobUrl(url: string | null, size: number | null, maxBytes = 25 * 1024 * 1024): string | undefined {
  const [blobUrl, setBlobUrl] = useState<string>();
  useEffect(() => {
    if (!url || size === null || size > maxBytes) return;
    let objectUrl: string | undefined;
    const abort = new AbortController();
    fetch(url, { headers: authHeader(), signal: abort.signal })
      .then((res) => (res.ok ? res.blob() : undefined))
      .then((blob) => {
        if (!blob) return;
        objectUrl = URL.createObjectURL(blob);
        setBlobUrl(objectUrl);
      })
      .catch(() => undefined);
    return () => {
      abort.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, size, maxBytes]);
  return blobUrl;
}
