import { DynamicModule, Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { LocalCheckoutGateway } from './adapters/local-checkout.gateway';
import { StripePaymentGateway } from './adapters/stripe-payment.gateway';
import { TypeormPaymentRepository } from './adapters/typeorm-payment.repository';
import { TypeormCancellationOutcomeRepository } from './adapters/typeorm-cancellation-outcome.repository';
import { CancellationSettlementService } from './cancellation-settlement.service';
import { CheckoutService } from './checkout.service';
import { DepositRefundsService } from './deposit-refunds.service';
import { HoldExpiry } from './hold-expiry.service';
import { HoldSweeper } from './hold-sweeper';
import { LocalCheckoutController } from './local-checkout.controller';
import { PaymentConfirmation } from './payment-confirmation.service';
import { PaymentRecordsService } from './payment-records.service';
import { PaymentsController } from './payments.controller';
import { CancellationOutcomeRepository } from './ports/cancellation-outcome.port';
import { CancellationSettlement } from './ports/cancellation-settlement.port';
import { DepositRefunds } from './ports/deposit-refunds.port';
import { PaymentGateway } from './ports/payment-gateway.port';
import { PaymentRecords } from './ports/payment-records.port';
import { PaymentRepository } from './ports/payment.port';
import { TestSessionsCloser } from './test-sessions-closer';
import { SavedCards } from './saved-cards.service';
import { SavedCardController } from './saved-card.controller';
import { SavedCardRepository } from './ports/saved-cards.port';
import { TypeormSavedCardRepository } from './adapters/typeorm-saved-card.repository';
import { LocalCardPayment } from './local-card-payment';
import { VisitPayLinkService } from './visit-pay-links.service';
import { VisitPayLinkRepository, VisitPayLinks } from './ports/visit-pay-links.port';
import { TypeormVisitPayLinks } from './adapters/typeorm-visit-pay-links';
import { testPaymentsOn } from './test-payments';
import { FeesController } from './fees.controller';
import { FeesService } from './fees.service';
import { FeeTotalsService } from './fee-totals.service';
import { ProviderEvents } from './provider-events.service';
import { OffSessionBalanceListener } from './off-session-balances';
import { OffSessionBalances } from './ports/off-session-balances.port';
import { FeeCharges } from './fee-charges.service';
import { FeeRetentionSweeper, FeeSweeper } from './fee-sweepers';
import { FeeRecorder, FeeRepository } from './ports/fees.port';
import { TypeormFeeRepository } from './adapters/typeorm-fee.repository';
import { WaitlistModule } from '../waitlist/waitlist.module';
import { WebhooksModule } from '../integrations/webhooks/webhooks.module';
import { IdempotencyModule } from '../integrations/idempotency/idempotency.module';
import { BookingsPortsModule } from '../bookings/bookings-ports.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { LedgerModule } from '../ledger/ledger.module';

@Module({
  imports: [
    WaitlistModule,
    BookingsPortsModule,
    NotificationsModule,
    WebhooksModule,
    IdempotencyModule,
    LedgerModule,
  ],
  controllers: [PaymentsController, SavedCardController, FeesController],
  providers: [
    CheckoutService,
    PaymentConfirmation,
    HoldExpiry,
    HoldSweeper,
    TestSessionsCloser,
    SavedCards,
    LocalCardPayment,
    FeesService,
    FeeTotalsService,
    FeeCharges,
    FeeSweeper,
    FeeRetentionSweeper,
    ProviderEvents,
    VisitPayLinkService,
    { provide: VisitPayLinks, useExisting: VisitPayLinkService },
    { provide: VisitPayLinkRepository, useClass: TypeormVisitPayLinks },
    { provide: OffSessionBalances, useClass: OffSessionBalanceListener },
    { provide: FeeRecorder, useExisting: FeesService },
    { provide: FeeRepository, useClass: TypeormFeeRepository },
    { provide: SavedCardRepository, useClass: TypeormSavedCardRepository },
    { provide: PaymentRecords, useClass: PaymentRecordsService },
    { provide: DepositRefunds, useClass: DepositRefundsService },
    { provide: CancellationSettlement, useClass: CancellationSettlementService },
    { provide: CancellationOutcomeRepository, useClass: TypeormCancellationOutcomeRepository },
    { provide: PaymentRepository, useClass: TypeormPaymentRepository },
    {
      provide: PaymentGateway,
      inject: [AppConfig, PaymentRepository],
      useFactory: (config: AppConfig, repo: PaymentRepository) =>
        testPaymentsOn(config)
          ? new LocalCheckoutGateway(repo, config)
          : new StripePaymentGateway(config),
    },
  ],
  exports: [
    PaymentRecords,
    CheckoutService,
    PaymentConfirmation,
    DepositRefunds,
    CancellationSettlement,
    LocalCardPayment,
    FeeRecorder,
    FeeCharges,
    OffSessionBalances,
    VisitPayLinks,
    VisitPayLinkService,
    // The visit's checkout reads the saved card and refunds charges (visit-checkout/).
    PaymentGateway,
    SavedCardRepository,
  ],
})
export class PaymentsModule {}

/**
 * The local test-mode checkout pages (GET checkout/:id, POST checkout/:id/pay and /cancel), present
 * only when test payments are on: with Stripe configured those routes do not exist (404).
 */
@Module({})
export class LocalCheckoutModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: LocalCheckoutModule,
      imports: [PaymentsModule],
      controllers: testPaymentsOn(config) ? [LocalCheckoutController] : [],
    };
  }
}
