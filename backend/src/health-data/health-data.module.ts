import { Logger, Module, OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { HealthCipher } from './health-cipher';
import { HealthKeyring } from './health-keyring';

export type { EncryptedRecord } from './health-cipher';
export type { RotationReport } from './consultation-records';
export { HealthCipher, HealthDataUnreadableError } from './health-cipher';
export { HEALTH_KEY_FILE, HealthKeyring } from './health-keyring';
export {
  assertKeysPresent,
  countByKeyId,
  decryptConsultations,
  encryptPlainConsultations,
  healthCipherOf,
  HealthKeysMissingError,
  provideHealthCipher,
  reencryptConsultations,
} from './consultation-records';

/** Why an instance on a PostgreSQL server should be given HEALTH_DATA_KEY. */
export const SHARED_DATABASE_WARNING =
  'HEALTH_DATA_KEY is unset: health answers are encrypted with the key file of this DATA_DIR. ' +
  'Every instance on this database must have the same key: set HEALTH_DATA_KEY (the same on all) ' +
  'before running more than one, see docs/operations.md "Health data encryption"';

/**
 * The health data cipher (see HealthCipher), its keys from HEALTH_DATA_KEY or DATA_DIR's key file.
 * The clients' consultation repository encrypts and decrypts with it.
 */
@Module({
  providers: [
    {
      provide: HealthCipher,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => new HealthCipher(HealthKeyring.load(config)),
    },
  ],
  exports: [HealthCipher],
})
export class HealthDataModule implements OnApplicationBootstrap {
  private readonly logger = new Logger('HealthData');

  constructor(
    private readonly config: AppConfig,
    private readonly cipher: HealthCipher,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.externalDatabase && this.cipher.keyring.source === 'file')
      this.logger.warn(SHARED_DATABASE_WARNING);
  }
}
