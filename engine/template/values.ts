import { CSS_COLOURS } from '../colours.js';
import { isId } from '../../model/ids.js';
import type { FieldType } from '../../model/template.js';

/*
 * A row's value read as the type of the place it fills. Values are untrusted text: they are only ever parsed here
 * into the scene document's own types (a colour, an asset id, a number) or kept as text, which the renderer draws
 * like any text (pictures by the text engine, never part of an FFmpeg filter graph).
 */

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/** `#rrggbb`, `#rgb` (any case) or a CSS colour name, as the document's `#rrggbb`. */
export function parseColour(value: string): Parsed<string> {
  const v = value.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(v)) return { ok: true, value: v };
  if (/^#[0-9a-f]{3}$/.test(v)) return { ok: true, value: `#${[...v.slice(1)].map((c) => c + c).join('')}` };
  const named = CSS_COLOURS[v.replace(/\s+/g, '')];
  if (named) return { ok: true, value: named };
  return { ok: false, error: `${JSON.stringify(value.slice(0, 40))} is not a colour (#rrggbb, #rgb or a CSS colour name)` };
}

/** A finite number, from a number or a numeric string (a CSV gives strings). */
export function parseNumber(value: string): Parsed<number> {
  const v = value.trim();
  const n = v === '' ? NaN : Number(v);
  if (!Number.isFinite(n)) return { ok: false, error: `${JSON.stringify(value.slice(0, 40))} is not a number` };
  return { ok: true, value: n };
}

/** An asset id, given as the id itself or as its URL (`.../api/v1/assets/ast_...`, as a prompt names it). */
export function parseAssetRef(value: string): Parsed<string> {
  const v = value.trim();
  if (isId('asset', v)) return { ok: true, value: v };
  const inUrl = /\/assets\/(ast_[A-Za-z0-9]{21})(?:[/?#]|$)/.exec(v);
  if (inUrl && isId('asset', inUrl[1]!)) return { ok: true, value: inUrl[1]! };
  return { ok: false, error: `${JSON.stringify(value.slice(0, 60))} is not an asset id (ast_...) or an asset URL` };
}

/** The type a bound place holds, read from the value the document has there. */
export function typeOfValue(key: string, value: unknown): Exclude<FieldType, 'text'> | undefined {
  if (typeof value === 'number') return 'number';
  if (typeof value !== 'string') return undefined;
  if (key === 'assetId' && isId('asset', value)) return 'asset';
  if (/^#[0-9a-f]{6}$/.test(value)) return 'colour';
  return undefined;
}

export function parseTyped(type: Exclude<FieldType, 'text'>, value: string): Parsed<string | number> {
  if (type === 'colour') return parseColour(value);
  if (type === 'number') return parseNumber(value);
  return parseAssetRef(value);
}
