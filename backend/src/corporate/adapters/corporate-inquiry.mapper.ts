import { ValidCorporateInquiry } from '@esthetics/domain';
import { CorporateInquiry } from '../ports/corporate-inquiry-repository.port';
import { CorporateInquiryEntity } from './corporate-inquiry.entity';

export const toCorporateInquiry = (row: CorporateInquiryEntity): CorporateInquiry => ({
  id: row.id,
  companyName: row.company_name,
  contactName: row.contact_name,
  email: row.email,
  phone: row.phone,
  eventType: row.event_type,
  groupSize: row.group_size,
  eventDuration: row.event_duration,
  preferredDate: row.preferred_date,
  packageType: row.package_type,
  selectedPackage: row.selected_package,
  specialRequirements: row.special_requirements,
  status: row.status,
  submittedAt: row.submitted_at,
  createdAt: row.created_at,
});

/** A new inquiry's row: status new, created now. */
export const toCorporateInquiryRow = (
  i: ValidCorporateInquiry,
  submittedAt: Date | null,
  now: Date,
): Omit<CorporateInquiryEntity, 'id'> => ({
  company_name: i.companyName,
  contact_name: i.contactName,
  email: i.email,
  phone: i.phone,
  event_type: i.eventType,
  group_size: i.groupSize,
  event_duration: i.eventDuration,
  preferred_date: i.preferredDate,
  package_type: i.packageType,
  selected_package: i.selectedPackage ? { ...i.selectedPackage } : null,
  special_requirements: i.specialRequirements,
  submitted_at: submittedAt,
  status: 'new',
  created_at: now,
});
