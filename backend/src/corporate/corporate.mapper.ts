import { CorporateInquiry } from './corporate-inquiry.repository';
import { CorporateInquiryDto } from './dto/corporate.dto';

export const toCorporateInquiryDto = (i: CorporateInquiry): CorporateInquiryDto => ({
  id: i.id,
  companyName: i.company_name,
  contactName: i.contact_name,
  email: i.email,
  phone: i.phone,
  eventType: i.event_type,
  groupSize: i.group_size,
  eventDuration: i.event_duration,
  preferredDate: i.preferred_date,
  packageType: i.package_type,
  selectedPackage: i.selected_package
    ? {
        ...i.selected_package,
        services: [...i.selected_package.services],
        includes: [...i.selected_package.includes],
      }
    : null,
  specialRequirements: i.special_requirements,
  status: i.status,
  submittedAt: i.submitted_at ? i.submitted_at.toISOString() : null,
  created_at: i.created_at.toISOString(),
});
