import { Injectable } from '@nestjs/common';
import { CheckoutService } from './checkout.service';
import { PaymentRecords } from './ports/payment-records.port';
import { PaymentRepository, ReceivedPayment, StoredCheckout } from './ports/payment.port';

/** The PaymentRecords port, answered from the repository and the checkout. */
@Injectable()
export class PaymentRecordsService extends PaymentRecords {
  constructor(
    private readonly payments: PaymentRepository,
    private readonly checkout: CheckoutService,
  ) {
    super();
  }

  paymentsOf(appointmentIds: readonly string[]): Promise<ReceivedPayment[]> {
    return this.payments.paymentsOf(appointmentIds);
  }

  checkoutsOf(appointmentId: string): Promise<StoredCheckout[]> {
    return this.payments.checkoutsOf(appointmentId);
  }

  receivedBetween(start: Date, end: Date): Promise<number> {
    return this.payments.receivedBetween(start, end);
  }

  expireOpenSessions(bookingId: string): Promise<void> {
    return this.checkout.expireOpenSessions(bookingId);
  }
}
