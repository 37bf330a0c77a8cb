import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The unpaid holds of a booking's origin (docs/api.md#holds-and-the-booking-horizon), counted under
 * its locks in the statement that stores the booking. A function, because a statement sees what was
 * committed when it started, and its locks may be granted later: in this VOLATILE function, the
 * count is a statement of its own, after the locks, so it sees every booking whose transaction held
 * them before. The locks (pg_advisory_xact_lock(space, hashtext(value)), held until the transaction
 * ends) are taken e-mail, phone, then address, always in that order; a null address is not locked
 * nor counted. Called by TypeormAppointmentRepository.createHeld, which keeps its key spaces.
 */
export class BookingHolds1765800000000 implements MigrationInterface {
  name = 'BookingHolds1765800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION lock_unpaid_holds(
        p_email_space int, p_email text, p_phone_space int, p_phone text,
        p_address_space int, p_address text, p_now timestamptz, p_except uuid)
      RETURNS TABLE (by_email bigint, by_phone bigint, by_address bigint)
      LANGUAGE plpgsql VOLATILE AS $$
      BEGIN
        PERFORM pg_advisory_xact_lock(p_email_space, hashtext(p_email));
        PERFORM pg_advisory_xact_lock(p_phone_space, hashtext(p_phone));
        IF p_address IS NOT NULL THEN
          PERFORM pg_advisory_xact_lock(p_address_space, hashtext(p_address));
        END IF;
        RETURN QUERY
          SELECT count(*) FILTER (WHERE a.client_email = p_email),
                 count(*) FILTER (WHERE a.client_phone = p_phone),
                 count(*) FILTER (WHERE a.client_address = p_address)
            FROM appointments a
           WHERE a.status = 'pending' AND a.payment_status <> 'paid' AND a.hold_expires_at > p_now
             AND (a.client_email = p_email OR a.client_phone = p_phone OR a.client_address = p_address)
             AND a.id <> p_except;
      END
      $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `DROP FUNCTION IF EXISTS lock_unpaid_holds(int, text, int, text, int, text, timestamptz, uuid)`,
    );
  }
}
