import {
  MESSAGES,
  validateCorporateInquiry,
  type Catalog,
  type CorporateEventType,
} from '@esthetics/domain';
import type { ApiClient, Schemas } from '../../api/client';
import { validationProblem } from '../../components/form-problem';
import { serverProblem, type SendOutcome } from '../contact/send-contact';

export type CorporatePackage = Schemas['CorporatePackageDto'];
export type CorporateInquiryBody = Schemas['CorporateInquiryBodyDto'];

/** The form's fields as the inputs hold them. */
export interface CorporateFields {
  companyName: string;
  contactName: string;
  email: string;
  phone: string;
  eventType: CorporateEventType | '';
  groupSize: string;
  preferredDate: string;
  eventDuration: string;
  specialRequirements: string;
}

export const EMPTY_CORPORATE_FIELDS: CorporateFields = {
  companyName: '',
  contactName: '',
  email: '',
  phone: '',
  eventType: '',
  groupSize: '',
  preferredDate: '',
  eventDuration: '',
  specialRequirements: '',
};

export const SUBMISSION_TYPE = 'corporate_booking_inquiry';

/** The required fields of docs/spec.md#validation-rules, in the order of the form. */
export const CORPORATE_REQUIRED = ['companyName', 'contactName', 'email', 'phone'] as const;

/**
 * The submission of docs/spec.md#entities-and-their-fields: optional fields left empty are not
 * sent.
 */
export function corporatePayload(
  fields: CorporateFields,
  selected: CorporatePackage | null,
  now: Date,
): CorporateInquiryBody {
  const optional = <T>(value: T | '' | undefined) => (value === '' ? undefined : value);
  const groupSize = fields.groupSize.trim() === '' ? undefined : Number(fields.groupSize);
  return {
    companyName: fields.companyName,
    contactName: fields.contactName,
    email: fields.email,
    phone: fields.phone,
    eventType: optional(fields.eventType),
    groupSize,
    preferredDate: optional(fields.preferredDate),
    eventDuration: optional(fields.eventDuration),
    specialRequirements: optional(fields.specialRequirements),
    packageType: selected?.id ?? 'custom',
    selectedPackage: selected,
    submissionType: SUBMISSION_TYPE,
    submittedAt: now.toISOString(),
  };
}

/**
 * Validates with the domain's rules (nothing is sent when a required field is missing or the preferred
 * date has passed in the business's time zone), then sends. `now` is the payload's `submittedAt`.
 */
export async function sendCorporateInquiry(
  client: ApiClient,
  payload: CorporateInquiryBody,
  business: {
    /** The business's phone, named in the network error when known. */
    phone: string | undefined;
    /** Whose "today" the preferred date is checked against. */
    timeZone: string;
    /** The owner's current menu (the corporate packages the inquiry may name). */
    catalog: Catalog;
  },
): Promise<SendOutcome> {
  const now = new Date(payload.submittedAt ?? Date.now());
  const checked = validateCorporateInquiry(payload, {
    now,
    timeZone: business.timeZone,
    catalog: business.catalog,
  });
  if (!checked.ok) {
    return { ok: false, ...validationProblem(checked, payload, CORPORATE_REQUIRED) };
  }
  try {
    const { data, error } = await client.POST('/api/corporate-inquiry', { body: payload });
    if (data?.status === 'success') {
      return { ok: true, message: data.message || MESSAGES.corporateInquiryReceived };
    }
    return { ok: false, ...serverProblem(error ?? data, MESSAGES.corporateInquiryFailed) };
  } catch {
    return {
      ok: false,
      text: business.phone ? MESSAGES.corporateNetworkError(business.phone) : MESSAGES.networkError,
      fields: [],
    };
  }
}
