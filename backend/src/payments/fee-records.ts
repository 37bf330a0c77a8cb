import { Appointment } from '@esthetics/domain';
import { Fee, ListedFee } from './ports/fees.port';

/** A fee with what the console and the webhooks show of its appointment. */
export const listedFee = (fee: Fee, a: Appointment): ListedFee => ({
  ...fee,
  clientName: `${a.clientFirstName} ${a.clientLastName}`.trim(),
  appointmentDate: a.appointmentDate,
  appointmentTime: a.appointmentTime,
});
