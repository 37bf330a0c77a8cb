/** Every action on one appointment at once: what the dashboard's and the console's buttons offer. */
import { cancellationTerms } from './cancellation';
import { noShowTerms } from './no-show';
import { rescheduleTerms } from './reschedule';
import { SelfServiceAppointment, SelfServiceContext } from './terms';

/** The client's "Cancel" and "Reschedule": each its terms, or why it is not offered (its message). */
export const clientOptions = (appointment: SelfServiceAppointment, context: SelfServiceContext) =>
  ({
    cancel: cancellationTerms(appointment, context),
    reschedule: rescheduleTerms(appointment, { ...context, by: 'client' }),
  }) as const;
export type ClientOptions = ReturnType<typeof clientOptions>;

/** The admin's "Reschedule" and "Mark no-show". */
export const adminOptions = (appointment: SelfServiceAppointment, context: SelfServiceContext) =>
  ({
    reschedule: rescheduleTerms(appointment, { ...context, by: 'admin' }),
    noShow: noShowTerms(appointment, context),
  }) as const;
export type AdminOptions = ReturnType<typeof adminOptions>;
