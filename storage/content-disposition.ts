/**
 * `attachment` with the name twice (RFC 6266): an ASCII fallback for old clients and the exact name as RFC 5987
 * `filename*`. Quotes, backslashes and control characters never reach the header.
 */
export function attachmentDisposition(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const exact = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${exact}`;
}
