import { percent } from '../lib/format';

/**
 * An accessible progress bar (role=progressbar, aria-valuenow 0-100) and its percentage in words. Indeterminate
 * (`why` given, no value) while nothing measurable happens yet: a moving bar and the reason, rather than a frozen
 * 0 % (ARIA: no aria-valuenow, the reason as aria-valuetext).
 */
export function ProgressBar({ value, label, why }: { value: number | null; label: string; why?: string }) {
  if (value === null) {
    return (
      <div class="progress-block">
        <div class="progress-row">
          <div class="progress indeterminate" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuetext={why}>
            <div class="progress-fill" />
          </div>
        </div>
        {why ? <p class="progress-why">{why}</p> : null}
      </div>
    );
  }
  const pct = percent(value);
  return (
    <div class="progress-block">
      <div class="progress-row">
        <div class="progress" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct}>
          <div class="progress-fill" style={{ width: `${pct}%` }} />
        </div>
        <span class="progress-text" aria-hidden="true">
          {pct}%
        </span>
      </div>
      {why ? <p class="progress-why">{why}</p> : null}
    </div>
  );
}
