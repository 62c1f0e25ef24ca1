/** A state as a word with a colour (never colour alone); `tone` picks the colour when the word is not a state. */
export function StatusBadge({ status, label, tone }: { status: string; label?: string; tone?: string }) {
  return (
    <span class={`badge badge-${tone ?? status}`} data-status={status}>
      {label ?? status}
    </span>
  );
}
