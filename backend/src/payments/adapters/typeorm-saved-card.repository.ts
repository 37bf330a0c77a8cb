import { Injectable } from '@nestjs/common';
import { TypeormUnitOfWork } from '../../common/unit-of-work';
import { PaymentProvider } from '../ports/payment-gateway.port';
import {
  ChargeableCard,
  CustomerOwner,
  CustomerRef,
  SavedCard,
  SavedCardRepository,
} from '../ports/saved-cards.port';

interface CardRow {
  payment_method_id: string;
  brand: string;
  last4: string;
  exp_month: number | null;
  exp_year: number | null;
}

const CARD_COLUMNS = 'payment_method_id, brand, last4, exp_month, exp_year';

const toCard = (r: CardRow): SavedCard => ({
  paymentMethodId: r.payment_method_id,
  brand: r.brand,
  last4: r.last4,
  expMonth: r.exp_month,
  expYear: r.exp_year,
});

@Injectable()
export class TypeormSavedCardRepository extends SavedCardRepository {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  private get db() {
    return this.uow.manager;
  }

  async claimCustomer(o: CustomerOwner, now: Date): Promise<string | null> {
    // DO UPDATE (a no-op) rather than DO NOTHING: the row comes back, and locked, either way.
    const rows: { customer_id: string | null }[] = await this.db.query(
      `INSERT INTO payment_customers (provider, key, client_id, email, created_at)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (provider, key) DO UPDATE SET key = EXCLUDED.key
       RETURNING customer_id`,
      [o.provider, o.key, o.clientId, o.email, now],
    );
    return rows[0].customer_id;
  }

  async setCustomerId(o: CustomerRef, customerId: string): Promise<string> {
    const rows: { customer_id: string }[] = await this.db.query(
      // Wrapped in a SELECT: TypeORM answers a bare UPDATE ... RETURNING as [rows, count].
      `WITH set AS (UPDATE payment_customers SET customer_id = COALESCE(customer_id, $3)
          WHERE provider = $1 AND key = $2 RETURNING customer_id)
       SELECT customer_id FROM set`,
      [o.provider, o.key, customerId],
    );
    return rows[0].customer_id;
  }

  async saveCard(o: CustomerRef, c: SavedCard, now: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO saved_cards (provider, customer_key, ${CARD_COLUMNS}, saved_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (provider, customer_key) DO UPDATE SET payment_method_id = EXCLUDED.payment_method_id,
         brand = EXCLUDED.brand, last4 = EXCLUDED.last4, exp_month = EXCLUDED.exp_month,
         exp_year = EXCLUDED.exp_year, saved_at = EXCLUDED.saved_at`,
      [o.provider, o.key, c.paymentMethodId, c.brand, c.last4, c.expMonth, c.expYear, now],
    );
  }

  async cardOf(o: CustomerRef): Promise<SavedCard | null> {
    const rows: CardRow[] = await this.db.query(
      `SELECT ${CARD_COLUMNS} FROM saved_cards WHERE provider = $1 AND customer_key = $2`,
      [o.provider, o.key],
    );
    return rows[0] ? toCard(rows[0]) : null;
  }

  async chargeableOf(o: CustomerRef): Promise<ChargeableCard | null> {
    const rows: (CardRow & { customer_id: string })[] = await this.db.query(
      `SELECT c.customer_id, s.payment_method_id, s.brand, s.last4, s.exp_month, s.exp_year
         FROM saved_cards s JOIN payment_customers c
           ON c.provider = s.provider AND c.key = s.customer_key
        WHERE s.provider = $1 AND s.customer_key = $2 AND c.customer_id IS NOT NULL`,
      [o.provider, o.key],
    );
    return rows[0] ? { customerId: rows[0].customer_id, card: toCard(rows[0]) } : null;
  }

  async refOfCustomer(provider: PaymentProvider, customerId: string): Promise<CustomerRef | null> {
    const rows: { key: string }[] = await this.db.query(
      `SELECT key FROM payment_customers WHERE provider = $1 AND customer_id = $2 LIMIT 1`,
      [provider, customerId],
    );
    return rows[0] ? { provider, key: rows[0].key } : null;
  }

  async removeCard(o: CustomerRef): Promise<void> {
    await this.db.query(`DELETE FROM saved_cards WHERE provider = $1 AND customer_key = $2`, [
      o.provider,
      o.key,
    ]);
  }
}
