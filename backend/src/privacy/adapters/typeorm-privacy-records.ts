import { Injectable } from '@nestjs/common';
import { RateKeys } from '../../common/rate-key';
import { TypeormUnitOfWork } from '../../common/unit-of-work';
import { HealthReadKind } from '../../clients/ports/health-reads.port';
import {
  ErasureCounts,
  HealthAccess,
  HeldElsewhere,
  LockedAccount,
  PrivacyRecords,
} from '../ports/privacy-records.port';

/** The name an anonymised appointment keeps ("Deleted client"). */
export const ANONYMOUS_FIRST_NAME = 'Deleted';
export const ANONYMOUS_LAST_NAME = 'client';

/** A phone as digits (the same number however it was typed). */
const DIGITS = (column: string) => `regexp_replace(${column}, '\\D', '', 'g')`;

const digitsOf = (phone: string) => phone.replace(/\D/g, '');

/** A stand-in that matches no stored address, for an account not confirmed. */
const NOT_AN_ADDRESS = '@';

/** The mails an account causes to its own address, erased with it even when it is unconfirmed. */
const ACCOUNT_MAIL_KINDS = [
  'welcome',
  'email_verification',
  'email_change_confirmation',
  'email_change_alert',
  'email_claim',
  'health_access_code',
];

/** How many rows a data-changing query touched (TypeORM answers [rows, count] for them). */
const affected = (result: unknown): number =>
  Array.isArray(result) && typeof result[1] === 'number' ? result[1] : 0;

/**
 * Plain SQL over the tables of every module: the export and the erasure must see all of them at
 * once, in one transaction, and each module's own port answers only its own use cases.
 */
@Injectable()
export class TypeormPrivacyRecords extends PrivacyRecords {
  constructor(
    private readonly uow: TypeormUnitOfWork,
    private readonly rateKeys: RateKeys,
  ) {
    super();
  }

  private get db() {
    return this.uow.manager;
  }

  async healthReadsOf(clientId: string): Promise<HealthAccess[]> {
    const rows: { id: string; admin_username: string; read_at: Date; what: HealthReadKind }[] =
      await this.db.query(
        `SELECT id, admin_username, read_at, what FROM health_access_log
          WHERE client_id = $1 ORDER BY read_at DESC, id DESC`,
        [clientId],
      );
    return rows.map((r) => ({
      id: r.id,
      admin: r.admin_username,
      readAt: new Date(r.read_at),
      what: r.what,
    }));
  }

  async heldElsewhere(
    email: string | null,
    appointmentIds: readonly string[],
  ): Promise<HeldElsewhere> {
    const ids = [...appointmentIds];
    // An unconfirmed address matches nothing: '' is never a stored e-mail nor a recipient.
    const address = email ?? '';
    const [payments, contactMessages, corporateInquiries, waitlistEntries, emails] =
      await Promise.all([
        // Amounts, dates and statuses: no provider ids, no card data (we never hold any).
        this.db.query(
          `SELECT appointment_id, provider, amount_cents, currency, paid_at, refunded_cents,
                  refund_status, refunded_at
             FROM payments WHERE appointment_id = ANY($1::uuid[]) ORDER BY paid_at`,
          [ids],
        ),
        this.db.query(
          `SELECT id, name, email, subject, message, created_at FROM contact_messages
            WHERE lower(email) = lower($1) ORDER BY created_at`,
          [address],
        ),
        this.db.query(
          `SELECT id, company_name, contact_name, email, phone, event_type, group_size,
                  event_duration, preferred_date::text AS preferred_date, package_type, selected_package,
                  special_requirements, created_at
             FROM corporate_inquiries WHERE lower(email) = lower($1) ORDER BY created_at`,
          [address],
        ),
        this.db.query(
          `SELECT id, name, email, phone, service_ids, days::text[] AS days, from_time, to_time, created_at,
                  left_at, booked_at
             FROM waitlist_entries WHERE lower(email) = lower($1) ORDER BY created_at`,
          [address],
        ),
        this.db.query(
          `SELECT id, kind, subject, text_body, status, created_at, sent_at FROM outbox_messages
            WHERE EXISTS (SELECT 1 FROM unnest(recipients) r WHERE lower(r) = lower($1))
               OR appointment_id = ANY($2::uuid[])
            ORDER BY created_at`,
          [address, ids],
        ),
      ]);
    return { payments, contactMessages, corporateInquiries, waitlistEntries, emails };
  }

  async lockAccount(clientId: string): Promise<LockedAccount | null> {
    const rows: LockedAccount[] = await this.db.query(
      `SELECT id, email, phone, email_verified_at IS NOT NULL AS verified
         FROM clients WHERE id = $1 FOR UPDATE`,
      [clientId],
    );
    return rows[0] ?? null;
  }

  async adoptBookings(account: LockedAccount): Promise<void> {
    if (!account.verified) return;
    await this.db.query(
      `UPDATE appointments SET client_id = $1
        WHERE client_id IS NULL AND lower(client_email) = lower($2) AND ${DIGITS('client_phone')} = $3`,
      [account.id, account.email, digitsOf(account.phone)],
    );
  }

