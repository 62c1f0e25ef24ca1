import { useState } from 'preact/hooks';
import { ErrorMessage } from '../components/ErrorMessage';
import { ApiError, api } from '../lib/api';
import { takeEndReason, writeKey } from '../lib/session';
import { useTitle } from '../lib/use-title';

/** Sign in with an API key: checked against the API before it is kept (in sessionStorage only). */
export function SignIn() {
  useTitle('Sign in');
  const [key, setKey] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; hint?: string; code?: string } | undefined>(takeEndReason);

  const submit = async (e: Event) => {
    e.preventDefault();
    const candidate = key.trim();
    if (!candidate) {
      setError({ message: 'Enter an API key', hint: 'npm start prints one on its first start; `montage keys create` makes more.' });
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await api.checkKey(candidate);
      writeKey(candidate);
    } catch (err) {
      const apiError = err instanceof ApiError ? err : new ApiError(String(err), 'INTERNAL_ERROR', 0);
      setError(
        apiError.status === 401
          ? { message: 'This API key was not accepted', code: apiError.code, hint: apiError.hint ?? apiError.message }
          : apiError,
      );
      setBusy(false);
    }
  };

  return (
    <main id="main" class="signin">
      <h1>Montage</h1>
      <p class="lead">Sign in with an API key to see your projects, chapters and exports.</p>
      <form onSubmit={submit} class="card" aria-describedby="key-help">
        <label for="api-key">API key</label>
        <input
          id="api-key"
          name="api-key"
          type="password"
          autoComplete="off"
          spellcheck={false}
          value={key}
          onInput={(e) => setKey(e.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          autoFocus
        />
        <p id="key-help" class="help">
          Kept in this tab only (sessionStorage) and sent as <code>Authorization: Bearer</code>. <code>npm start</code> prints a key on
          its first start; <code>montage keys create</code> makes more.
        </p>
        <ErrorMessage error={error} />
        <button type="submit" disabled={busy}>
          {busy ? 'Checking…' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}
