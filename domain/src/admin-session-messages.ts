import { ADMIN_PASSWORD_MIN_LENGTH } from './admin-password-policy';

/**
 * The messages of the owner's server-side sessions and password change, part of MESSAGES
 * (messages.ts): the console's Sessions panel and the answers of the admin's session routes.
 */
export const ADMIN_SESSION_MESSAGES = {
  adminSessionEnded:
    'This admin session has ended (logged out, ended from another device, or expired). Please log in again.',
  adminSessionNotFound: 'Session not found, or it has already ended.',
  adminPasswordFieldsRequired: 'Please enter your current password and a new password.',
  adminPasswordTooShort: (min: number) => `The new password must be at least ${min} characters.`,
  adminPasswordUnchanged: 'The new password must be different from the current one.',
  adminPasswordWrong: 'The current password is not correct.',
  adminPasswordChanged: 'Your password was changed. Every other session has been ended.',
  adminPasswordChangeFailed: 'We could not change the password. Please try again.',
  adminPasswordHint: `At least ${ADMIN_PASSWORD_MIN_LENGTH} characters. A few unrelated words make a long password that is easy to remember.`,
  adminSessionsTitle: 'Signed-in devices',
  adminSessionsIntro:
    'Every browser where the console is signed in. End a session you do not recognise: it is logged out at once.',
  adminSessionsLoadFailed: 'We could not load the sessions. Please try again.',
  adminSessionEndTitle: 'End this session?',
  adminSessionEndWarning: 'That browser is logged out at once and must log in again.',
  adminSessionEndFailed: 'We could not end the session. Please try again.',
  adminSessionEndedNotice: 'The session was ended.',
  adminSessionsEndOthersTitle: 'End every other session?',
  adminSessionsEndOthersWarning:
    'Every other browser signed in to the console is logged out at once. This one stays signed in.',
  adminSessionsEndedOthers: (count: number) =>
    count === 1 ? '1 other session was ended.' : `${count} other sessions were ended.`,
} as const;
