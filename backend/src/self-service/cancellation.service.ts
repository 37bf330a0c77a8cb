import { cancellationTerms, MESSAGES, Appointment } from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { toAppointmentChangeDto } from '../bookings/dto/appointment-change.mapper';
import { toAppointmentDto } from '../bookings/dto/appointment.mapper';
import { AppError } from '../common/app-errors';
import { Clock } from '../common/clock';
import { asRecord, valueOrThrow } from '../common/input';
import { UnitOfWork } from '../common/unit-of-work';
import { MailComposer } from '../notifications/ports/mail-composer.port';
import { MailQueue } from '../notifications/ports/mail-queue.port';
import { PaymentRecords } from '../payments/ports/payment-records.port';
import {
  bookingStatusEvents,
  WebhookEvents,
} from '../integrations/webhooks/ports/webhook-events.port';
import { CancelledDto, CancelPreviewDto } from './dto/self-service.dto';
import { recordedCancellationTerms, toCancellationTermsDto } from './dto/self-service.mapper';
import { Actor, SelfServiceAccess } from './self-service-access';
import { CancelAndRecord, moneyOf } from './ports/cancel-and-record.port';
import { AppointmentChanges } from '../bookings/ports/appointment-changes.port';

/**
 * A client cancels their own appointment under the policy (the domain's cancellationTerms): the
 * preview says what it costs; the cancellation decides again under the row lock, settles the money
 * (CancellationSettlement: recorded once, refunded through the payment provider), records the change
 * and queues the mails, all in one transaction.
 */
@Injectable()
export class CancellationService {
  constructor(
    private readonly access: SelfServiceAccess,
    private readonly appointments: AppointmentChanges,
    private readonly cancellations: CancelAndRecord,
    private readonly payments: PaymentRecords,
    private readonly composer: MailComposer,
    private readonly mail: MailQueue,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
    private readonly webhooks: WebhookEvents,
  ) {}

  async preview(actor: Actor, id: string): Promise<CancelPreviewDto> {
    const { appointment: a, context } = await this.access.read(id, actor);
    const terms = valueOrThrow(cancellationTerms(a, context));
    return { status: 'success', appointment_id: a.id, terms: toCancellationTermsDto(terms) };
  }

  /**
   * Cancels under the terms of the moment the row is locked, never the preview's. Requests for one
   * appointment take turns on its row; one that finds it already cancelled by the client answers that
   * cancellation again (replayed), so a double click refunds once.
   */
  async cancel(actor: Actor, id: string, body: unknown): Promise<CancelledDto> {
    const expectedRule = asRecord(body).rule;
    const answer = await this.uow.run(async () => {
      const { appointment: a } = await this.access.lock(id, actor);
      const replay = await this.replay(a);
      if (replay) return replay;
      const now = this.clock.now();
      const terms = valueOrThrow(cancellationTerms(a, await this.access.context(a, now)));
      if (typeof expectedRule === 'string' && expectedRule !== '' && expectedRule !== terms.rule) {
        throw AppError.of('cancelTermsChanged', 'rule');
      }
      const { settled, cancelled, change } = await this.cancellations.cancel({
        appointment: a,
        by: 'client',
        actor,
        now,
        // The history says what is recorded (the same as the terms, unless a cancellation before a
        // re-confirmation settled the money already).
        record: ({ recorded }) => ({ ...moneyOf(recorded ?? terms), message: terms.message }),
      });
      const { refund, recorded } = settled;
      const money = recorded ?? terms;
      await this.mail.queue(
        this.composer.clientCancelled(cancelled.appointment, {
          changeId: change.id,
          message: recorded && recorded.rule !== terms.rule ? recorded.summary : terms.message,
          refundCents: money.refundCents,
          creditCents: money.creditCents,
          keptCents: money.keptCents,
          feeCents: money.feeCents,
          chargeCents: money.chargeCents,
          // An invitation went out when it was confirmed: withdraw it.
          invited: a.status === 'confirmed',
          sequence: cancelled.icsSequence,
        }),
        now,
      );
      await this.webhooks.publish(
        bookingStatusEvents(cancelled.appointment.status),
        toAppointmentDto(cancelled.appointment),
      );
      const done: CancelledDto = {
        status: 'success',
        message: MESSAGES.appointmentCancelled,
        replayed: false,
        terms: toCancellationTermsDto(terms),
        refund: refund && { status: refund.status, refunded_cents: refund.refundedCents },
        appointment: toAppointmentDto(cancelled.appointment),
        change: toAppointmentChangeDto(change),
      };
      return done;
    });
    // A cancelled booking can no longer be paid: close its open checkouts (here and at the provider).
    if (!answer.replayed) await this.payments.expireOpenSessions(id);
    return answer;
  }

  /** The client's cancellation already recorded for `a`, answered again; null if there is none. */
  private async replay(a: Appointment): Promise<CancelledDto | null> {
    if (a.status !== 'cancelled') return null;
    const changes = await this.appointments.changesOf(a.id);
    const last = changes[changes.length - 1];
    if (!last || last.kind !== 'cancelled') return null;
    return {
      status: 'success',
      message: MESSAGES.appointmentCancelled,
      replayed: true,
      terms: recordedCancellationTerms(last),
      refund: null,
      appointment: toAppointmentDto(a),
      change: toAppointmentChangeDto(last),
    };
  }
}
