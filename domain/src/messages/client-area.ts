import { SESSION_MESSAGES } from '../session-messages';
import { EMAIL_MESSAGES } from '../email-ownership';

/** The client's area: its session, e-mail and loads. */
export const CLIENT_AREA_MESSAGES = {
  // Client area
  ...SESSION_MESSAGES,
  ...EMAIL_MESSAGES,
  appointmentsLoadFailed: 'We could not load your appointments. Please try again.',
  healthFormLoadFailed: 'We could not load your health form. Please try again.',
  calendarDownloadFailed: 'We could not download the calendar file. Please try again.',
} as const;
