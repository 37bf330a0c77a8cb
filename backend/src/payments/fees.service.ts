import {
  checkFeeGraceHours,
  CURRENCY,
  FEE_GRACE_MAX_HOURS,
  feeChargeableAt,
  feeToRecord,
  formatCents,
  FEE_STATES,
  MESSAGES,
  waiveEffect,
} from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { AppError } from '../common/app-errors';
import { Clock } from '../common/clock';
import { toLimit } from '../common/dto/pagination.dto';
import { choiceParam, single } from '../common/query-params';
import { UnitOfWork } from '../common/unit-of-work';
import { AppointmentLists } from '../bookings/ports/appointment-lists.port';
import { WebhookEvents } from '../integrations/webhooks/ports/webhook-events.port';
import { Ledger } from '../ledger/ports/ledger.port';
import { FeePageDto, FeeQueryDto, FeeSettingsDto, FeeWaivedDto } from './dto/fee.dto';
import { toFeeDto } from './dto/fee.mapper';
import { listedFee } from './fee-records';
import { PaymentGateway } from './ports/payment-gateway.port';
import { Fee, FeeCursor, FeeRecorder, FeeRepository, NewFee } from './ports/fees.port';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_([0-9a-f-]{36})$/;

const cursorOf = (f: Fee): string => `${f.recordedAt.toISOString()}_${f.id}`;

function cursorParam(value: unknown): FeeCursor | null {
  const text = single(value, 'feeCursorInvalid', 'after');
  if (text === null) return null;
  const match = CURSOR.exec(text);
  if (!match || !UUID.test(match[2])) throw AppError.of('feeCursorInvalid', 'after');
  return { at: new Date(match[1]), id: match[2] };
}

/**
 * The no-show and late-cancellation fees (docs/money.md, "Fees"): recorded once per appointment by
 * the change that causes them, listed for the console, waived by the owner (a refund once charged),
 * and the owner's grace window. FeeCharges charges them.
 */
@Injectable()
export class FeesService extends FeeRecorder {
  constructor(
    private readonly fees: FeeRepository,
    private readonly gateway: PaymentGateway,
    private readonly appointments: AppointmentLists,
    private readonly ledger: Ledger,
    private readonly webhooks: WebhookEvents,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {
    super();
  }

  async record(fee: NewFee, now: Date): Promise<boolean> {
    if (!feeToRecord(fee.amountCents)) return false;
    const grace = await this.fees.graceHours();
    return this.fees.insertOnce({
      ...fee,
      currency: CURRENCY,
      recordedAt: now,
      chargeableAt: feeChargeableAt(now, grace),
      chargeKey: `fee-${fee.appointmentId}`,
    });
  }

  async list(query: FeeQueryDto): Promise<FeePageDto> {
    const state = choiceParam(query.state, FEE_STATES, 'feeStateInvalid', 'state');
    const limit = toLimit(query);
    const appointmentId = single(query.appointment_id, 'appointmentNotFound', 'appointment_id');
    const now = this.clock.now();
    if (appointmentId !== null) {
      if (!UUID.test(appointmentId)) return { fees: [], next_after: null };
      const fee = await this.fees.ofAppointment(appointmentId);
      const a = fee && (await this.appointments.findById(appointmentId));
      const listed = fee && a ? [toFeeDto(listedFee(fee, a), now)] : [];
      return { fees: listed, next_after: null };
    }
    const page = await this.fees.page(state, cursorParam(query.after), limit);
    const last = page.at(-1);
    return {
      fees: page.map((f) => toFeeDto(f, now)),
      next_after: page.length === limit && last ? cursorOf(last) : null,
    };
  }

  /**
   * The owner waives a fee, once whatever the number of clicks (its row locked): before the charge
   * nothing is charged (a pay link expires), after it the charge is refunded through the provider.
   */
  waive(id: string): Promise<FeeWaivedDto> {
    if (!UUID.test(id)) throw AppError.of('feeNotFound');
    return this.uow.run(async () => {
      const fee = await this.fees.lock(id);
      if (!fee) throw AppError.of('feeNotFound');
      const now = this.clock.now();
      const effect = waiveEffect(fee.state);
      let done = fee;
      if (effect === 'cancel_charge') done = await this.cancelCharge(fee, now);
      else if (effect === 'refund') done = await this.refund(fee, now);
      const a = await this.appointments.findById(fee.appointmentId);
      if (!a) throw AppError.of('feeNotFound');
      const dto = toFeeDto(listedFee(done, a), now);
      if (effect !== 'none') await this.webhooks.publish('fee.waived', dto);
      const message =
        done.state === 'refunded'
          ? MESSAGES.feeWaivedRefunded(formatCents(done.amountCents))
          : MESSAGES.feeWaived;
      return { status: 'success', message, fee: dto };
    });
  }

  private async cancelCharge(fee: Fee, now: Date): Promise<Fee> {
    if (fee.paySessionId) {
      const sessionId = fee.paySessionId;
      await this.provider(() => this.gateway.expireSession(sessionId));
      // Paid in the meantime (its news not in yet): the money is in, so the waive refunds it.
      const session = await this.provider(() => this.gateway.getSession(sessionId));
      if (session?.paymentStatus === 'paid' && session.paymentId) {
        const paid = await this.fees.update(fee.id, {
          state: 'paid',
          paymentId: session.paymentId,
        });
        await this.ledger.record({
          appointmentId: fee.appointmentId,
          kind: 'fee',
          method: 'card',
          amountCents: fee.amountCents,
          providerId: session.paymentId,
          at: now,
        });
        return this.refund(paid, now);
      }
    }
    return this.fees.update(fee.id, { state: 'waived', settledAt: now });
  }

  private async refund(fee: Fee, now: Date): Promise<Fee> {
    const paymentId = fee.paymentId;
    if (!paymentId) return this.fees.update(fee.id, { state: 'waived', settledAt: now });
    const refund = await this.provider(() =>
      this.gateway.refund(paymentId, fee.amountCents, `fee-refund-${fee.id}`),
    );
    if (refund.status === 'failed') throw AppError.of('paymentProviderDown');
    await this.ledger.record({
      appointmentId: fee.appointmentId,
      kind: 'refund',
      method: 'card',
      amountCents: refund.amountCents,
      providerId: refund.id,
      refundOf: paymentId,
      at: now,
    });
    return this.fees.update(fee.id, { state: 'refunded', refundId: refund.id, settledAt: now });
  }

  async settings(): Promise<FeeSettingsDto> {
    return {
      fee_grace_hours: await this.fees.graceHours(),
      max_fee_grace_hours: FEE_GRACE_MAX_HOURS,
    };
  }

  async setSettings(body: unknown): Promise<FeeSettingsDto> {
    const raw = typeof body === 'object' && body ? (body as Record<string, unknown>) : {};
    const checked = checkFeeGraceHours(raw.fee_grace_hours);
    if (!checked.ok) throw AppError.from(checked);
    await this.fees.setGraceHours(checked.value);
    return this.settings();
  }

  /** A provider call; its failure (down, or refusing) is a 502 and the transaction rolls back. */
  private async provider<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (e) {
      if (e instanceof AppError) throw e;
      throw AppError.of('paymentProviderDown');
    }
  }
}
