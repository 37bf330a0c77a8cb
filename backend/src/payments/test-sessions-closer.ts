import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Clock } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { testPaymentsOn } from './test-payments';
import { PaymentRepository } from './ports/payment.port';

/**
 * Once Stripe is configured, the local test-mode sessions left open from before can never be paid:
 * they are closed at start (their pages are gone too), so a booking is only ever paid for real.
 */
@Injectable()
export class TestSessionsCloser implements OnApplicationBootstrap {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly config: AppConfig,
    private readonly payments: PaymentRepository,
    private readonly clock: Clock,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (testPaymentsOn(this.config)) return;
    const closed = await this.payments.expireOpenOf('local', this.clock.now());
    if (closed > 0)
      this.logger.log(`Closed ${closed} open test-mode checkout session(s): Stripe is on`);
  }
}
