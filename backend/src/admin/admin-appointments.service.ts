import {
  adminCancellation,
  canAdminSetStatus,
  isAdminCancelRefund,
  isAdminSettableStatus,
  MESSAGES,
  Appointment,
} from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { toAppointmentChangeDto } from '../bookings/dto/appointment-change.mapper';
import { toAppointmentDto } from '../bookings/dto/appointment.mapper';
import { toConsultationDto } from '../clients/dto/client.mapper';
import { Consultation, ConsultationRepository } from '../clients/ports/client.port';
import { AppError } from '../common/app-errors';
import { Clock } from '../common/clock';
import { Page } from '../common/dto/pagination.dto';
import { asRecord } from '../common/input';
import { MailComposer } from '../notifications/ports/mail-composer.port';
import { MailQueue } from '../notifications/ports/mail-queue.port';
import { OutboxRepository } from '../notifications/ports/outbox.port';
import { UnitOfWork } from '../common/unit-of-work';
import { toCancellationOutcomeDto } from '../payments/dto/cancellation-outcome.dto';
import { CancellationSettlement } from '../payments/ports/cancellation-settlement.port';
import { PaymentRecords } from '../payments/ports/payment-records.port';
import { AppointmentQuery, appointmentFilter } from './admin-filters';
import {
  toAdminAppointmentDto,
  toCheckoutSummaryDto,
  toOutboxMessageDto,
  toPriceDto,
  toSafetyFlagDtos,
} from './admin.mappers';
import { paymentTotals } from './payment-totals';
import { AppointmentDetailDto, AppointmentPaymentDto } from './dto/admin-detail.dto';
import { WaitlistOffers } from '../waitlist/ports/waitlist-offers.port';
import {
  bookingStatusEvents,
  WebhookEvents,
} from '../integrations/webhooks/ports/webhook-events.port';
import { HealthReads } from '../clients/ports/health-reads.port';
import { MenuCatalog } from '../catalog/ports/menu-catalog.port';
import { AppointmentChanges, changeOf } from '../bookings/ports/appointment-changes.port';
import { moneyOf } from '../self-service/ports/cancel-and-record.port';
import { AppointmentLists } from '../bookings/ports/appointment-lists.port';
import { AppointmentWrites } from '../bookings/ports/appointment-writes.port';

/** The admin's appointments: the filtered list, one appointment in full, and status changes. */
@Injectable()
export class AdminAppointmentsService {
  constructor(
    private readonly appointmentChanges: AppointmentChanges,
    private readonly appointments: AppointmentLists,
    private readonly appointmentWrites: AppointmentWrites,
    private readonly consultations: ConsultationRepository,
    private readonly payments: PaymentRecords,
    private readonly outbox: OutboxRepository,
    private readonly notifications: MailComposer,
    private readonly clock: Clock,
    private readonly mail: MailQueue,
    private readonly uow: UnitOfWork,
    private readonly waitlist: WaitlistOffers,
    private readonly webhooks: WebhookEvents,
    private readonly healthReads: HealthReads,
    private readonly settlement: CancellationSettlement,
    private readonly catalog: MenuCatalog,
  ) {}

  /** `withFlags` false: a reader who may not see health data (an API key): no form is read. */
  async list(query: AppointmentQuery, page: Page, withFlags = true) {
    const { items, total } = await this.appointments.list(appointmentFilter(query), page);
    const forms = withFlags ? await this.formsOf(items) : new Map<string, Consultation | null>();
    const formOf = (a: Appointment) => (a.clientId ? (forms.get(a.clientId) ?? null) : null);
    const catalog = await this.catalog.current();
    return {
      status: 'success',
      appointments: items.map((a) => toAdminAppointmentDto(a, formOf(a), catalog)),
      total,
    };
  }

  /** The health forms of the appointments' clients (for their safety flags): one read per client. */
  private async formsOf(items: readonly Appointment[]): Promise<Map<string, Consultation | null>> {
    const ids = [...new Set(items.flatMap((a) => (a.clientId ? [a.clientId] : [])))];
    const forms = await Promise.all(ids.map((id) => this.consultations.find(id)));
    return new Map(ids.map((id, i) => [id, forms[i]]));
  }

