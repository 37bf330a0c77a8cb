import { NewAppointment } from '@esthetics/domain';

/**
 * An appointment's id and client, under the names the table and the API both use (snake_case): the
 * first fields of a stored row and of the API's answer.
 */
export const clientColumns = (a: NewAppointment) => ({
  id: a.id,
  client_id: a.clientId,
  client_first_name: a.clientFirstName,
  client_last_name: a.clientLastName,
  client_email: a.clientEmail,
  client_phone: a.clientPhone,
});
