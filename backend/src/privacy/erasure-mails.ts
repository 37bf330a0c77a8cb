import { AppConfig } from '../config/app-config';
import { OutgoingMail } from '../notifications/ports/mail-queue.port';
import { CancelledOnDeletionDto } from './dto/privacy.dto';
import { LockedAccount } from './ports/privacy-records.port';

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

function mail(
  config: AppConfig,
  kind: string,
  dedupeKey: string,
  to: string[],
  subject: string,
  paragraphs: string[],
  list: string[],
  scrubAfterSend: boolean,
): OutgoingMail {
  const b = config.business;
  const signature = [b.name, b.phone, b.email].filter(Boolean).join(' · ');
  const text = [...paragraphs, ...list.map((l) => `- ${l}`), '', signature].join('\n\n');
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#2d2424;line-height:1.5;max-width:560px;margin:auto;padding:16px">
<h1 style="font-size:20px;color:#8b5e5a">${escape(b.name)}</h1>
${paragraphs.map((p) => `<p>${escape(p)}</p>`).join('\n')}
${list.length > 0 ? `<ul>${list.map((l) => `<li>${escape(l)}</li>`).join('')}</ul>` : ''}
<p style="color:#7a6a68;font-size:13px">${escape(signature)}</p>
</body></html>`;
  return { kind, dedupeKey, to, subject, text, html, scrubAfterSend };
}

/**
 * The confirmation to the person (no name in it; its outbox record keeps neither the address nor
 * the text once delivered) and, when the owner has an address, a note to the owner of the times
 * freed (no name, no contact: the account is gone).
 */
export function erasureMails(
  config: AppConfig,
  account: LockedAccount,
  cancelled: readonly CancelledOnDeletionDto[],
  byAdmin: boolean,
): OutgoingMail[] {
  const name = config.business.name;
  const lines = cancelled.map((c) => c.message);
  const mails = [
    mail(
      config,
      'account_deleted',
      `account_deleted:${account.id}`,
      [account.email],
      `Your ${name} account has been deleted`,
      [
        byAdmin
          ? `As you asked, we have deleted your account at ${name}.`
          : `You have deleted your account at ${name}.`,
        'Your profile, health and consultation answers, sign-in, messages, waitlist places and e-mails with us are erased. Past appointments stay in our books for accounting, without your name or contact details.',
        lines.length > 0
          ? 'These upcoming appointments were cancelled under our cancellation policy:'
          : 'You had no upcoming appointments.',
      ],
      lines,
      true,
    ),
  ];
  if (config.adminEmail && cancelled.length > 0) {
    mails.push(
      mail(
        config,
        'account_deleted_owner',
        `account_deleted_owner:${account.id}`,
        [config.adminEmail],
        'A client deleted their account: appointments cancelled',
        [
          'A client account was deleted. These upcoming appointments were cancelled under the policy and their times are free again:',
        ],
        lines,
        false,
      ),
    );
  }
  return mails;
}
