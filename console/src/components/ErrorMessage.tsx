import type { ApiError } from '../lib/api';

/** An API error as people should see it: what went wrong, and the API's hint on what to do about it. */
export function ErrorMessage({ error, title }: { error: ApiError | { message: string; hint?: string; code?: string } | undefined; title?: string }) {
  if (!error) return null;
  return (
    <div class="error" role="alert">
      <p class="error-message">
        {title ? <strong>{title}: </strong> : null}
        {error.message}
        {error.code && error.code !== 'NETWORK_ERROR' ? <span class="error-code"> ({error.code})</span> : null}
      </p>
      {error.hint ? <p class="error-hint">{error.hint}</p> : null}
    </div>
  );
}
