import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { secretFileIn } from '../secret-file.js';
import { createSealer, parseSecretKey, type Sealer } from './sealer.js';

/**
 * The sealer of this process: MONTAGE_SECRET_KEY; in the embedded mode without it, a key generated once into
 * `secret-key` (0600) in the data dir. A cluster process without a key seals nothing and says so: the chart and
 * cdk8s always give it one. Earlier keys (MONTAGE_SECRET_KEY_PREVIOUS) still open what they sealed.
 */
export function sealerFrom(config: Pick<Config, 'MONTAGE_MODE' | 'MONTAGE_DATA_DIR' | 'MONTAGE_SECRET_KEY' | 'MONTAGE_SECRET_KEY_PREVIOUS'>, logger?: Logger): Sealer {
  const previous = config.MONTAGE_SECRET_KEY_PREVIOUS.map(parseSecretKey);
  const given = config.MONTAGE_SECRET_KEY ?? (config.MONTAGE_MODE === 'embedded' ? secretFileIn(config.MONTAGE_DATA_DIR, 'secret-key') : undefined);
  if (given === undefined) {
    logger?.warn('MONTAGE_SECRET_KEY is not set: webhook signing secrets and replayed responses are stored in clear (the Helm chart and cdk8s set it from a Secret)');
    return createSealer({ previous });
  }
  return createSealer({ current: parseSecretKey(given), previous });
}
