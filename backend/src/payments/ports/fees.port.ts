import { FeeReason, FeeState, Interval } from '@esthetics/domain';

/** A no-show or late-cancellation fee as recorded (docs/money.md, "Fees"). */
export interface Fee {
  readonly id: string;
  readonly appointmentId: string;
  readonly reason: FeeReason;
  readonly state: FeeState;
  readonly amountCents: number;
  readonly currency: string;
  readonly recordedAt: Date;
  /** When the grace window ends: the sweeper charges it from then on. */
  readonly chargeableAt: Date;
  /** The charge's idempotency key: the same on every retry, so the card is charged once. */
  readonly chargeKey: string;
  /** The provider's payment (a PaymentIntent) that charged or tried to charge it. */
  readonly paymentId: string | null;
  /** The pay link's Checkout session, once the card could not be charged. */
  readonly paySessionId: string | null;
  readonly payUrl: string | null;
  readonly refundId: string | null;
  readonly attempts: number;
  /** What the last attempt answered: succeeded, declined, authentication_required, no_card, provider_down. */
  readonly lastOutcome: string | null;
  readonly settledAt: Date | null;
}

/** A fee with what the console shows of its appointment. */
export interface ListedFee extends Fee {
  readonly clientName: string;
  readonly appointmentDate: string;
  readonly appointmentTime: string;
}

/** What causes a fee: the appointment, why, and what is left to charge by the policy. */
export interface NewFee {
  readonly appointmentId: string;
  readonly reason: FeeReason;
  readonly amountCents: number;
}

/** Where a page of fees starts: after this one, in (recorded_at, id) order. */
export interface FeeCursor {
  readonly at: Date;
  readonly id: string;
}

/**
 * Recording a fee, for the changes that cause one (a late cancellation, a no-show). Called inside the
 * caller's unit of work: the fee exists if and only if the change does; one per appointment.
 */
export abstract class FeeRecorder {
  /** Records the fee once (a second call for the appointment does nothing); answers whether it did. */
  abstract record(fee: NewFee, now: Date): Promise<boolean>;
}

/** What a fee's row may change to. */
export type FeePatch = Partial<
  Pick<
    Fee,
    | 'state'
    | 'paymentId'
    | 'paySessionId'
    | 'payUrl'
    | 'refundId'
    | 'attempts'
    | 'lastOutcome'
    | 'settledAt'
  >
>;

/** The fees in one state, counted and summed. */
export interface FeeStateSum {
  readonly state: FeeState;
  readonly count: number;
  readonly amountCents: number;
}

/** The fees table. Locks hold until the caller's transaction ends. */
export abstract class FeeRepository {
  /** Inserts the fee unless its appointment has one (ON CONFLICT); answers whether it did. */
  abstract insertOnce(
    fee: NewFee & Pick<Fee, 'currency' | 'recordedAt' | 'chargeableAt' | 'chargeKey'>,
  ): Promise<boolean>;
  /** One pending fee whose window has passed, locked, skipping those another sweep holds. */
  abstract claimChargeable(now: Date): Promise<Fee | null>;
  /** The fee, its row locked (waiting for any other holder). */
  abstract lock(id: string): Promise<Fee | null>;
  abstract update(id: string, patch: FeePatch): Promise<Fee>;
  abstract find(id: string): Promise<Fee | null>;
  abstract ofAppointment(appointmentId: string): Promise<Fee | null>;
  /** The fee whose pay link is this session. */
  abstract byPaySession(sessionId: string): Promise<Fee | null>;
  /** The fee whose pay link is this session, locked. */
  abstract lockByPaySession(sessionId: string): Promise<Fee | null>;
  /** Up to `limit` due fees with a pay link, oldest first (the sweeper asks the provider about them). */
  abstract dueWithLinks(limit: number): Promise<Fee[]>;
  /** Up to `limit` fees in `state` (all when null), oldest first by (recorded_at, id), after `after`. */
  abstract page(
    state: FeeState | null,
    after: FeeCursor | null,
    limit: number,
  ): Promise<ListedFee[]>;
  /**
   * The fees whose present state was reached in [start, end): settled ones (charged, paid, waived,
   * refunded) when settled, pending and due ones when recorded. One sum per state that has any.
   */
  abstract totalsBetween(within: Interval): Promise<FeeStateSum[]>;
  /** Deletes at most `limit` fees recorded before `before`; answers how many. */
  abstract deleteBefore(before: Date, limit: number): Promise<number>;
  /** The owner's grace window, in hours (schedule_settings; the default when not set). */
  abstract graceHours(): Promise<number>;
  abstract setGraceHours(hours: number): Promise<void>;
}
