import { MigrationInterface, QueryRunner } from 'typeorm';
import {
  decryptConsultations,
  encryptPlainConsultations,
  healthCipherOf,
} from '../../health-data/health-data.module';

/**
 * Consultation answers encrypted at rest (see HealthCipher): the plain `answers` column gives way to
 * `key_id`, `nonce`, `ciphertext` and `auth_tag`, and every existing row is encrypted on the way, by
 * the cipher prepareDatabase hands the migrations (healthCipherOf). All in the migrations' one
 * transaction: a crash midway leaves the plain rows as they were. The UPDATE that encrypts a row
 * clears its plain answers before the column goes, so no live row version keeps them; the dead ones
 * are reclaimed by (auto)vacuum (`VACUUM FULL consultations` rewrites the table at once).
 */
export class HealthDataEncryption1765100000000 implements MigrationInterface {
  name = 'HealthDataEncryption1765100000000';

  async up(q: QueryRunner): Promise<void> {
    const cipher = healthCipherOf(q);
    await q.query(`
      ALTER TABLE consultations
        ADD COLUMN key_id varchar(32),
        ADD COLUMN nonce bytea,
        ADD COLUMN ciphertext bytea,
        ADD COLUMN auth_tag bytea,
        ALTER COLUMN answers DROP NOT NULL`);
    await encryptPlainConsultations(q, cipher);
    await q.query(`
      ALTER TABLE consultations
        DROP COLUMN answers,
        ALTER COLUMN key_id SET NOT NULL,
        ALTER COLUMN nonce SET NOT NULL,
        ALTER COLUMN ciphertext SET NOT NULL,
        ALTER COLUMN auth_tag SET NOT NULL,
        ADD CONSTRAINT consultations_nonce_length CHECK (octet_length(nonce) = 12),
        ADD CONSTRAINT consultations_auth_tag_length CHECK (octet_length(auth_tag) = 16)`);
  }

  async down(q: QueryRunner): Promise<void> {
    const cipher = healthCipherOf(q);
    await q.query(`ALTER TABLE consultations ADD COLUMN answers jsonb`);
    await decryptConsultations(q, cipher);
    await q.query(`
      ALTER TABLE consultations
        DROP CONSTRAINT consultations_nonce_length,
        DROP CONSTRAINT consultations_auth_tag_length,
        DROP COLUMN key_id,
        DROP COLUMN nonce,
        DROP COLUMN ciphertext,
        DROP COLUMN auth_tag,
        ALTER COLUMN answers SET NOT NULL`);
  }
}
