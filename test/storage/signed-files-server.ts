import express from 'express';
import type { AddressInfo } from 'node:net';
import { attachmentDisposition } from '../../storage/content-disposition.js';
import type { LocalDiskStorage } from '../../storage/local-disk.js';
import { verifySignedRequest } from '../../storage/signed-url.js';

/**
 * A minimal server for the local disk's signed URLs, so its contract runs over real HTTP: what the API's download
 * route does, without the rest of the API.
 */
export async function startSignedFilesServer(storage: () => LocalDiskStorage, secret: string): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const app = express();
  app.get(/^\/files\/(.+)$/, (req, res) => {
    const key = req.path.slice('/files/'.length).split('/').map(decodeURIComponent).join('/');
    const q = req.query as Record<string, string | undefined>;
    const valid = verifySignedRequest({ key, expires: String(q.expires ?? ''), sig: String(q.sig ?? ''), name: q.name }, secret, new Date());
    const file = valid ? storage().fileFor(key) : undefined;
    if (!file) return void res.status(404).end();
    res.setHeader('Content-Type', file.contentType);
    if (q.name !== undefined) res.setHeader('Content-Disposition', attachmentDisposition(q.name));
    res.sendFile(file.path, { acceptRanges: true, cacheControl: false, dotfiles: 'allow' });
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
