import {
  APPOINTMENT_STATUSES,
  AppointmentStatus,
  INBOX_STATUSES,
  InboxStatus,
  isDateRange,
  isValidDate,
  FixedMessageCode,
} from '@esthetics/domain';
import { AppError } from '../common/app-errors';
import { InboxFilter } from '../common/search';
import { OUTBOX_STATUSES, OutboxStatus } from '../notifications/ports/outbox.port';
import { AppointmentFilter } from '../bookings/ports/appointment-lists.port';

/**
 * The admin lists' query parameters, checked: a bad one answers 400 with the domain's message.
 * An absent or empty parameter is no filter. A parameter given twice is refused (it reads as a list).
 */

export const SEARCH_MAX_LENGTH = 100;
export const LIST_ORDERS = ['created', 'start'] as const;

function single(value: unknown, code: FixedMessageCode, field: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw AppError.of(code, field);
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** Search text: trimmed, inner spaces collapsed, at most 100 characters. */
export function searchParam(value: unknown): string | null {
  const text = single(value, 'invalidSearch', 'q')?.replace(/\s+/g, ' ') ?? null;
  if (text !== null && text.length > SEARCH_MAX_LENGTH) throw AppError.of('invalidSearch', 'q');
  return text;
}

function choiceParam<T extends string>(
  value: unknown,
  allowed: readonly T[],
  code: FixedMessageCode,
  field: string,
): T | null {
  const text = single(value, code, field);
  if (text === null) return null;
  if (!(allowed as readonly string[]).includes(text)) throw AppError.of(code, field);
  return text as T;
}

/** Dates YYYY-MM-DD, each optional, `from` not after `to`. */
export function dateRangeParams(
  fromValue: unknown,
  toValue: unknown,
): { from: string | null; to: string | null } {
  const from = single(fromValue, 'invalidDateRange', 'from');
  const to = single(toValue, 'invalidDateRange', 'to');
  if (from !== null && !isValidDate(from)) throw AppError.of('invalidDateRange', 'from');
  if (to !== null && !isValidDate(to)) throw AppError.of('invalidDateRange', 'to');
  if (from !== null && to !== null && !isDateRange(from, to))
    throw AppError.of('invalidDateRange', 'from');
  return { from, to };
}

export interface AppointmentQuery {
  q?: unknown;
  status?: unknown;
  from?: unknown;
  to?: unknown;
  order?: unknown;
}

export function appointmentFilter(query: AppointmentQuery): AppointmentFilter {
  return {
    search: searchParam(query.q),
    status: choiceParam<AppointmentStatus>(
      query.status,
      APPOINTMENT_STATUSES,
      'invalidStatusFilter',
      'status',
    ),
    ...dateRangeParams(query.from, query.to),
    order: choiceParam(query.order, LIST_ORDERS, 'invalidListOrder', 'order') ?? 'created',
  };
}

export function inboxFilter(query: { q?: unknown; status?: unknown }): InboxFilter {
  return {
    search: searchParam(query.q),
    status: choiceParam<InboxStatus>(query.status, INBOX_STATUSES, 'invalidInboxStatus', 'status'),
  };
}

export function outboxStatusParam(value: unknown): OutboxStatus | null {
  return choiceParam<OutboxStatus>(value, OUTBOX_STATUSES, 'invalidOutboxStatus', 'status');
}
