import { MESSAGES } from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import {
  AccountMails,
  EmailChangeAlertMailInput,
  EmailProofMailInput,
} from './ports/account-mails.port';
import { OutgoingMail } from './ports/mail-queue.port';
import { compose } from './templates/layout';

/**
 * The mails of e-mail ownership: a code and a link that prove the address, and the notice to the
 * old address with its "this wasn't me" link. They name nothing about the account beyond the masked
 * new address.
 */
@Injectable()
export class AccountMailsService extends AccountMails {
  constructor(private readonly config: AppConfig) {
    super();
  }

  private link(path: string, token: string): string {
    return `${this.config.publicUrl}${path}?token=${encodeURIComponent(token)}`;
  }

  emailProof(p: EmailProofMailInput): OutgoingMail {
    if (p.purpose === 'claim') return this.claimLink(p);
    const verify = p.purpose === 'verify';
    const content = compose(
      this.config.business,
      verify ? MESSAGES.emailVerifyMailSubject : MESSAGES.emailChangeMailSubject,
      [
        verify ? MESSAGES.emailVerifyMailBody(p.code) : MESSAGES.emailChangeMailBody(p.code),
        {
          link: this.link('/client/verify-email', p.linkToken),
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

  /**
   * The take-over link carries no code: a code is typed in a signed-in browser, and the browsers
   * signed in to an unconfirmed account may be the squatter's.
   */
  private claimLink(p: EmailProofMailInput): OutgoingMail {
    return {
      kind: 'email_claim',
      dedupeKey: `email-proof-${p.requestId}`,
      to: [p.email],
      sealed: true,
      ...compose(this.config.business, MESSAGES.emailClaimMailSubject, [
        MESSAGES.emailClaimMailBody,
        {
          // The address rides along so the page can show it: the link was mailed to it anyway.
          link: `${this.link('/client/claim-account', p.linkToken)}&email=${encodeURIComponent(p.email)}`,
          label: MESSAGES.emailClaimMailButton,
        },
      ]),
    };
  }

  emailChangeAlert(a: EmailChangeAlertMailInput): OutgoingMail {
    return {
      kind: 'email_change_alert',
      dedupeKey: `email-change-alert-${a.requestId}`,
      to: [a.oldEmail],
      sealed: true,
      ...compose(this.config.business, MESSAGES.emailChangeAlertSubject, [
        MESSAGES.emailChangeAlertBody(a.newHint),
        {
          link: this.link('/client/email-not-me', a.linkToken),
          label: MESSAGES.emailChangeAlertButton,
        },
      ]),
    };
  }
}
