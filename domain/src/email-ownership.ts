/**
 * Proof that a client owns the e-mail address on their account (docs/security.md, "E-mail
 * ownership"): an address proves nothing until a code or link mailed to it comes back. These are
 * its numbers, its messages and the rule of which address may receive the health-form code.
 */

/** How long a verification or change code (and its link) works. */
export const EMAIL_PROOF_HOURS = 24;
/** Tries a code allows before it stops working. */
export const EMAIL_PROOF_MAX_TRIES = 5;
/** How long the old address's "this wasn't me" link works after a change was asked for. */
export const EMAIL_CHANGE_ALERT_DAYS = 14;
/** How long e-mail changes stay locked after the old address said "this wasn't me". */
export const EMAIL_CHANGE_LOCK_DAYS = 7;
/** A new address receives the health-form code only after it has been on the account this long. */
export const HEALTH_CODE_ADDRESS_AGE_HOURS = 24;
/**
 * Code mails (a resend, a registration, a change asked for) one account may cause, and one address
 * may receive, in a rate-limit window: each code allows EMAIL_PROOF_MAX_TRIES guesses, so this bounds
 * the guesses at an address, and the mail anyone can make the site send to it.
 */
export const EMAIL_PROOF_SENDS_PER_ACCOUNT = 4;
export const EMAIL_PROOF_SENDS_PER_ADDRESS = 3;

export const EMAIL_MESSAGES = {
  emailVerifyMailSubject: 'Confirm your e-mail address',
  emailVerifyMailBody: (code: string) =>
    `To confirm that this e-mail address is yours, enter the code ${code} in your account, or use the button below. It works for ${EMAIL_PROOF_HOURS} hours. If you did not create an account, ignore this e-mail: nothing is linked to this address until it is confirmed.`,
  emailVerifyMailButton: 'Confirm my e-mail',
  emailChangeMailSubject: 'Confirm your new e-mail address',
  emailChangeMailBody: (code: string) =>
    `Someone asked to use this address for their account. If it was you, enter the code ${code} in your account, or use the button below. It works for ${EMAIL_PROOF_HOURS} hours. If it was not you, ignore this e-mail.`,
  emailChangeAlertSubject: 'Your e-mail address is being changed',
  emailChangeAlertBody: (newHint: string) =>
    `Someone signed in to your account asked to change its e-mail address to ${newHint}. If that was you, there is nothing to do. If it was not you, use the button below: the change is stopped, this address stays on the account, every signed-in browser is signed out, and e-mail changes are locked for ${EMAIL_CHANGE_LOCK_DAYS} days.`,
  emailChangeAlertButton: 'This wasn’t me',
  emailNotVerified:
    'Please confirm your e-mail address first: use the code or the link we e-mailed you.',
  emailVerificationSent: (hint: string) =>
    `We e-mailed a code to ${hint} to confirm the address. It works for ${EMAIL_PROOF_HOURS} hours.`,
  emailChangeSent: (hint: string) =>
    `Profile updated. To change your e-mail, use the code or the link we sent to ${hint}; until then your account keeps its current address.`,
  emailVerified: 'Thank you: your e-mail address is confirmed.',
  emailChanged: 'Your e-mail address is changed. Other signed-in browsers were signed out.',
  emailAlreadyVerified: 'Your e-mail address is already confirmed.',
  emailProofMissing: 'There is no code waiting for this account. Please ask for a new one.',
  emailProofExpired: 'This code has expired. Please ask for a new one.',
  emailProofTriesUsed: `That code is not right, and after ${EMAIL_PROOF_MAX_TRIES} tries it no longer works. Please ask for a new code.`,
  emailProofWrong: (triesLeft: number) =>
    `That code is not right. You have ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
  emailProofFormat: 'Please enter the 6-digit code from the e-mail.',
  emailLinkInvalid:
    'This link is not valid or has expired. Sign in and ask for a new code from your account.',
  emailProofRequestLimited: (minutes: number) =>
    `You have asked for several codes in a short time. Please use the latest code we sent, or try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  emailChangeStopped:
    'The change is stopped: the account keeps this address, every browser was signed out, and e-mail changes are locked for now. Sign in again with your e-mail and phone.',
  emailChangeLocked:
    'E-mail changes on this account are locked after a change was reported as not made by its owner. Please call us to change it.',
  emailChangeAddressTaken:
    'The change could not be stopped automatically: please call us and we will restore your address.',
  healthCodeAddressTooNew: (hours: number) =>
    `For your privacy, the code goes to an e-mail address that has been on your account for ${hours} hours. Please try again later, or call us.`,
  emailPendingNotice: (hint: string) =>
    `Waiting for confirmation from ${hint}: your account keeps its current address until then.`,
  emailUnverifiedNotice: (hint: string) =>
    `Please confirm your e-mail address: we sent a code to ${hint}. Until then, bookings made as a guest with it are not linked to your account.`,
  emailUnconfirmedNoCode: (hint: string) =>
    `Please confirm your e-mail address ${hint}: we will e-mail you a code. Until then, bookings made as a guest with it are not linked to your account, and your health form stays closed.`,
  emailClaimOffer:
    'Is it your address, but the account was never confirmed (perhaps someone else started it)? We can e-mail the address a link to take the account over.',
  emailClaimAction: 'E-mail me a link',
  emailClaimSent: (hint: string) =>
    `If an account with ${hint} was never confirmed, we have e-mailed a link to that address to take it over. It works for ${EMAIL_PROOF_HOURS} hours.`,
  emailClaimMailSubject: 'Take over the account started with your e-mail address',
  emailClaimMailBody: `Someone started an account with this e-mail address and never confirmed it, and a link to take it over was asked for. If you asked for it, use the button below and enter your own name and phone: the account becomes yours, every browser signed in to it is signed out, and its health form is cleared. The link works for ${EMAIL_PROOF_HOURS} hours. If you did not ask, ignore this e-mail: nothing changes.`,
  emailClaimMailButton: 'Take over the account',
  emailClaimed:
    'The account is yours now and you are signed in. Other browsers were signed out, and its health form was cleared: please fill it in before your visit.',
  emailClaimGone:
    'This account was confirmed meanwhile, so it cannot be taken over. Please log in, or call us.',
  emailSendCode: 'E-mail me a code',
  emailResend: 'Send the code again',
  emailConfirmAction: 'Confirm',
  emailCodeLabel: 'Code from the e-mail',
} as const;

