import { ContactMessageDto } from '../contact/dto/contact.dto';
import { ContactMessage } from '../contact/ports/contact-message.repository';
import { CorporateInquiryDto } from '../corporate/dto/corporate.dto';
import { CorporateInquiry } from '../corporate/ports/corporate-inquiry.repository';

/** The inbox's records as the console reads them. */

export const toContactMessageDto = (m: ContactMessage): ContactMessageDto => ({
  id: m.id,
  name: m.name,
  email: m.email,
  subject: m.subject,
  message: m.message,
  status: m.status,
  created_at: m.createdAt.toISOString(),
});

export const toCorporateInquiryDto = (i: CorporateInquiry): CorporateInquiryDto => ({
  id: i.id,
  companyName: i.companyName,
  contactName: i.contactName,
  email: i.email,
  phone: i.phone,
  eventType: i.eventType,
  groupSize: i.groupSize,
  eventDuration: i.eventDuration,
  preferredDate: i.preferredDate,
  packageType: i.packageType,
  selectedPackage: i.selectedPackage
    ? {
        ...i.selectedPackage,
        services: [...i.selectedPackage.services],
        includes: [...i.selectedPackage.includes],
      }
    : null,
  specialRequirements: i.specialRequirements,
  status: i.status,
  submittedAt: i.submittedAt ? i.submittedAt.toISOString() : null,
  created_at: i.createdAt.toISOString(),
});
