/** The corporate inquiry form and the note beside its group size. */
import { Catalog, CORPORATE_EVENT_TYPES, CorporatePackage } from '../catalog';
import { MESSAGES } from '../messages';
import { dateInZone, DEFAULT_TIME_ZONE, isValidDate } from '../schedule';
import { LIMITS, text } from './fields';
import { emailAndPhone, fail, isAbsent, pass, tooLong, wholeNumber } from './checks';
import { Raw, Validation } from './result';

export interface CorporateInquiryForm {
  companyName: string;
  contactName: string;
  email: string;
  phone: string;
  eventType: string;
  groupSize: number;
  preferredDate: string;
  eventDuration: string;
  specialRequirements: string;
  packageType: string;
  selectedPackage: { id: string } | null;
  submissionType: string;
  submittedAt: string;
}

export interface ValidCorporateInquiry {
  readonly companyName: string;
  readonly contactName: string;
  readonly email: string;
  readonly phone: string;
  readonly eventType: string | null;
  readonly groupSize: number | null;
  readonly preferredDate: string | null;
  readonly eventDuration: string | null;
  readonly specialRequirements: string | null;
  readonly packageType: string;
  /** The catalog's own copy of the chosen package, never the client's. */
  readonly selectedPackage: CorporatePackage | null;
}

/**
 * A corporate inquiry. The preferred date, when given, is today or later in the business's time zone
 * (the same "today" as the booking's date rule); group size has no bounds beyond at least 1.
 */
export function validateCorporateInquiry(
  raw: Raw<CorporateInquiryForm>,
  context: { now: Date; timeZone?: string; catalog: Catalog },
): Validation<ValidCorporateInquiry> {
  const packages = context.catalog.corporatePackages;
  const companyName = text(raw.companyName);
  const contactName = text(raw.contactName);
  const email = text(raw.email);
  const phoneText = text(raw.phone);
  if (!companyName || !contactName || !email || !phoneText) return fail('requiredFields');
  const contact = emailAndPhone(email, phoneText);
  if (!contact.ok) return contact;
  const eventType = text(raw.eventType);
  if (eventType && !CORPORATE_EVENT_TYPES.some((t) => t.id === eventType)) {
    return fail('invalidEventType', 'eventType');
  }
  let groupSize: number | null = null;
  if (!isAbsent(raw.groupSize)) {
    groupSize = wholeNumber(raw.groupSize);
    if (groupSize === null || groupSize < 1) return fail('invalidGroupSize', 'groupSize');
  }
  const preferredDate = text(raw.preferredDate);
  if (preferredDate && !isValidDate(preferredDate))
    return fail('invalidPreferredDate', 'preferredDate');
  if (
    preferredDate &&
    preferredDate < dateInZone(context.now, context.timeZone ?? DEFAULT_TIME_ZONE)
  )
    return fail('preferredDateInPast', 'preferredDate');

  let selectedPackage: CorporatePackage | null = null;
  const chosen = raw.selectedPackage;
  if (chosen !== undefined && chosen !== null) {
    const id = typeof chosen === 'object' ? text((chosen as { id?: unknown }).id) : '';
    selectedPackage = packages.find((p) => p.id === id) ?? null;
    if (!selectedPackage) return fail('unknownCorporatePackage', 'selectedPackage');
  }
  const packageType = selectedPackage?.id ?? (text(raw.packageType) || 'custom');
  if (packageType !== 'custom' && !packages.some((p) => p.id === packageType)) {
    return fail('unknownCorporatePackage', 'packageType');
  }
  const eventDuration = text(raw.eventDuration);
  const specialRequirements = text(raw.specialRequirements);
  const long = tooLong({
    companyName: ['Company name', companyName, LIMITS.company],
    contactName: ['Contact name', contactName, LIMITS.name],
    eventDuration: ['Event duration', eventDuration, LIMITS.name],
    specialRequirements: ['Special requirements', specialRequirements, LIMITS.message],
  });
  if (long) return long;
  return pass({
    companyName,
    contactName,
    ...contact.value,
    eventType: eventType || null,
    groupSize,
    preferredDate: preferredDate || null,
    eventDuration: eventDuration || null,
    specialRequirements: specialRequirements || null,
    packageType,
    selectedPackage,
  });
}

/**
 * The gentle note beside group size when the group is smaller than the chosen package's minimum
 * (display only: the spec sends the inquiry anyway). Null when there is nothing to say.
 */
export function corporateGroupSizeNote(
  selected: Pick<CorporatePackage, 'name' | 'minGuests'> | null,
  groupSize: unknown,
): string | null {
  if (!selected || isAbsent(groupSize)) return null;
  const size = wholeNumber(groupSize);
  if (size === null || size < 1 || size >= selected.minGuests) return null;
  return MESSAGES.groupBelowPackageMinimum(selected.name, selected.minGuests);
}
