/**
 * A text field with the API's length limit: `maxLength` stops typing (and pasting) beyond it, and a counter beside
 * the label says how much is used ("12/30"), so the limit is known before the API has to refuse anything.
 */
export function CountedField({
  id,
  label,
  value,
  onInput,
  max,
  required,
  help,
  rows,
}: {
  id: string;
  label: string;
  value: string;
  onInput: (value: string) => void;
  max: number;
  required?: boolean;
  help?: string;
  /** A textarea of this many rows (long texts such as a description); an input otherwise. */
  rows?: number;
}) {
  const describedBy = [help ? `${id}-help` : '', `${id}-count`].filter(Boolean).join(' ');
  const common = {
    id,
    value,
    maxLength: max,
    required,
    'aria-describedby': describedBy,
    onInput: (e: { currentTarget: { value: string } }) => onInput(e.currentTarget.value),
  };
  return (
    <div class="field">
      <div class="field-head">
        <label for={id}>{label}</label>
        <span id={`${id}-count`} class={`counter ${value.length >= max ? 'full' : ''}`} data-testid={`${id}-count`}>
          <span class="visually-hidden">Characters used: </span>
          {value.length}/{max}
        </span>
      </div>
      {rows ? <textarea rows={rows} {...common} /> : <input {...common} />}
      {help ? (
        <span id={`${id}-help`} class="help">
          {help}
        </span>
      ) : null}
    </div>
  );
}
