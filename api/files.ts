import { Router } from 'express';
import { NotFoundError } from '../model/errors.js';
import type { LocalDiskStorage } from '../storage/local-disk.js';
import { verifySignedRequest } from '../storage/signed-url.js';
import { attachmentDisposition } from '../storage/content-disposition.js';

/**
 * Serves the embedded mode's signed download URLs (`/files/<key>?expires&sig[&name]`): the local-disk stand-in for
 * S3 presigned GETs. No API key: the HMAC signature is the credential, and it expires. Range requests are
 * answered (sendFile), so browsers can seek in a video; one past the end is 416 with `Content-Range: bytes *\/size`
 * (api/errors.ts). Anything invalid, expired or missing is a plain 404.
 */
export function signedFilesRouter(storage: LocalDiskStorage, secret: string): Router {
  const router = Router({ caseSensitive: true });
  router.get(/^\/files\/(.+)$/, (req, res, next) => {
    // Express has already decoded the path; decoding again would turn a stray `%` into a 500.
    const key = (req.params as Record<string, string>)[0]!;
    const q = req.query as Record<string, string | undefined>;
    const valid = verifySignedRequest({ key, expires: String(q.expires ?? ''), sig: String(q.sig ?? ''), name: q.name }, secret, new Date());
    const file = valid ? storage.fileFor(key) : undefined;
    if (!file) return next(new NotFoundError('File', 'Download links expire; ask the API for a fresh one.'));
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "sandbox; default-src 'none'");
    // The same Content-Disposition as S3 is told to send for a presigned GET (ResponseContentDisposition).
    if (q.name) res.setHeader('Content-Disposition', attachmentDisposition(q.name));
    res.sendFile(file.path, { dotfiles: 'allow', acceptRanges: true, cacheControl: false }, (err) => {
      if (err && !res.headersSent) next(err);
    });
  });
  return router;
}
