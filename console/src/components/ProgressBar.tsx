import { percent } from '../lib/format';

/** An accessible progress bar (role=progressbar with aria-valuenow 0-100) and its percentage in words. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const pct = percent(value);
  return (
    <div class="progress-row">
      <div class="progress" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct}>
        <div class="progress-fill" style={{ width: `${pct}%` }} />
      </div>
      <span class="progress-text" aria-hidden="true">
        {pct}%
      </span>
    </div>
  );
}
