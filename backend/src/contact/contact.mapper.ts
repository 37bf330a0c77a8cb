import { ContactMessage } from './contact.repository';
import { ContactMessageDto } from './dto/contact.dto';

export const toContactMessageDto = (m: ContactMessage): ContactMessageDto => ({
  id: m.id,
  name: m.name,
  email: m.email,
  subject: m.subject,
  message: m.message,
  status: m.status,
  created_at: m.created_at.toISOString(),
});
