import { useState } from 'preact/hooks';
import { CountedField } from '../components/CountedField';
import { ErrorMessage } from '../components/ErrorMessage';
import { api } from '../lib/api';
import { LIMITS } from '../lib/limits';
import { useAction } from '../lib/use-action';

/** The "add a chapter" form: a name, and optionally a total duration in seconds. */
export function AddChapter({ projectId, onAdded }: { projectId: string; onAdded: () => void }) {
  const [name, setName] = useState('');
  const [duration, setDuration] = useState('');
  const { busy, error, act } = useAction(async () => {
    await api.createChapter(projectId, name, duration ? Number(duration) : undefined);
    setName('');
    setDuration('');
    onAdded();
  });
  const submit = (e: Event) => {
    e.preventDefault();
    void act();
  };

  return (
    <form class="card form-grid" onSubmit={submit} aria-labelledby="add-chapter-title">
      <h2 id="add-chapter-title">Add a chapter</h2>
      <CountedField id="chapter-name" label="Chapter name" value={name} onInput={setName} max={LIMITS.chapterName} required help={`1 to ${LIMITS.chapterName} characters`} />
      <div class="field">
        <label for="chapter-duration">Duration in seconds (optional)</label>
        <input
          id="chapter-duration"
          type="number"
          inputMode="numeric"
          min={1}
          max={600}
          step={1}
          value={duration}
          onInput={(e) => setDuration(e.currentTarget.value)}
        />
      </div>
      <ErrorMessage error={error} title="The chapter was not added" />
      <div class="actions">
        <button type="submit" disabled={busy}>
          Add chapter
        </button>
      </div>
    </form>
  );
}
