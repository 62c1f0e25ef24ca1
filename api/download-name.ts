import { attachmentDisposition } from '../storage/content-disposition.js';

/*
 * Downloads are named after what they are, as people named it: an export `<project name>.mp4`, its captions
 * `<project name>.vtt`, a chapter preview `<project name> - <chapter name>.mp4`. Names may hold any character
 * (emoji, accents); the ones a file system refuses become `_`, and Content-Disposition carries the name twice: an
 * ASCII `filename=` and the exact UTF-8 `filename*=` (RFC 6266, RFC 5987; storage/content-disposition.ts).
 */
export function fileNameOf(parts: readonly string[], extension: string, fallback: string): string {
  const base = parts
    .map((p) => p.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, '_').trim())
    .filter((p) => p.length > 0)
    .join(' - ')
    .replace(/^\.+/, '');
  return `${base || fallback}.${extension}`;
}

/** An inline answer (shown in the browser, like an asset's content) that is saved under its name. */
export function inlineDisposition(filename: string): string {
  return attachmentDisposition(filename).replace(/^attachment/, 'inline');
}

export { attachmentDisposition };
