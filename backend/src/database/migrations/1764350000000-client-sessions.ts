import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Client sessions kept on the server: a client's token names its row and is refused once the row
 * is ended (a logout, or a phone change ending the client's other sessions). Tokens issued before
 * this migration name no session and are refused: those clients log in again.
 */
export class ClientSessions1764350000000 implements MigrationInterface {
  name = 'ClientSessions1764350000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE client_sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        client_id uuid NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        ended_at timestamptz
      )`);
    await q.query(`CREATE INDEX client_sessions_client_idx ON client_sessions (client_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS client_sessions`);
  }
}
