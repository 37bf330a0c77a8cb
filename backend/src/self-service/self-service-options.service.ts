import { adminOptions, clientOptions, noShowTerms } from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { toAppointmentChangeDto } from '../bookings/dto/appointment-change.mapper';
import { toAppointmentDto } from '../bookings/dto/appointment.mapper';
import { AppError } from '../common/app-errors';
import { Clock } from '../common/clock';
import { valueOrThrow } from '../common/input';
import { UnitOfWork } from '../common/unit-of-work';
import { WebhookEvents } from '../integrations/webhooks/ports/webhook-events.port';
import { AdminOptionsDto, ClientOptionsDto, NoShowMarkedDto } from './dto/self-service.dto';
import {
  toCancelOptionDto,
  toNoShowOptionDto,
  toNoShowTermsDto,
  toRescheduleOptionDto,
} from './dto/self-service.mapper';
import { Actor, SelfServiceAccess } from './self-service-access';
import { AppointmentChanges, changeOf } from '../bookings/ports/appointment-changes.port';
import { AppointmentWrites } from '../bookings/ports/appointment-writes.port';
import { FeeRecorder } from '../payments/ports/fees.port';

/**
 * What the buttons offer now (the client's cancel and reschedule, the admin's reschedule and no-show,
 * each with its terms or why not), and the admin's no-show.
 */
@Injectable()
export class SelfServiceOptions {
  constructor(
    private readonly access: SelfServiceAccess,
    private readonly appointmentChanges: AppointmentChanges,
    private readonly appointmentWrites: AppointmentWrites,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
    private readonly webhooks: WebhookEvents,
    private readonly fees: FeeRecorder,
  ) {}

  async forClient(actor: Actor, id: string): Promise<ClientOptionsDto> {
    const { appointment: a, context } = await this.access.read(id, actor);
    const options = clientOptions(a, context);
    return {
      status: 'success',
      appointment_id: a.id,
      checked_at: context.now.toISOString(),
      cancel: toCancelOptionDto(options.cancel),
      reschedule: toRescheduleOptionDto(options.reschedule),
    };
  }

  async forAdmin(actor: Actor, id: string): Promise<AdminOptionsDto> {
    const { appointment: a, context } = await this.access.read(id, actor);
    const options = adminOptions(a, context);
    return {
      status: 'success',
      appointment_id: a.id,
      checked_at: context.now.toISOString(),
      reschedule: toRescheduleOptionDto(options.reschedule),
      no_show: toNoShowOptionDto(options.noShow),
    };
  }

  /**
   * The admin marks an appointment whose start has passed as a no-show (the domain's noShowTerms,
   * decided under the row lock): the status, and the change with the fee, in one transaction.
   */
  markNoShow(actor: Actor, id: string): Promise<NoShowMarkedDto> {
    return this.uow.run(async () => {
      const { appointment: a } = await this.access.lock(id, actor);
      const now = this.clock.now();
      const terms = valueOrThrow(noShowTerms(a, await this.access.context(a, now)));
      const marked = await this.appointmentWrites.setStatus(a.id, 'no_show', now);
      if (!marked) throw AppError.of('appointmentNotFound');
      const change = await this.appointmentChanges.recordChange({
        ...changeOf(a, actor, now),
        kind: 'no_show',
        newStatus: marked.status,
        refundCents: terms.refundCents,
        keptCents: terms.keptCents,
        feeCents: terms.feeCents,
        chargeCents: terms.chargeCents,
        message: terms.message,
      });
      await this.webhooks.publish('booking.status_changed', toAppointmentDto(marked));
      // What the deposit did not cover is a fee, charged after the owner's grace window.
      const noShowFee = { appointmentId: a.id, reason: 'no_show' as const };
      await this.fees.record({ ...noShowFee, amountCents: terms.chargeCents }, now);
      return {
        status: 'success',
        message: terms.message,
        fee_cents: terms.feeCents,
        terms: toNoShowTermsDto(terms),
        appointment: toAppointmentDto(marked),
        change: toAppointmentChangeDto(change),
      };
    });
  }
}
