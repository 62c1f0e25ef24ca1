/*
 * FFmpeg reads a filter option value through two parsers: the option parser of the filter (`key=value:key=value`)
 * and then the filtergraph parser (`filter,filter;[label]`). A value must be escaped for the first and the result
 * escaped again for the second (ffmpeg-filters, "Notes on filtergraph escaping"). Only paths we choose and numbers
 * go through here; user text never does: it reaches drawtext through `textfile=` with expansion disabled.
 */

/** Escapes a value for a filter's option parser. */
function escapeOptionValue(value: string): string {
  return value.replace(/[\\':]/g, (ch) => `\\${ch}`);
}

/** Escapes a (once-escaped) option value for the filtergraph parser. */
function escapeGraphLevel(value: string): string {
  return value.replace(/[\\'[\],;]/g, (ch) => `\\${ch}`);
}

export function filterValue(value: string): string {
  return escapeGraphLevel(escapeOptionValue(value));
}
