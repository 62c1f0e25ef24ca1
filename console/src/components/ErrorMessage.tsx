import type { ApiError } from '../lib/api';
import type { FieldProblem } from '../lib/human-error';

type Shown = ApiError | { message: string; hint?: string; code?: string; problems?: FieldProblem[] };

/**
 * An API error as people should see it: what went wrong, then either each field's problem in words (a validation
 * error's hint, read by human-error.ts) or the API's hint on what to do about it. The code stays, small, for support.
 */
export function ErrorMessage({ error, title }: { error: Shown | undefined; title?: string }) {
  if (!error) return null;
  return (
    <div class="error" role="alert">
      <p class="error-message">
        {title ? <strong>{title}: </strong> : null}
        {error.message}
        {error.code && error.code !== 'NETWORK_ERROR' ? <span class="error-code"> ({error.code})</span> : null}
      </p>
      {error.problems?.length ? (
        <ul class="error-fields">
          {error.problems.map((p) => (
            <li key={`${p.field}:${p.problem}`}>
              <strong>{p.field}</strong> {p.problem}
            </li>
          ))}
        </ul>
      ) : error.hint ? (
        <p class="error-hint">{error.hint}</p>
      ) : null}
    </div>
  );
}
