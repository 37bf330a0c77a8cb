import { MESSAGES } from '@esthetics/domain';
import { AppConfig } from '../config/app-config';
import { OutgoingMail } from '../notifications/ports/mail-queue.port';
import { compose } from '../notifications/templates/layout';

/**
 * The mails of e-mail ownership: a code and a link that prove the address (to confirm the account's
 * address, or a new one it moves to), and the notice to the old address with its "this wasn't me"
 * link. They name nothing about the account beyond the masked new address.
 */
export class EmailOwnershipMails {
  constructor(private readonly config: AppConfig) {}

  private link(path: string, token: string): string {
    return `${this.config.publicUrl}${path}?token=${encodeURIComponent(token)}`;
  }

  proof(
    p: { requestId: string; email: string; purpose: 'verify' | 'change' },
    code: string,
    linkToken: string,
  ): OutgoingMail {
    const verify = p.purpose === 'verify';
    const content = compose(
      this.config.business,
      verify ? MESSAGES.emailVerifyMailSubject : MESSAGES.emailChangeMailSubject,
      [
        verify ? MESSAGES.emailVerifyMailBody(code) : MESSAGES.emailChangeMailBody(code),
        {
          link: this.link('/client/verify-email', linkToken),
          label: MESSAGES.emailVerifyMailButton,
        },
      ],
    );
    return {
      kind: verify ? 'email_verification' : 'email_change_confirmation',
      dedupeKey: `email-proof-${p.requestId}`,
      to: [p.email],
      sealed: true,
      ...content,
    };
  }

  alert(
    a: { requestId: string; oldEmail: string; newHint: string },
    linkToken: string,
  ): OutgoingMail {
    return {
      kind: 'email_change_alert',
      dedupeKey: `email-change-alert-${a.requestId}`,
      to: [a.oldEmail],
      sealed: true,
      ...compose(this.config.business, MESSAGES.emailChangeAlertSubject, [
        MESSAGES.emailChangeAlertBody(a.newHint),
        {
          link: this.link('/client/email-not-me', linkToken),
          label: MESSAGES.emailChangeAlertButton,
        },
      ]),
    };
  }
}
