import { Injectable, Logger } from '@nestjs/common';
import { toAppointmentDto } from '../bookings/dto/appointment.mapper';
import { Clock } from '../common/clock';
import { UnitOfWork } from '../common/unit-of-work';
import {
  bookingStatusEvents,
  WebhookEvents,
} from '../integrations/webhooks/ports/webhook-events.port';
import { MailComposer } from '../notifications/ports/mail-composer.port';
import { WaitlistOffers } from '../waitlist/ports/waitlist-offers.port';
import { PaymentConfirmation } from './payment-confirmation.service';
import { CancellationSettlement } from './ports/cancellation-settlement.port';
import { PaymentGateway } from './ports/payment-gateway.port';
import { PaymentRepository } from './ports/payment.port';
import { Appointment } from '@esthetics/domain';

/** How many bookings one sweep step claims (and reconciles) at a time. */
export const SWEEP_BATCH = 100;

/** The end of unpaid holds: bookings whose hold has ended are cancelled and their slots freed. */
@Injectable()
export class HoldExpiry {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly gateway: PaymentGateway,
    private readonly payments: PaymentRepository,
    private readonly confirmation: PaymentConfirmation,
    private readonly clock: Clock,
    private readonly mails: MailComposer,
    private readonly waitlist: WaitlistOffers,
    private readonly uow: UnitOfWork,
    private readonly webhooks: WebhookEvents,
    private readonly settlement: CancellationSettlement,
  ) {}

  /**
   * Before cancelling ended holds, asks the provider about their open sessions: a payment made in
   * time whose webhook is late is applied, not lost; the rest are expired so they cannot be paid.
   */
  private async reconcileEndedHolds(): Promise<void> {
    if (this.gateway.provider !== 'stripe') return;
    for (const s of await this.payments.openCheckoutsOfEndedHolds(this.clock.now(), SWEEP_BATCH)) {
      try {
        const session = await this.gateway.getSession(s.id);
        if (session?.paymentStatus === 'paid') {
          await this.confirmation.apply(
            {
              sessionId: s.id,
              provider: 'stripe',
              paymentId: session.paymentId,
              amountCents: session.amountCents,
              currency: session.currency,
              bookingId: s.appointment_id,
            },
            this.clock.now(),
          );
        } else {
          await this.gateway.expireSession(s.id);
        }
      } catch (e) {
        this.logger.warn(
          `Could not reconcile ${s.id}: ${e instanceof Error ? e.message : String(e)}`,
        );
      }
    }
  }

  /** Cancels unpaid bookings whose hold has ended, frees their slots, expires their open sessions. */
  async expireHolds(): Promise<number> {
    await this.reconcileEndedHolds();
    let total = 0;
    for (;;) {
      // The cancellations and their webhook events (booking.cancelled), in one transaction.
      const { appointmentIds } = await this.uow.run(async () => {
        const cancelled: Appointment[] = [];
        const expired = await this.payments.expireHolds(this.clock.now(), SWEEP_BATCH, (a) => {
          cancelled.push(a);
          return this.mails.holdExpired(a);
        });
        for (const a of cancelled) {
          // An ended hold is unpaid, so this records nothing, unless money is held all the same:
          // then the one rule settles it (the business let the time go: refunded).
          await this.settlement.settle(a, { by: 'hold_expiry' }, this.clock.now());
          await this.webhooks.publish(bookingStatusEvents(a.status), toAppointmentDto(a));
        }
        return expired;
      });
      await this.waitlist.appointmentsFreed(appointmentIds);
      total += appointmentIds.length;
      if (appointmentIds.length < SWEEP_BATCH) return total;
    }
  }
}
