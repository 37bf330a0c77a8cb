import { Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { LocalCheckoutGateway } from './adapters/local-checkout.gateway';
import { StripePaymentGateway } from './adapters/stripe-payment.gateway';
import { TypeormPaymentRepository } from './adapters/typeorm-payment.repository';
import { HoldSweeper } from './hold-sweeper';
import { PaymentsController } from './payments.controller';
import { PaymentsService } from './payments.service';
import { PaymentGateway } from './ports/payment-gateway.port';
import { PaymentRepository } from './ports/payment.repository';

@Module({
  controllers: [PaymentsController],
  providers: [
    PaymentsService,
    HoldSweeper,
    { provide: PaymentRepository, useClass: TypeormPaymentRepository },
    {
      provide: PaymentGateway,
      inject: [AppConfig, PaymentRepository],
      useFactory: (config: AppConfig, repo: PaymentRepository) =>
        config.stripeSecretKey
          ? new StripePaymentGateway(config)
          : new LocalCheckoutGateway(repo, config),
    },
  ],
  exports: [PaymentsService, PaymentRepository],
})
export class PaymentsModule {}
