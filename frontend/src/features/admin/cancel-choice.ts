import {
  ADMIN_CANCEL_REFUNDS,
  DEFAULT_ADMIN_CANCEL_REFUND,
  formatCents,
  MESSAGES,
  type AdminCancelRefund,
} from '@esthetics/domain';

/**
 * What the console asks before the admin cancels a paid appointment: where the money paid online
 * goes (the domain's ADMIN_CANCEL_REFUNDS), a full refund first and chosen by default, since the
 * business is the one cancelling. Unpaid appointments are cancelled without asking.
 */
export interface CancelChoice {
  readonly value: AdminCancelRefund;
  readonly label: string;
}

/** Whether cancelling `a` asks where its money goes: its deposit was paid online. */
export const asksRefundChoice = (a: { payment_status: string }): boolean =>
  a.payment_status === 'paid';

export function cancelChoices(paidCents: number): CancelChoice[] {
  const paid = formatCents(paidCents);
  const label: Record<AdminCancelRefund, string> = {
    full: MESSAGES.adminCancelFull(paid),
    policy: MESSAGES.adminCancelPolicy,
    credit: MESSAGES.adminCancelCredit(paid),
  };
  return ADMIN_CANCEL_REFUNDS.map((value) => ({ value, label: label[value] }));
}

export const DEFAULT_CANCEL_CHOICE: AdminCancelRefund = DEFAULT_ADMIN_CANCEL_REFUND;
