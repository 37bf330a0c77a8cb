import { CHECKOUT_METHOD_LABELS } from '@esthetics/domain';
import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { AppointmentChanges } from '../bookings/ports/appointment-changes.port';
import { UnitOfWork } from '../common/unit-of-work';
import { LedgerBooks } from '../ledger/ports/ledger.port';
import { OffSessionBalances, ReportedBalance } from '../payments/ports/off-session-balances.port';
import { PAY_LINK_METADATA } from '../payments/ports/visit-pay-links.port';
import { checkoutOfMetadata } from './checkout-metadata';
import { VisitCheckouts } from './ports/visit-checkouts.port';
import { VisitCheckoutService } from './visit-checkout.service';

/**
 * The provider's payment_intent.succeeded for a saved-card checkout (docs/money.md, "Stripe's
 * webhooks"): normally the checkout recorded it in the charge's own transaction (whose row lock the
 * event waits on) and nothing is left to do; when that transaction was lost after the charge, the
 * checkout is recorded from the charge's metadata, once.
 */
@Injectable()
export class ReportedBalances implements OnModuleInit {
  private readonly logger = new Logger('VisitCheckout');

  constructor(
    private readonly balances: OffSessionBalances,
    private readonly changes: AppointmentChanges,
    private readonly books: LedgerBooks,
    private readonly checkouts: VisitCheckouts,
    private readonly service: VisitCheckoutService,
    private readonly uow: UnitOfWork,
  ) {}

  onModuleInit(): void {
    this.balances.listen((reported, now) => this.succeeded(reported, now));
  }

  private succeeded(r: ReportedBalance, now: Date): Promise<void> {
    return this.uow.run(async () => {
      const a = (await this.changes.lockForChange(r.bookingId))?.appointment;
      if (!a || (await this.checkouts.find(a.id))) return;
      const checkout = checkoutOfMetadata(r.metadata, r.amountCents);
      if (!checkout) {
        this.logger.warn(`Payment ${r.paymentId} for ${a.id} is no checkout this app can read`);
        return;
      }
      const method = r.metadata.via === PAY_LINK_METADATA.via ? 'pay_link' : 'saved_card';
      await this.service.record(a, await this.books.entriesOf(a.id), {
        ...checkout,
        method,
        paid: { paymentId: r.paymentId, label: CHECKOUT_METHOD_LABELS[method] },
        by: null,
        at: now,
      });
    });
  }
}
