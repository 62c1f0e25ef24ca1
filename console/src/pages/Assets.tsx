import { useState } from 'preact/hooks';
import { ErrorMessage } from '../components/ErrorMessage';
import { Pager } from '../components/Pager';
import { api } from '../lib/api';
import type { AssetState } from '../lib/types';
import { usePoll } from '../lib/use-poll';
import { useTitle } from '../lib/use-title';
import { AssetCard } from './AssetCard';
import { UploadZone } from './UploadZone';

const PAGE_SIZE = 12;
const STATES: AssetState[] = ['uploading', 'processing', 'ready', 'error'];

/** Assets: upload (drag and drop, with progress), and the list with its state filter. */
export function Assets() {
  useTitle('Assets');
  const [state, setState] = useState<AssetState | ''>('');
  const [offset, setOffset] = useState(0);
  const { data, error, refresh } = usePoll(`assets:${state}:${offset}`, () => api.listAssets(PAGE_SIZE, offset, state || undefined), {
    active: (list) => list.assets.some((a) => a.state === 'uploading' || a.state === 'processing'),
  });

  return (
    <>
      <h1>Assets</h1>
      <p class="lead">Images, videos and audio for your prompts: a prompt names an asset by its URL.</p>
      <UploadZone onUploaded={refresh} />
      <section aria-labelledby="asset-list-title">
        <div class="page-head">
          <h2 id="asset-list-title">Your assets</h2>
          <div class="field inline">
            <label for="asset-state">State</label>
            <select
              id="asset-state"
              value={state}
              onChange={(e) => {
                setState(e.currentTarget.value as AssetState | '');
                setOffset(0);
              }}
            >
              <option value="">All</option>
              {STATES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </div>
        </div>
        <ErrorMessage error={error} />
        {data && data.assets.length === 0 ? <p class="empty">No assets{state ? ` in state ${state}` : ''}.</p> : null}
        {data ? (
          <ul class="asset-grid" aria-label="Assets">
            {data.assets.map((a) => (
              <li key={a.id}>
                <AssetCard asset={a} onDeleted={refresh} />
              </li>
            ))}
          </ul>
        ) : null}
        {data ? <Pager pagination={data.pagination} onOffset={setOffset} label="Asset pages" /> : null}
      </section>
    </>
  );
}
