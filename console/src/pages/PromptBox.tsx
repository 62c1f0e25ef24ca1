import { useState } from 'preact/hooks';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { ErrorMessage } from '../components/ErrorMessage';
import { ApiError, api } from '../lib/api';
import { describeAsset } from '../lib/format';
import { LIMITS } from '../lib/limits';
import type { Asset, Chapter } from '../lib/types';

interface Props {
  projectId: string;
  chapter: Chapter;
  assets: Asset[];
  onSent: () => void;
}

/**
 * Writes a prompt for a chapter. While one is still processing, sending another needs `force` (it supersedes the
 * running one): the box asks first, in the page.
 */
export function PromptBox({ projectId, chapter, assets, onSent }: Props) {
  const [content, setContent] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<ApiError>();
  const id = `prompt-${chapter.id}`;

  const send = async (force: boolean) => {
    setConfirming(false);
    setBusy(true);
    setError(undefined);
    try {
      await api.submitPrompt(projectId, chapter.id, content, force);
      setContent('');
      onSent();
    } catch (err) {
      const apiError = err as ApiError;
      // Another prompt started processing meanwhile (another tab, a script): ask, as for a known one.
      if (apiError.code === 'CONFLICT' && !force) setConfirming(true);
      else setError(apiError);
    } finally {
      setBusy(false);
    }
  };

  const submit = (e: Event) => {
    e.preventDefault();
    if (chapter.status === 'processing') setConfirming(true);
    else void send(false);
  };

  const insert = (url: string) => {
    if (url) setContent((text) => (text.trim() ? `${text.trimEnd()} ${url}` : url));
  };

  const usable = assets.filter((a) => a.url);
  return (
    <form class="prompt-box" onSubmit={submit}>
      <label for={id}>Prompt for “{chapter.name}”</label>
      <textarea
        id={id}
        rows={3}
        value={content}
        onInput={(e) => setContent(e.currentTarget.value)}
        placeholder={'e.g. Title "Hello" over a navy background, narrate: "Welcome"'}
        maxLength={LIMITS.prompt}
        required
      />
      <div class="prompt-actions">
        {usable.length > 0 ? (
          <div class="field inline">
            <label for={`${id}-asset`}>Insert an asset</label>
            <select
              id={`${id}-asset`}
              value=""
              onChange={(e) => {
                insert(e.currentTarget.value);
                e.currentTarget.value = '';
              }}
            >
              <option value="">Choose…</option>
              {usable.map((a) => (
                <option key={a.id} value={a.url ?? ''}>
                  {describeAsset(a)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <button type="submit" disabled={busy}>
          {busy ? 'Sending…' : 'Send prompt'}
        </button>
      </div>
      <ErrorMessage error={error} title="The prompt was not sent" />
      <ConfirmDialog
        open={confirming}
        title="A prompt is still processing"
        confirmLabel="Replace it"
        cancelLabel="Keep waiting"
        onConfirm={() => void send(true)}
        onCancel={() => setConfirming(false)}
      >
        <p>
          “{chapter.name}” is still being built from its latest prompt. Sending this one now stops that work and builds the chapter from
          this prompt instead (<code>force</code>).
        </p>
      </ConfirmDialog>
    </form>
  );
}