/** What the account holds of its address, as the health-code rule reads it. */
export interface AccountAddress {
  readonly email: string;
  readonly verifiedAt: Date | null;
  /** When the current address became the account's (its creation when never changed). */
  readonly since: Date;
  /** Whether the address was set by a change after registration. */
  readonly changed: boolean;
  /** The address before the latest change, when that one had been confirmed. */
  readonly previousEmail: string | null;
}

export type HealthCodeAddress =
  | { readonly ok: true; readonly email: string }
  | { readonly ok: false; readonly reason: 'unverified' | 'too_new' };

/**
 * Where the one-time health-form code may go: a confirmed address that has been the account's since
 * registration or for HEALTH_CODE_ADDRESS_AGE_HOURS; within that time of a change, the confirmed
 * address before it. Someone who knows a client's phone can sign in and move the account to an
 * address of theirs, but cannot make the health code follow it at once, and the old address is told.
 */
export function healthCodeAddress(account: AccountAddress, now: Date): HealthCodeAddress {
  if (!account.verifiedAt) return { ok: false, reason: 'unverified' };
  const ageMs = now.getTime() - account.since.getTime();
  if (!account.changed || ageMs >= HEALTH_CODE_ADDRESS_AGE_HOURS * 3_600_000) {
    return { ok: true, email: account.email };
  }
  if (account.previousEmail) return { ok: true, email: account.previousEmail };
  return { ok: false, reason: 'too_new' };
}
