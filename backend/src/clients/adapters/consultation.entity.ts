import { Column, Entity } from 'typeorm';

/**
 * A client's consultation answers, encrypted at rest (HealthCipher: AES-256-GCM, the client's id as
 * additional authenticated data): the table never holds them in plain.
 */
@Entity('consultations')
export class ConsultationEntity {
  @Column({ type: 'uuid', primary: true }) client_id: string;
  /** The id of the health data key the answers are encrypted with. */
  @Column({ type: 'varchar', length: 32 }) key_id: string;
  @Column({ type: 'bytea' }) nonce: Buffer;
  @Column({ type: 'bytea' }) ciphertext: Buffer;
  @Column({ type: 'bytea' }) auth_tag: Buffer;
  @Column({ type: 'timestamptz' }) created_at: Date;
  @Column({ type: 'timestamptz' }) updated_at: Date;
}
