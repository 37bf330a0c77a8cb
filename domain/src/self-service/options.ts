/** Every action on one appointment at once: what the dashboard's and the console's buttons offer. */
import { Validation } from '../validation/result';
import { cancellationTerms, CancellationTerms } from './cancellation';
import { NoShowTerms, noShowTerms } from './no-show';
import { rescheduleTerms, RescheduleTerms } from './reschedule';
import { SelfServiceAppointment, SelfServiceContext } from './terms';

/** The client's "Cancel" and "Reschedule": each its terms, or why it is not offered (its message). */
export interface ClientOptions {
  readonly cancel: Validation<CancellationTerms>;
  readonly reschedule: Validation<RescheduleTerms>;
}

export function clientOptions(
  appointment: SelfServiceAppointment,
  context: SelfServiceContext,
): ClientOptions {
  return {
    cancel: cancellationTerms(appointment, context),
    reschedule: rescheduleTerms(appointment, { ...context, by: 'client' }),
  };
}

/** The admin's "Reschedule" and "Mark no-show". */
export interface AdminOptions {
  readonly reschedule: Validation<RescheduleTerms>;
  readonly noShow: Validation<NoShowTerms>;
}

export function adminOptions(
  appointment: SelfServiceAppointment,
  context: SelfServiceContext,
): AdminOptions {
  return {
    reschedule: rescheduleTerms(appointment, { ...context, by: 'admin' }),
    noShow: noShowTerms(appointment, context),
  };
}
