import { WAITLIST_OFFER_MINUTES } from '../policy';
import {
  HEALTH_CODE_DIGITS,
  HEALTH_CODE_MAX_TRIES,
  HEALTH_CODE_MINUTES,
} from '../health-access-policy';

/** The waitlist, the health answers behind a one-time code, and the client's rights. */
export const PRIVACY_MESSAGES = {
  // Waitlist (validation/waitlist.ts, waitlist.ts)
  waitlistServiceRequired: 'Please select at least one service.',
  waitlistDayRequired: 'Please choose at least one day that suits you.',
  waitlistTimeRequired: 'Please choose the earliest and the latest start time that suit you.',
  waitlistTimeOrder: 'The earliest start time must not be after the latest.',
  waitlistInvite: 'Or join the waitlist, and we will email you if a time that suits you frees up.',
  waitlistJoined:
    'You are on the waitlist. We will email you as soon as a time that suits you frees up.',
  waitlistOffer: (when: string) =>
    `A time that suits you has freed up: ${when}. We hold it for you for ${WAITLIST_OFFER_MINUTES} minutes; after that it is offered to the next person on the waitlist.`,
  waitlistOfferExpired:
    'This offer has ended: the time was offered to the next person on the waitlist.',
  waitlistLeft: 'You have left the waitlist.',
  waitlistEntryNotFound: 'Waitlist entry not found.',
  waitlistEntryRemoved: (name: string) => `${name} was removed from the waitlist.`,
  waitlistRemoveWarning:
    'They will no longer be emailed about freed times, and a time held for them now goes to the next person.',
  waitlistOfferNotFound:
    'This waitlist link is not valid. Please use the link in your latest email.',
  waitlistOfferClaimed:
    'This time has already been booked from this offer. The booking and its deposit link are in your email.',
  // Health answers behind a one-time code (health-access.ts)
  healthCodeRequired:
    'For your privacy, please confirm the code we emailed you before viewing or changing your health form.',
  healthCodeSent: (maskedEmail: string) =>
    `For your privacy, we emailed a ${HEALTH_CODE_DIGITS}-digit code to ${maskedEmail}. It works for ${HEALTH_CODE_MINUTES} minutes.`,
  healthCodeFormat: `Please enter the ${HEALTH_CODE_DIGITS}-digit code from the email.`,
  healthCodeWrong: (triesLeft: number) =>
    `That code is not right. You have ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
  healthCodeTriesUsed: `That code is not right, and after ${HEALTH_CODE_MAX_TRIES} tries it no longer works. Please ask for a new code.`,
  healthCodeExpired: 'This code has expired. Please ask for a new one.',
  healthCodeMissing: 'There is no code waiting for this browser. Please ask for a new one.',
  healthCodeRequestLimited: (minutes: number) =>
    `You have asked for several codes in a short time. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} before asking for another, or use the latest code we sent.`,
  healthCodeConfirmed: 'Thank you. Your health form is open in this browser.',
  healthCodeMailSubject: 'Your one-time code',
  healthCodeMailBody: (code: string) =>
    `Your one-time code is ${code}. It works for ${HEALTH_CODE_MINUTES} minutes. If you did not ask for it, you can ignore this email; nobody can use it without your sign-in.`,
  healthAccessClientOnly: 'Only the client can ask for or confirm a code for their own account.',
  healthAccessCheckFailed:
    'We could not check this browser’s access to your health form. Please try again.',
  healthCodeSendFailed: 'We could not send a code. Please try again.',
  healthCodeConfirmFailed: 'We could not check the code. Please try again.',
  // The client's rights: the access log, the export, the deletion
  deleteConfirmMismatch:
    'The e-mail you typed does not match the e-mail of the account. Type it exactly to confirm the deletion.',
  accountDeleted:
    'Your account has been deleted. Your profile and health answers are erased; a confirmation is on its way to your e-mail.',
  clientDataDeleted: "The client's account has been deleted and their personal data erased.",
  privacyTitle: 'Your data and privacy',
  privacyIntro:
    'Download everything we hold about you, see who has viewed your health answers, or delete your account.',
  privacyConfirmFirst:
    'For your privacy, downloading or deleting your data needs the one-time code we e-mail you, as for your health form.',
  privacyConfirmAction: 'E-mail me a code',
  privacyDownload: 'Download my data',
  privacyDownloaded: 'Your data has been downloaded as a JSON file.',
  privacyDownloadFailed: 'Your data could not be downloaded. Please try again.',
  healthAccessTitle: 'Who viewed my health answers',
  healthAccessEmpty: 'Nobody has viewed your health answers yet.',
  healthAccessWhat: (what: string) =>
    ({
      appointment_detail: 'an appointment',
      client_detail: 'your client file',
      consultation: 'your health form',
      export: 'a data export',
    })[what] ?? what,
  deleteAccountAction: 'Delete my account',
  deleteAccountTitle: 'Delete your account?',
  deleteAccountExplain:
    'Your profile, health answers and sign-in are erased for good. Your messages, waitlist places and e-mails with us are erased too. Past appointments stay in our books without your name or contact details.',
  deleteAccountUpcoming:
    'These upcoming appointments will be cancelled under our cancellation policy:',
  deleteAccountNoUpcoming: 'You have no upcoming appointments to cancel.',
  deleteAccountTypeEmail: (email: string) => `To confirm, type your e-mail (${email}):`,
  deleteAccountConfirm: 'Delete my account for good',
  deleteClientAction: "Delete client's data",
  deleteClientTitle: "Delete this client's data?",
  deleteClientExplain:
    'The account, profile and health answers are erased; upcoming appointments are cancelled under the cancellation policy (deposits refunded as it says); past appointments are kept without name or contact details; the client is e-mailed a confirmation.',
  deleteClientTypeEmail: (email: string) => `To confirm, type the client's e-mail (${email}):`,
  deleteClientConfirm: 'Delete for good',
  adminAccountCreatedQuietly: (username: string, file: string) =>
    `\n  Admin account created: username "${username}". Its password is in ${file} (readable by you only); ` +
    `it is not printed because this output is not a terminal.\n\n`,
} as const;
