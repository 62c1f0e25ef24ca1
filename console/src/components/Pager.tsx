import type { Pagination } from '../lib/types';

/** Previous / next over a `{limit, offset, total}` page, with where the reader is in words. */
export function Pager({ pagination, onOffset, label }: { pagination: Pagination; onOffset: (offset: number) => void; label: string }) {
  const { limit, offset, total } = pagination;
  if (total <= limit && offset === 0) return null;
  const first = total === 0 ? 0 : offset + 1;
  const last = Math.min(offset + limit, total);
  return (
    <nav class="pager" aria-label={label}>
      <button type="button" class="secondary" disabled={offset === 0} onClick={() => onOffset(Math.max(0, offset - limit))}>
        Previous
      </button>
      <span aria-live="polite">
        {first}–{last} of {total}
      </span>
      <button type="button" class="secondary" disabled={offset + limit >= total} onClick={() => onOffset(offset + limit)}>
        Next
      </button>
    </nav>
  );
}
