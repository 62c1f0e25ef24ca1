import { API_BASE, ApiError, api, authHeader, errorFrom } from './api';
import type { Asset } from './types';

/**
 * Uploads one file as the API expects it: the raw bytes as the body, the file's own Content-Type, its name in the
 * query. XMLHttpRequest rather than fetch because only XHR reports upload progress (`upload.onprogress`).
 */
export function uploadFile(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<Asset> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/assets?name=${encodeURIComponent(file.name)}`);
    for (const [name, value] of Object.entries(authHeader())) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(xhr.response as Asset);
      } else reject(errorFrom(xhr.status, xhr.response));
    };
    xhr.onerror = () => reject(new ApiError('The upload was interrupted', 'NETWORK_ERROR', 0, 'Check the connection and retry.'));
    xhr.onabort = () => reject(new ApiError('The upload was cancelled', 'CANCELLED', 0));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/** Polls an accepted asset until its check is over (ready or error), with a deadline and a growing delay. */
export async function settled(asset: Asset): Promise<Asset> {
  let current = asset;
  const deadline = Date.now() + 120_000;
  for (let delay = 300; (current.state === 'uploading' || current.state === 'processing') && Date.now() < deadline; delay = Math.min(delay * 1.5, 3_000)) {
    await new Promise((resolve) => setTimeout(resolve, delay));
    current = await api.getAsset(asset.id);
  }
  return current;
}
