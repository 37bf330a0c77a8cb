import { Injectable } from '@nestjs/common';
import { TypeormUnitOfWork } from '../../common/unit-of-work';
import { BookingAccount, BookingAccounts } from '../ports/booking-accounts.port';

/** BookingAccounts over the clients table, through the transaction in progress (if any). */
@Injectable()
export class SqlBookingAccounts extends BookingAccounts {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  async findByEmail(email: string): Promise<BookingAccount | null> {
    const rows: { id: string; phone: string; email_verified_at: Date | null }[] =
      await this.uow.manager.query(
        'SELECT id, phone, email_verified_at FROM clients WHERE email = $1 LIMIT 1',
        [email],
      );
    const row = rows[0];
    return row ? { id: row.id, phone: row.phone, emailConfirmed: !!row.email_verified_at } : null;
  }
}
