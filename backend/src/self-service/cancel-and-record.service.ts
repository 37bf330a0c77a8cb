import { Injectable } from '@nestjs/common';
import { AppointmentChanges, changeOf } from '../bookings/ports/appointment-changes.port';
import { CancellationSettlement } from '../payments/ports/cancellation-settlement.port';
import { WaitlistOffers } from '../waitlist/ports/waitlist-offers.port';
import {
  CancelAndRecord,
  CancelAndRecordInput,
  CancelledAndRecorded,
} from './ports/cancel-and-record.port';

@Injectable()
export class CancelAndRecordService extends CancelAndRecord {
  constructor(
    private readonly appointments: AppointmentChanges,
    private readonly settlement: CancellationSettlement,
    private readonly waitlist: WaitlistOffers,
  ) {
    super();
  }

  async cancel({
    appointment: a,
    by,
    actor,
    now,
    record,
  }: CancelAndRecordInput): Promise<CancelledAndRecorded> {
    // The one money rule: the outcome recorded once, the refund through the payment port.
    const settled = await this.settlement.settle(a, { by }, now);
    const cancelled = await this.appointments.cancelByClient(a.id, now);
    // Its time is free again: the waitlist's first match is offered it, in this transaction.
    await this.waitlist.slotFreed(a.appointmentDate, a.appointmentTime);
    const change = await this.appointments.recordChange({
      ...changeOf(a, actor, now),
      kind: 'cancelled',
      newStatus: cancelled.appointment.status,
      ...record(settled),
    });
    return { settled, cancelled, change };
  }
}
