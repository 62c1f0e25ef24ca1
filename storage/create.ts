import { join } from 'node:path';
import type { Logger } from 'pino';
import { publicUrlOf, type Config } from '../lib/config.js';
import { secretFileIn } from '../lib/secret-file.js';
import { LocalDiskStorage } from './local-disk.js';
import type { ObjectStorage } from './object-storage.js';

/** Where the embedded mode keeps its objects. */
export function localObjectsDir(config: Config): string {
  return join(config.MONTAGE_DATA_DIR, 'objects');
}

/**
 * The HMAC secret of embedded download URLs: MONTAGE_URL_SIGNING_SECRET, or one generated on first use and kept in
 * the data dir, so URLs survive restarts and the API and its engine processes agree on it.
 */
export function urlSigningSecret(config: Config): string {
  return config.MONTAGE_URL_SIGNING_SECRET ?? secretFileIn(config.MONTAGE_DATA_DIR, 'url-signing-secret');
}

/**
 * S3 in cluster mode, the local disk in embedded mode. The S3 client is imported only when used: loading it costs
 * every embedded engine process about 0.1 s.
 *
 * `setUpBucket` (the API and the controller, not the engine Jobs): check the bucket before returning, creating it
 * when missing unless S3_CREATE_BUCKET=false. A problem is logged, not thrown: the process starts, unready, and its
 * readiness checks name the problem (and create the bucket once they can).
 *
 * `signUrls: false` (the engine): the embedded storage is opened without the URL signing secret, and its
 * `signedUrl` throws.
 */
export async function createStorage(
  config: Config,
  deps: { logger?: Logger; setUpBucket?: boolean; signUrls?: boolean } = {},
): Promise<ObjectStorage> {
  if (config.MONTAGE_MODE === 'cluster') {
    const { S3Storage } = await import('./s3.js');
    const storage = new S3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      publicEndpoint: config.S3_PUBLIC_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      createBucket: deps.setUpBucket === true && config.S3_CREATE_BUCKET,
      logger: deps.logger,
    });
    if (deps.setUpBucket) await storage.setUpBucket();
    return storage;
  }
  return new LocalDiskStorage({
    root: localObjectsDir(config),
    // The engine (`signUrls: false`) signs no URLs, so it neither gets the secret nor reads its file.
    secret: deps.signUrls === false ? undefined : urlSigningSecret(config),
    publicBaseUrl: publicUrlOf(config, config.PORT),
  });
}
