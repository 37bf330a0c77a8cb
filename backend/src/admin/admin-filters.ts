import {
  APPOINTMENT_STATUSES,
  AppointmentStatus,
  INBOX_STATUSES,
  InboxStatus,
} from '@esthetics/domain';
import { AppError } from '../common/app-errors';
import { choiceParam, dateRangeParams, single } from '../common/query-params';
import { InboxFilter } from '../common/search';
import { OUTBOX_STATUSES, OutboxStatus } from '../notifications/ports/outbox.port';
import { AppointmentFilter } from '../bookings/ports/appointment-lists.port';

/**
 * The admin lists' query parameters, checked (common/query-params.ts): a bad one answers 400 with the
 * domain's message. An absent or empty parameter is no filter.
 */

export const SEARCH_MAX_LENGTH = 100;
export const LIST_ORDERS = ['created', 'start'] as const;

/** Search text: trimmed, inner spaces collapsed, at most 100 characters. */
export function searchParam(value: unknown): string | null {
  const text = single(value, 'invalidSearch', 'q')?.replace(/\s+/g, ' ') ?? null;
  if (text !== null && text.length > SEARCH_MAX_LENGTH) throw AppError.of('invalidSearch', 'q');
  return text;
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
