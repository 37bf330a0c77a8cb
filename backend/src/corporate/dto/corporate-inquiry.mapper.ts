import { CorporateInquiry } from '../ports/corporate-inquiry-repository.port';
import { CorporateInquiryDto } from './corporate.dto';

/** A corporate inquiry as the API shows it (the console's inbox, and the webhook event's data). */
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
