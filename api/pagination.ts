import { z } from 'zod';
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX } from '../model/fields.js';

/*
 * Decision (spec: not shown): `limit` and `offset` must be whole decimal numbers; `limit` 1-100 (default 20),
 * `offset` >= 0 (default 0). Anything else (0, negatives, 101, "abc", 1.5, repeated parameters) is a 400
 * VALIDATION_ERROR with a hint, rather than being silently clamped: a client asking for 500 items should learn it
 * gets at most 100. Unknown query parameters are ignored.
 */
function wholeNumber(name: string, min: number, max: number, fallback: number) {
  return z
    .string()
    .regex(/^\d{1,9}$/, { message: `${name} must be a whole number from ${min} to ${max}` })
    .transform(Number)
    .pipe(z.number().min(min, { message: `${name} must be at least ${min}` }).max(max, { message: `${name} must be at most ${max}` }))
    .optional()
    .transform((v) => v ?? fallback)
    .meta({ description: `${min}-${max}, default ${fallback}` });
}

export const PageQuery = z.object({
  limit: wholeNumber('limit', 1, PAGE_LIMIT_MAX, PAGE_LIMIT_DEFAULT),
  offset: wholeNumber('offset', 0, 1_000_000_000, 0),
});
export type PageQuery = z.infer<typeof PageQuery>;
