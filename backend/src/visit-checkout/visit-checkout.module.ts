import { Module } from '@nestjs/common';
import { BookingsPortsModule } from '../bookings/bookings-ports.module';
import { IdempotencyModule } from '../integrations/idempotency/idempotency.module';
import { WebhooksModule } from '../integrations/webhooks/webhooks.module';
import { LedgerModule } from '../ledger/ledger.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { PaymentsModule } from '../payments/payments.module';
import { SavedCardCheckoutCards } from './adapters/saved-card-checkout-cards';
import { TypeormVisitCheckouts } from './adapters/typeorm-visit-checkouts';
import { ReportedBalances } from './reported-balances';
import { ChargeRefundsService } from './charge-refunds.service';
import { CheckoutCards } from './ports/checkout-cards.port';
import { VisitCheckouts } from './ports/visit-checkouts.port';
import { VisitCheckoutController } from './visit-checkout.controller';
import { VisitCheckoutService } from './visit-checkout.service';

/** The visit's checkout and refunds of any charge (docs/money.md, "The visit's checkout"). */
@Module({
  imports: [
    BookingsPortsModule,
    LedgerModule,
    NotificationsModule,
    WebhooksModule,
    PaymentsModule,
    IdempotencyModule,
  ],
  controllers: [VisitCheckoutController],
  providers: [
    VisitCheckoutService,
    ChargeRefundsService,
    ReportedBalances,
    { provide: VisitCheckouts, useClass: TypeormVisitCheckouts },
    { provide: CheckoutCards, useClass: SavedCardCheckoutCards },
  ],
})
export class VisitCheckoutModule {}
