import { ContactMessage } from '../ports/contact-repository.port';
import { ContactMessageEntity } from './contact-message.entity';

export const toContactMessage = (row: ContactMessageEntity): ContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  status: row.status,
  createdAt: row.created_at,
});
