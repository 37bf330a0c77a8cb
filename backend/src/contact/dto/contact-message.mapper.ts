import { ContactMessage } from '../ports/contact-repository.port';
import { ContactMessageDto } from './contact.dto';

/** A contact message as the API shows it (the console's inbox, and the webhook event's data). */
export const toContactMessageDto = (m: ContactMessage): ContactMessageDto => ({
  id: m.id,
  name: m.name,
  email: m.email,
  subject: m.subject,
  message: m.message,
  status: m.status,
  created_at: m.createdAt.toISOString(),
});
