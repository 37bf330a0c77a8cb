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
}
