import { AdminEntity } from '../admin/adapters/admin.entity';
import { AppointmentEntity } from '../bookings/adapters/appointment.entity';
import { ClientEntity, ConsultationEntity } from '../clients/adapters/client.entity';
import { ContactMessageEntity } from '../contact/contact-message.entity';
import { CorporateInquiryEntity } from '../corporate/corporate-inquiry.entity';

export const ENTITIES = [
  AdminEntity,
  AppointmentEntity,
  ClientEntity,
  ConsultationEntity,
  ContactMessageEntity,
  CorporateInquiryEntity,
];
