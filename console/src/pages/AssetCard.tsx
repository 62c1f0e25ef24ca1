import { useState } from 'preact/hooks';
import { DeleteButton } from '../components/DeleteButton';
import { StatusBadge } from '../components/StatusBadge';
import { api } from '../lib/api';
import { formatBytes, formatSeconds, formatTime, idSuffix } from '../lib/format';
import type { Asset } from '../lib/types';
import { useAuthorizedBlobUrl } from '../lib/use-blob-url';

function Thumbnail({ asset }: { asset: Asset }) {
  const kind = asset.content_type.split('/')[0];
  const visual = kind === 'image' || kind === 'video';
  const src = useAuthorizedBlobUrl(visual && asset.state === 'ready' ? asset.url : null, asset.size);
  if (src && kind === 'image') return <img class="thumb" src={src} alt={`Thumbnail of ${asset.name}`} />;
  if (src && kind === 'video') return <video class="thumb" src={src} muted preload="metadata" aria-label={`Thumbnail of ${asset.name}`} />;
  return (
    <div class="thumb thumb-placeholder" aria-hidden="true">
      {kind ?? 'file'}
    </div>
  );
}

/** One asset: thumbnail, state (with the reason under an `error`), facts, and its URL to put in a prompt. */
export function AssetCard({ asset, onDeleted }: { asset: Asset; onDeleted: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!asset.url) return;
    try {
      await navigator.clipboard.writeText(asset.url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <article class="card asset" aria-label={`${asset.name} (${idSuffix(asset.id)})`} data-asset-id={asset.id}>
      <Thumbnail asset={asset} />
      <div class="asset-body">
        <h3 class="asset-name">
          {asset.name} <span class="asset-id" title={asset.id}>{idSuffix(asset.id)}</span>
        </h3>
        <StatusBadge status={asset.state} />
        <DeleteButton what={`asset ${asset.name}`} label="Delete asset" title={`Delete “${asset.name}”?`} remove={(force) => api.deleteAsset(asset.id, force)} onDeleted={onDeleted}>
          <p>The file is deleted for good. Prompts that name it can no longer use it.</p>
        </DeleteButton>
        {asset.state === 'error' && asset.error ? (
          <div class="error asset-error">
            <p>{asset.error}</p>
          </div>
        ) : null}
        <dl class="facts">
          <dt>Uploaded</dt>
          <dd>
            <time dateTime={asset.created_at}>{formatTime(asset.created_at)}</time>
          </dd>
          <dt>Id</dt>
          <dd class="asset-id">{asset.id}</dd>
          <dt>Type</dt>
          <dd>{asset.content_type}</dd>
          <dt>Size</dt>
          <dd>{formatBytes(asset.size)}</dd>
          {asset.duration !== null ? (
            <>
              <dt>Duration</dt>
              <dd>{formatSeconds(asset.duration)}</dd>
            </>
          ) : null}
          {asset.width !== null && asset.height !== null ? (
            <>
              <dt>Size in pixels</dt>
              <dd>
                {asset.width}×{asset.height}
              </dd>
            </>
          ) : null}
        </dl>
        {asset.url ? (
          <div class="field">
            <label for={`url-${asset.id}`}>URL for prompts</label>
            <div class="copy-row">
              <input id={`url-${asset.id}`} readOnly value={asset.url} onFocus={(e) => e.currentTarget.select()} />
              <button type="button" class="secondary" onClick={() => void copy()}>
                {copied ? 'Copied' : 'Copy'}
              </button>
            </div>
          </div>
        ) : null}
      </div>
    </article>
  );
}
