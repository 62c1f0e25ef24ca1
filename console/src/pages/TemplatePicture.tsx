import { useState } from 'preact/hooks';
import { ErrorMessage } from '../components/ErrorMessage';
import { ProgressBar } from '../components/ProgressBar';
import { ApiError } from '../lib/api';
import { formatBytes } from '../lib/format';
import { LIMITS } from '../lib/limits';
import type { Asset } from '../lib/types';
import { settled, uploadFile } from '../lib/upload';

/*
 * A template's picture field: one of the person's ready pictures, or one uploaded right here (the Assets page's
 * upload, with its progress), chosen as soon as the service has checked it. A newcomer with no assets yet found only
 * "none (left out)" and no way to add their product's picture without leaving the filled form.
 */

type Sending = { phase: 'sending'; name: string; progress: number } | { phase: 'checking'; name: string } | { phase: 'refused'; error: ApiError | { message: string; hint?: string } };

export function TemplatePicture({ id, label, value, pictures, onChange, onUploaded }: { id: string; label: string; value: string; pictures: Asset[]; onChange: (assetId: string) => void; onUploaded: () => void }) {
  const [sending, setSending] = useState<Sending>();
  const [uploaded, setUploaded] = useState<Asset>();
  // The upload is offered at once, before the list of ready pictures has come back.
  const choices = uploaded && !pictures.some((a) => a.id === uploaded.id) ? [uploaded, ...pictures] : pictures;

  const upload = async (file: File) => {
    if (file.size > LIMITS.uploadBytes) {
      setSending({ phase: 'refused', error: { message: `The file is too large: an upload may have at most ${formatBytes(LIMITS.uploadBytes)}`, hint: 'Shorten or compress it, then upload it again.' } });
      return;
    }
    setSending({ phase: 'sending', name: file.name, progress: 0 });
    try {
      const asset = await uploadFile(file, (progress) => setSending({ phase: 'sending', name: file.name, progress }));
      setSending({ phase: 'checking', name: file.name });
      const final = await settled(asset);
      if (final.state !== 'ready') {
        setSending({ phase: 'refused', error: { message: final.error ?? 'The service could not use this file', hint: 'Upload an image or a video whose content matches its type.' } });
        return;
      }
      setUploaded(final);
      setSending(undefined);
      onUploaded();
      onChange(final.id);
    } catch (err) {
      setSending({ phase: 'refused', error: err instanceof ApiError ? err : new ApiError(String(err), 'INTERNAL_ERROR', 0) });
    }
  };

  return (
    <div class="field template-picture">
      <label for={id}>{label}</label>
      <div class="picture-choice">
        <select id={id} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          <option value="">none (left out)</option>
          {choices.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </select>
        <label class="button secondary file-button">
          Upload a picture
          <input
            type="file"
            class="visually-hidden"
            accept="image/*,video/*"
            aria-label={`Upload a picture for ${label}`}
            disabled={sending?.phase === 'sending' || sending?.phase === 'checking'}
            onChange={(e) => {
              const input = e.currentTarget;
              const file = input.files?.[0];
              input.value = '';
              if (file) void upload(file);
            }}
          />
        </label>
      </div>
      {sending?.phase === 'sending' ? (
        <ProgressBar value={sending.progress} label={`Uploading ${sending.name}`} />
      ) : sending?.phase === 'checking' ? (
        <ProgressBar value={null} label={`Uploading ${sending.name}`} why="Sent; checking that it is a usable picture" />
      ) : sending?.phase === 'refused' ? (
        <ErrorMessage error={sending.error} title="Not uploaded" />
      ) : choices.length === 0 ? (
        <p class="muted small">You have no pictures yet: upload one here, and it is chosen for this field.</p>
      ) : null}
    </div>
  );
}
