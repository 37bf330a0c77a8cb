import { hoursPhrase, REPLY_WITHIN_HOURS } from '../policy';

/** The contact form. */
export const CONTACT_MESSAGES = {
  // Contact form
  contactRequired: 'Please fill in all fields',
  contactSent: `Thank you for your message! We'll get back to you within ${hoursPhrase(REPLY_WITHIN_HOURS)}.`,
  contactFailed: 'Failed to send message',
  networkError: 'Network error. Please try again.',
} as const;
