import { useState } from 'preact/hooks';
import { ErrorMessage } from '../components/ErrorMessage';
import { ProgressBar } from '../components/ProgressBar';
import { ApiError } from '../lib/api';
import { uploadFile } from '../lib/upload';

interface Upload {
  id: number;
  name: string;
  progress: number;
  state: 'uploading' | 'done' | 'failed';
  error?: ApiError;
}

let nextId = 1;

/** Drop files here (or choose them): each is uploaded on its own with a progress bar of the bytes sent. */
export function UploadZone({ onUploaded }: { onUploaded: () => void }) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [over, setOver] = useState(false);

  const update = (id: number, change: Partial<Upload>) => setUploads((list) => list.map((u) => (u.id === id ? { ...u, ...change } : u)));

  const start = (files: FileList | File[]) => {
    for (const file of Array.from(files)) {
      const id = nextId++;
      setUploads((list) => [{ id, name: file.name, progress: 0, state: 'uploading' as const }, ...list].slice(0, 10));
      uploadFile(file, (progress) => update(id, { progress }))
        .then(() => {
          update(id, { state: 'done', progress: 1 });
          onUploaded();
        })
        .catch((err: unknown) => update(id, { state: 'failed', error: err as ApiError }));
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
            <li key={u.id} class="upload">
              <span class="upload-name">
                {u.name} <span class="muted small">{u.state === 'done' ? 'uploaded' : u.state === 'failed' ? 'failed' : 'uploading'}</span>
              </span>
              {u.state === 'failed' ? <ErrorMessage error={u.error} /> : <ProgressBar value={u.progress} label={`Uploading ${u.name}`} />}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
