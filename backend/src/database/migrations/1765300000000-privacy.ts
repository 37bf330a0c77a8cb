import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The client's rights (docs/api.md#clients-data-access-log-export-deletion): every read of a
 * client's health answers by the admin is recorded (who, when, what), the client sees the list; an
 * e-mail can be marked to have its recipients and body erased once delivered (the confirmation of
 * an account's deletion).
 *
 * A booking made while its account is being deleted: the booking read the account before the
 * deletion and names it, but the account is gone when the booking is stored. The trigger waits for
 * the deletion (FOR KEY SHARE on the account's row) and stores such a booking without an account,
 * instead of failing on the foreign key.
 */
export class Privacy1765300000000 implements MigrationInterface {
  name = 'Privacy1765300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE health_access_log (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        client_id uuid NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
        admin_username varchar(100) NOT NULL,
        read_at timestamptz NOT NULL,
        what varchar(32) NOT NULL
          CHECK (what IN ('appointment_detail', 'client_detail', 'consultation', 'export'))
      )`);
    await q.query(
      `CREATE INDEX health_access_log_client_idx ON health_access_log (client_id, read_at DESC)`,
    );
    await q.query(
      `ALTER TABLE outbox_messages ADD COLUMN scrub_after_send boolean NOT NULL DEFAULT false`,
    );
    await q.query(`
      CREATE FUNCTION appointments_account_still_there() RETURNS trigger AS $$
      BEGIN
        PERFORM 1 FROM clients WHERE id = NEW.client_id FOR KEY SHARE;
        IF NOT FOUND THEN
          NEW.client_id := NULL;
        END IF;
        RETURN NEW;
      END
      $$ LANGUAGE plpgsql`);
    await q.query(`
      CREATE TRIGGER appointments_account_still_there
        BEFORE INSERT OR UPDATE OF client_id ON appointments
        FOR EACH ROW WHEN (NEW.client_id IS NOT NULL)
        EXECUTE FUNCTION appointments_account_still_there()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS appointments_account_still_there ON appointments`);
    await q.query(`DROP FUNCTION IF EXISTS appointments_account_still_there()`);
    await q.query(`ALTER TABLE outbox_messages DROP COLUMN IF EXISTS scrub_after_send`);
    await q.query(`DROP TABLE IF EXISTS health_access_log`);
  }
}
