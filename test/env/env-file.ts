import type { Binaries } from './binaries.js';
import type { S3Settings } from './minio.js';

/** What the global setup hands to the test workers (through a JSON file named in MONTAGE_TEST_ENV_FILE). */
export interface TestEnvInfo {
  dir: string;
  kubeconfigPath: string;
  etcdUrl: string;
  s3: S3Settings;
  redisUrl: string;
  binaries: Binaries;
  crds: string[];
}
