import type { FormField as Field } from '../../lib/scene-schema';
import { PALETTE } from '../../lib/palette';
import type { Asset } from '../../lib/types';

interface Props {
  field: Field;
  value: unknown;
  /** Unique per field on the page: labels point at their inputs. */
  id: string;
  assets: Asset[];
  onChange: (value: unknown) => void;
}

/** One field of a form generated from the scene document's schema (lib/scene-schema.ts). */
export function FormField({ field, value, id, assets, onChange }: Props) {
  const { type } = field;
  const optional = !field.required && field.default === undefined;
  switch (type.kind) {
    case 'text':
      return (
        <label class="field" for={id}>
          <span>{field.label}</span>
          {type.multiline ? (
            <textarea id={id} rows={3} maxLength={type.max} value={String(value ?? '')} onInput={(e) => onChange(e.currentTarget.value || (optional ? undefined : ''))} />
          ) : (
            <input id={id} type="text" maxLength={type.max} value={String(value ?? '')} onInput={(e) => onChange(e.currentTarget.value || (optional ? undefined : ''))} />
          )}
        </label>
      );
    case 'lines':
      return (
        <label class="field" for={id}>
          <span>{field.label} (one per line)</span>
          <textarea id={id} rows={4} value={Array.isArray(value) ? value.join('\n') : ''} onInput={(e) => onChange(e.currentTarget.value.split('\n').filter((l) => l.trim() !== '').slice(0, type.max ?? 50))} />
        </label>
      );
    case 'enum':
    case 'placement':
      return (
        <label class="field" for={id}>
          <span>{field.label}</span>
          <select id={id} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.currentTarget.value || undefined)}>
            {optional || type.kind === 'placement' ? <option value="">{typeof value === 'object' && value ? 'custom box' : 'automatic'}</option> : null}
            {type.options.map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </select>
        </label>
      );
    case 'number':
      return (
        <label class="field" for={id}>
          <span>{field.label}</span>
          <input
            id={id}
            type="number"
            step="0.1"
            min={type.min}
            max={type.max}
            value={typeof value === 'number' ? String(value) : ''}
            onInput={(e) => {
              const n = e.currentTarget.valueAsNumber;
              if (e.currentTarget.value === '' && optional) onChange(undefined);
              else if (Number.isFinite(n) && (type.min === undefined || n >= type.min) && (type.max === undefined || n <= type.max)) onChange(n);
            }}
          />
        </label>
      );
    case 'boolean':
      return (
        <label class="field checkbox" for={id}>
          <input id={id} type="checkbox" checked={value === true} onChange={(e) => onChange(e.currentTarget.checked)} />
          <span>{field.label}</span>
        </label>
      );
    case 'colour':
      return <ColourField id={id} label={field.label} value={typeof value === 'string' ? value : undefined} optional={optional} onChange={onChange} />;
    case 'asset':
      return (
        <label class="field" for={id}>
          <span>{field.label}</span>
          <select id={id} value={String(value ?? '')} onChange={(e) => onChange(e.currentTarget.value)}>
            {assets.some((a) => a.id === value) ? null : <option value={String(value ?? '')}>{String(value ?? 'choose')}</option>}
            {assets.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        </label>
      );
    case 'object':
      return (
        <fieldset class="subform">
          <legend>{field.label}</legend>
          {type.fields.map((f) => (
            <FormField
              key={f.key}
              field={f}
              id={`${id}-${f.key}`}
              assets={assets}
              value={(value as Record<string, unknown> | undefined)?.[f.key] ?? f.default}
              onChange={(v) => onChange({ ...((value as object | undefined) ?? (field.default as object | undefined) ?? {}), [f.key]: v })}
            />
          ))}
        </fieldset>
      );
  }
}

/**
 * A colour: the browser's picker, the hex value as text, and the designer palette's swatches. An optional colour
 * left automatic (the renderer chooses one that reads on the ground) shows an "auto" chip, not the picker's black,
 * which was not the colour the preview showed; "Automatic" puts a chosen colour back to that.
 */
export function ColourField({ id, label, value, optional, onChange }: { id: string; label: string; value: string | undefined; optional: boolean; onChange: (v: string | undefined) => void }) {
  const auto = value === undefined && optional;
  return (
    <fieldset class="field colour-field">
      <legend>{label}</legend>
      <div class="colour-row">
        <span class={`colour-picker${auto ? ' auto' : ''}`} data-testid="colour-state">
          {auto ? <span class="auto-chip" aria-hidden="true">auto</span> : null}
          <input id={id} type="color" aria-label={auto ? `${label} picker (now automatic)` : `${label} picker`} value={value ?? '#808080'} onInput={(e) => onChange(e.currentTarget.value.toLowerCase())} />
        </span>
        <input type="text" aria-label={`${label} (hex)`} value={value ?? ''} placeholder={optional ? 'automatic' : '#rrggbb'} pattern="#[0-9a-fA-F]{6}" size={8} onChange={(e) => {
          const v = e.currentTarget.value.trim().toLowerCase();
          if (/^#[0-9a-f]{6}$/.test(v)) onChange(v);
          else if (v === '' && optional) onChange(undefined);
        }} />
        {optional && !auto ? (
          <button type="button" class="secondary small" aria-label={`${label}: back to automatic`} onClick={() => onChange(undefined)}>
            Automatic
          </button>
        ) : null}
      </div>
      {auto ? <p class="help">Automatic: a colour that reads on the background, as the preview shows.</p> : null}
      <div class="swatches" role="group" aria-label={`${label}: designer palette`}>
        {PALETTE.map((c) => (
          <button key={c.hex} type="button" class="swatch" style={{ background: c.hex }} title={c.name} aria-label={`${c.name} ${c.hex}`} aria-pressed={value === c.hex} onClick={() => onChange(c.hex)} />
        ))}
      </div>
    </fieldset>
  );
}
