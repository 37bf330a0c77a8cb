import { Client } from '../ports/client.port';
import { ClientEntity } from './client.entity';

export const toClient = (e: ClientEntity): Client => ({
  id: e.id,
  first_name: e.first_name,
  last_name: e.last_name,
  email: e.email,
  phone: e.phone,
  date_of_birth: e.date_of_birth,
  emergency_contact_name: e.emergency_contact_name,
  emergency_contact_phone: e.emergency_contact_phone,
  created_at: e.created_at,
  email_verified_at: e.email_verified_at,
});