  /** `admin`: who reads it (a health form shown is recorded in the client's access log). */
  /**
   * `admin`: who reads it (the health form shown is recorded in the client's access log); null for
   * a reader who may not see health data (an API key): no form is read, so no flags either.
   */
  async detail(id: string, admin: string | null): Promise<AppointmentDetailDto> {
    const a = await this.appointments.findById(id);
    if (!a) throw AppError.of('appointmentNotFound');
    const [received, sessions, emails, consultation, changes] = await Promise.all([
      this.payments.paymentsOf([a.id]),
      this.payments.checkoutsOf(a.id),
      this.outbox.listForAppointment(a.id),
      a.clientId && admin !== null
        ? this.healthReads.forAdmin(a.clientId, admin, 'appointment_detail', () =>
            this.consultations.find(a.clientId as string),
          )
        : Promise.resolve(null),
      this.appointmentChanges.changesOf(a.id),
    ]);
    const cancellation = await this.settlement.outcomeOf(a.id);
    const settled = a.status === 'cancelled' || a.status === 'completed';
    // A cancellation's refund goes back while it stands (the payment status reads it the same way).
    const totals = paymentTotals(received, a.status === 'cancelled' ? cancellation : null);
    const payment: AppointmentPaymentDto = {
      deposit_paid: a.paymentStatus === 'paid',
      paid_at: received.length > 0 ? new Date(received[0].paid_at).toISOString() : null,
      amount_paid_cents: totals.received,
      balance_due_cents: settled ? 0 : Math.max(0, a.totalPriceCents - totals.kept),
      refund_due: totals.refundDue > 0,
      refund_due_cents: totals.refundDue,
      cancellation: cancellation && toCancellationOutcomeDto(cancellation),
      sessions: sessions.map(toCheckoutSummaryDto),
    };
    return {
      status: 'success',
      appointment: toAppointmentDto(a),
      // What it was sold at: a later change of the menu never changes it.
      price: toPriceDto(a.price),
      payment,
      emails: emails.map(toOutboxMessageDto),
      consultation: consultation ? toConsultationDto(consultation) : null,
      safety_flags: toSafetyFlagDtos(a, consultation, await this.catalog.current()),
      changes: changes.map(toAppointmentChangeDto),
    };
  }

  /**
   * `admin`: the username of the admin who sets it (recorded with the change). A cancellation settles
   * the money by the one rule (CancellationSettlement), as `refund` says: `full` (the default: the
   * business cancels), `policy` or `credit`. Requests for one appointment take turns on its row, so
   * of ten cancels at once one cancels (and refunds) and the others find it cancelled (409).
   */
  async setStatus(id: string, body: unknown, admin: string | null = null) {
    const { status, refund } = asRecord(body);
    if (!isAdminSettableStatus(status)) throw AppError.of('invalidStatus', 'status');
    if (refund !== undefined && (status !== 'cancelled' || !isAdminCancelRefund(refund))) {
      throw AppError.of('invalidCancelRefund', 'refund');
    }
    const now = this.clock.now();
    const updated = await this.uow.run(async () => {
      const current = (await this.appointmentChanges.lockForChange(id))?.appointment;
      if (!current) throw AppError.of('appointmentNotFound');
      if (!canAdminSetStatus(current.status, status)) {
        throw AppError.with('alreadyInStatus', [status], 'status');
      }
      const settled =
        status === 'cancelled'
          ? await this.settlement.settle(current, adminCancellation(refund), now)
          : null;
      const money = settled && !settled.replayed ? settled.recorded : null;
      const changed = await this.appointmentWrites.setStatus(id, status, now);
      if (changed) {
        const summary = settled?.recorded?.summary ?? null;
        await this.mail.queue(
          this.notifications.statusChanged(changed, current.status, summary),
          now,
        );
        await this.webhooks.publish(bookingStatusEvents(changed.status), toAppointmentDto(changed));
        await this.appointmentChanges.recordChange({
          ...changeOf(current, { kind: 'admin', id: admin }, now),
          kind: 'status',
          newStatus: changed.status,
          ...(money && { ...moneyOf(money), message: money.summary }),
        });
        // A cancellation frees its time: the waitlist's first match is offered it.
        if (status === 'cancelled') {
          await this.waitlist.slotFreed(current.appointmentDate, current.appointmentTime);
        }
      }
      return changed;
    });
    if (!updated) throw AppError.of('appointmentNotFound');
    // A cancelled booking can no longer be paid.
    if (status === 'cancelled') await this.payments.expireOpenSessions(id);
    return {
      status: 'success',
      message: MESSAGES.statusUpdated(status),
      appointment: toAppointmentDto(updated),
    };
  }
}