  async upcomingOf(clientId: string, now: Date): Promise<string[]> {
    const rows: { id: string }[] = await this.db.query(
      `SELECT id FROM appointments
        WHERE client_id = $1 AND status IN ('pending', 'confirmed') AND starts_at > $2
        ORDER BY starts_at`,
      [clientId, now],
    );
    return rows.map((r) => r.id);
  }

  async deleteWaitlistEntries(account: LockedAccount): Promise<number> {
    if (!account.verified) return 0;
    return affected(
      await this.db.query(`DELETE FROM waitlist_entries WHERE lower(email) = lower($1)`, [
        account.email,
      ]),
    );
  }

  async erase(account: LockedAccount, now: Date): Promise<ErasureCounts> {
    // An unconfirmed account's address is not proven theirs, and a phone never is (docs/security.md,
    // "E-mail ownership"): rows are found by the confirmed address only (the phone only with it),
    // and for an unconfirmed account only its own rows by id and its own mails.
    const email = account.verified ? account.email : NOT_AN_ADDRESS;
    const ids: string[] = (
      (await this.db.query(`SELECT id FROM appointments WHERE client_id = $1`, [account.id])) as {
        id: string;
      }[]
    ).map((r) => r.id);

    // Every mail to them, about their appointments, or quoting their e-mail (the owner's
    // notifications): the outbox is a delivery log, not the business's books.
    const needles = account.verified ? [email.toLowerCase()] : [];
    const outbox = affected(
      await this.db.query(
        `DELETE FROM outbox_messages
          WHERE appointment_id = ANY($1::uuid[])
             OR EXISTS (SELECT 1 FROM unnest(recipients) r WHERE lower(r) = lower($2))
             OR (kind = ANY($4::text[])
                 AND EXISTS (SELECT 1 FROM unnest(recipients) r WHERE lower(r) = lower($5)))
             OR EXISTS (SELECT 1 FROM unnest($3::text[]) n
                         WHERE strpos(lower(subject || ' ' || text_body || ' ' || html_body || ' '
                                            || coalesce(ics, '') || ' ' || coalesce(last_error, '')), n) > 0)`,
        [ids, email, needles, ACCOUNT_MAIL_KINDS, account.email],
      ),
    );
    // Kept for the books, without the person: who, how to reach them, where, what they wrote.
    const anonymised = affected(
      await this.db.query(
        `UPDATE appointments
            SET client_id = NULL, client_first_name = $2, client_last_name = $3,
                client_email = '', client_phone = '', service_address = NULL, company_name = NULL,
                notes = NULL, client_address = NULL, calendar_email = NULL, add_to_calendar = false,
                cancellation_reason = NULL, updated_at = $4
          WHERE id = ANY($1::uuid[])`,
        [ids, ANONYMOUS_FIRST_NAME, ANONYMOUS_LAST_NAME, now],
      ),
    );
    // Someone else's booking that sends invitations to their address: that field only.
    await this.db.query(
      `UPDATE appointments SET calendar_email = NULL, add_to_calendar = false
        WHERE lower(calendar_email) = lower($1)`,
      [email],
    );
    await this.db.query(
      `UPDATE appointment_changes SET actor_id = NULL
        WHERE (appointment_id = ANY($1::uuid[]) AND actor_kind = 'client')
           OR actor_id = $2 OR lower(actor_id) = lower($3)`,
      [ids, account.id, email],
    );
    const checkouts = affected(
      await this.db.query(
        `UPDATE checkout_sessions SET customer_email = ''
          WHERE appointment_id = ANY($1::uuid[]) OR lower(customer_email) = lower($2)`,
        [ids, email],
      ),
    );
    const contact = affected(
      await this.db.query(`DELETE FROM contact_messages WHERE lower(email) = lower($1)`, [email]),
    );
    const corporate = affected(
      await this.db.query(`DELETE FROM corporate_inquiries WHERE lower(email) = lower($1)`, [
        email,
      ]),
    );
    const waitlist = await this.deleteWaitlistEntries(account);
    // A provider customer made for their guest bookings (keyed by the e-mail) and its saved card; the
    // account's own goes with the account.
    await this.db.query(`DELETE FROM payment_customers WHERE lower(email) = lower($1)`, [email]);
    // The login counters are keyed by the account's e-mail (login-client:<email>[:<ip>], each part
    // a keyed hash).
    const prefix = this.rateKeys.stored(['login-client', email.toLowerCase()]);
    const counters = affected(
      await this.db.query(
        `DELETE FROM rate_limit_hits
          WHERE key = $1 OR left(key, $2) = $3`,
        [prefix, prefix.length + 1, `${prefix}:`],
      ),
    );
    // Sessions, health answers and the access log go with the account (ON DELETE CASCADE).
    await this.db.query(`DELETE FROM clients WHERE id = $1`, [account.id]);
    return {
      appointmentsAnonymised: anonymised,
      outboxMessagesDeleted: outbox,
      contactMessagesDeleted: contact,
      corporateInquiriesDeleted: corporate,
      waitlistEntriesDeleted: waitlist,
      checkoutSessionsScrubbed: checkouts,
      loginCountersDeleted: counters,
    };
  }
}
