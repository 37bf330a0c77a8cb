export interface MailMessage {
  readonly from: string;
  readonly to: readonly string[];
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** Sent as a calendar invitation (text/calendar; method=REQUEST, or CANCEL) and as an .ics attachment. */
  readonly ics?: string | null;
}

/** Delivers one e-mail: SMTP, or .eml files in the outbox folder. */
export abstract class Mailer {
  abstract send(message: MailMessage): Promise<void>;

  /**
   * Erases the copies this mailer kept of messages that mention any of `needles` (an e-mail
   * address, a phone number): the .eml files of the outbox folder. Answers how many. SMTP keeps
   * none: the mail has left, nothing to erase here.
   */
  forget(_needles: readonly string[]): Promise<number> {
    return Promise.resolve(0);
  }
}
