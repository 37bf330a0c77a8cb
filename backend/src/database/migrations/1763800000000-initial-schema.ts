import { MigrationInterface, QueryRunner } from 'typeorm';
import { dropTables } from '../migration-helpers';

/**
 * A table of what visitors send the owner (contact messages, corporate inquiries): its own columns
 * between an id and the status and time every such row has, listed in the console newest first.
 */
async function createInbox(q: QueryRunner, table: string, columns: string): Promise<void> {
  await q.query(`
      CREATE TABLE ${table} (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),${columns}
        status varchar(16) NOT NULL DEFAULT 'new',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  await q.query(`CREATE INDEX ${table}_created_idx ON ${table} (created_at DESC)`);
}

export class InitialSchema1763800000000 implements MigrationInterface {
  name = 'InitialSchema1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);
    await q.query(`
      CREATE TABLE admins (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        username varchar(100) NOT NULL UNIQUE,
        password_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE clients (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        first_name varchar(100) NOT NULL,
        last_name varchar(100) NOT NULL,
        email varchar(254) NOT NULL UNIQUE,
        phone varchar(20) NOT NULL,
        date_of_birth date,
        emergency_contact_name varchar(100),
        emergency_contact_phone varchar(20),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE appointments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        client_id uuid NOT NULL REFERENCES clients(id),
        client_first_name varchar(100) NOT NULL,
        client_last_name varchar(100) NOT NULL,
        client_email varchar(254) NOT NULL,
        client_phone varchar(20) NOT NULL,
        service_ids text[] NOT NULL,
        services text[] NOT NULL,
        add_on_ids text[] NOT NULL DEFAULT '{}',
        package_id varchar(64),
        group_size integer NOT NULL DEFAULT 1 CHECK (group_size BETWEEN 1 AND 50),
        service_location varchar(16) NOT NULL CHECK (service_location IN ('clinic', 'mobile', 'corporate')),
        service_address varchar(300),
        company_name varchar(200),
        notes text,
        appointment_date date NOT NULL,
        appointment_time char(5) NOT NULL,
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL,
        total_duration integer NOT NULL CHECK (total_duration > 0),
        price jsonb NOT NULL,
        total_price_cents integer NOT NULL CHECK (total_price_cents >= 0),
        deposit_cents integer NOT NULL CHECK (deposit_cents >= 0),
        status varchar(16) NOT NULL CHECK (status IN ('pending', 'confirmed', 'completed', 'cancelled')),
        payment_status varchar(16) NOT NULL CHECK (payment_status IN ('unpaid', 'paid', 'failed')),
        hold_expires_at timestamptz,
        cancellation_reason text,
        add_to_calendar boolean NOT NULL DEFAULT false,
        calendar_email varchar(254),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (ends_at > starts_at),
        CONSTRAINT appointments_no_overlap EXCLUDE USING gist (tstzrange(starts_at, ends_at, '[)') WITH &&)
          WHERE (status IN ('pending', 'confirmed'))
      )`);
    await q.query(
      `CREATE INDEX appointments_client_idx ON appointments (client_id, starts_at DESC)`,
    );
    await q.query(`CREATE INDEX appointments_created_idx ON appointments (created_at DESC)`);
    await q.query(
      `CREATE INDEX appointments_hold_idx ON appointments (hold_expires_at) WHERE status = 'pending'`,
    );
    await q.query(`
      CREATE TABLE consultations (
        client_id uuid PRIMARY KEY REFERENCES clients(id) ON DELETE CASCADE,
        answers jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await createInbox(
      q,
      'contact_messages',
      `
        name varchar(100) NOT NULL,
        email varchar(254) NOT NULL,
        subject varchar(200) NOT NULL,
        message text NOT NULL,`,
    );
    await createInbox(
      q,
      'corporate_inquiries',
      `
        company_name varchar(200) NOT NULL,
        contact_name varchar(100) NOT NULL,
        email varchar(254) NOT NULL,
        phone varchar(20) NOT NULL,
        event_type varchar(32),
        group_size integer,
        event_duration varchar(100),
        preferred_date date,
        package_type varchar(32) NOT NULL DEFAULT 'custom',
        selected_package jsonb,
        special_requirements text,
        submitted_at timestamptz,`,
    );
    await q.query(`
      CREATE TABLE rate_limit_hits (
        key varchar(400) NOT NULL,
        window_start timestamptz NOT NULL,
        hits integer NOT NULL,
        PRIMARY KEY (key, window_start)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await dropTables(
      q,
      'rate_limit_hits',
      'corporate_inquiries',
      'contact_messages',
      'consultations',
      'appointments',
      'clients',
      'admins',
    );
  }
}
