/*
 * How a render job reaches object storage without credentials: the controller hands each job a URL per object it
 * may read (GET) or write (PUT), and nothing else. In a cluster they are S3 presigned URLs (the render Pod holds no
 * S3 keys); in the embedded mode they are URLs of a loopback server of the service's own (job-object-server.ts), so
 * the engine process never opens the data dir.
 */

export type GrantMethod = 'GET' | 'PUT';

export interface JobUrlSigner {
  /** A URL that allows exactly `method` on `key` until it expires; signing is local (no request is made). */
  jobUrl(key: string, method: GrantMethod, expiresInSeconds: number): Promise<string>;
}

export function canSignJobUrls(storage: object): storage is JobUrlSigner {
  return typeof (storage as Partial<JobUrlSigner>).jobUrl === 'function';
}
