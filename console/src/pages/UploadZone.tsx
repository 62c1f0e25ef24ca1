import { useState } from 'preact/hooks';
import { ErrorMessage } from '../components/ErrorMessage';
import { ProgressBar } from '../components/ProgressBar';
import { ApiError } from '../lib/api';
import { formatBytes, idSuffix } from '../lib/format';
import { LIMITS } from '../lib/limits';
import type { Asset } from '../lib/types';
import { settled, uploadFile } from '../lib/upload';

/*
 * An upload's life as the person sees it: the bytes are sent (a bar of them), then the service answers, and then it
 * checks the file (probe). "Uploaded" is said only of a file the service accepted and found usable: a refusal, at
 * once (4xx: its code and hint) or after the check (the asset's `error`), is said as such, never as 100 %.
 */
type Phase = 'sending' | 'answering' | 'checking' | 'ready' | 'refused';

interface Upload {
  id: number;
  name: string;
  progress: number;
  phase: Phase;
  asset?: Asset;
  error?: ApiError | { message: string; hint?: string; code?: string };
}

const PHASE_WORDS: Record<Phase, string> = {
  sending: 'sending',
  answering: 'sent, waiting for the answer',
  checking: 'received, checking the file',
  ready: 'uploaded and ready',
  refused: 'refused',
};

let nextId = 1;

/** Drop files here (or choose them): each is uploaded on its own with a progress bar of the bytes sent. */
export function UploadZone({ onUploaded }: { onUploaded: () => void }) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [over, setOver] = useState(false);

  const update = (id: number, change: Partial<Upload>) => setUploads((list) => list.map((u) => (u.id === id ? { ...u, ...change } : u)));

  const start = (files: FileList | File[]) => {
    for (const file of Array.from(files)) {
      const id = nextId++;
      setUploads((list) => [{ id, name: file.name, progress: 0, phase: 'sending' as const }, ...list].slice(0, 10));
      if (file.size > LIMITS.uploadBytes) {
        // Refused here rather than after sending 100 MB for the API's 413.
        update(id, {
          phase: 'refused',
          error: { message: `The file is too large: ${file.size.toLocaleString('en')} bytes, and an upload may have at most ${formatBytes(LIMITS.uploadBytes)}`, code: 'FILE_TOO_LARGE', hint: 'Shorten or compress it, then upload it again.' },
        });
        continue;
      }
      uploadFile(file, (progress) => update(id, progress >= 1 ? { progress, phase: 'answering' } : { progress }))
        .then(async (asset) => {
          update(id, { phase: 'checking', asset });
          onUploaded();
          const final = await settled(asset);
          onUploaded();
          if (final.state === 'ready') update(id, { phase: 'ready', asset: final });
          else if (final.state === 'error') {
            update(id, {
              phase: 'refused',
              asset: final,
              error: { message: final.error ?? 'The service could not use this file', hint: 'Upload an image, video or audio file whose content matches its type; the refused asset can be deleted below.' },
            });
          } else update(id, { phase: 'checking', asset: final });
        })
        .catch((err: unknown) => update(id, { phase: 'refused', error: err instanceof ApiError ? err : new ApiError(String(err), 'INTERNAL_ERROR', 0) }));
    }
  };

  return (
    <section class="card" aria-labelledby="upload-title">
      <h2 id="upload-title">Upload</h2>
      <div
        class={`dropzone ${over ? 'over' : ''}`}
        data-testid="dropzone"
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          if (e.dataTransfer?.files.length) start(e.dataTransfer.files);
        }}
      >
        <p>Drop images, videos or audio here (at most 100 MB each), or</p>
        <label class="button file-button">
          Choose files
          <input
            type="file"
            class="visually-hidden"
            multiple
            accept="video/*,image/*,audio/*"
            onChange={(e) => {
              const input = e.currentTarget;
              if (input.files?.length) start(input.files);
              input.value = '';
            }}
          />
        </label>
      </div>
      {uploads.length > 0 ? (
        <ul class="uploads" aria-label="Uploads" aria-live="polite">
          {uploads.map((u) => (
            <li key={u.id} class={`upload upload-${u.phase}`}>
              <span class="upload-name">
                {u.name} {u.asset ? <span class="asset-id">{idSuffix(u.asset.id)}</span> : null}{' '}
                <span class="muted small" data-testid="upload-phase">
                  {PHASE_WORDS[u.phase]}
                </span>
              </span>
              {u.phase === 'refused' ? (
                <ErrorMessage error={u.error} title="Not uploaded" />
              ) : u.phase === 'sending' ? (
                <ProgressBar value={u.progress} label={`Uploading ${u.name}`} />
              ) : u.phase === 'ready' ? null : (
                <ProgressBar value={null} label={`Uploading ${u.name}`} why={u.phase === 'answering' ? 'All bytes sent; waiting for the service to answer' : 'Checking that the file is a usable image, video or audio'} />
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
