import { OutgoingMail } from './mail-queue.port';

/**
 * A code and link that prove an address: the account's own ('verify'), a new one ('change'), or the
 * link (no code) that lets the address's owner take over an account never confirmed ('claim').
 */
export interface EmailProofMailInput {
  readonly requestId: string;
  readonly email: string;
  readonly purpose: 'verify' | 'change' | 'claim';
  readonly code: string;
  /** The link's token (the page is /client/verify-email, or /client/claim-account for a claim). */
  readonly linkToken: string;
}

/** The notice to the old address of a change asked for, with its "this wasn't me" link. */
export interface EmailChangeAlertMailInput {
  readonly requestId: string;
  readonly oldEmail: string;
  readonly newHint: string;
  /** The link's token (the page is /client/email-not-me). */
  readonly linkToken: string;
}

/**
 * The mails that prove who owns an account's address (docs/security.md, "E-mail ownership"). They
 * carry secrets, so they are queued sealed.
 */
export abstract class AccountMails {
  abstract emailProof(p: EmailProofMailInput): OutgoingMail;
  abstract emailChangeAlert(a: EmailChangeAlertMailInput): OutgoingMail;
}
