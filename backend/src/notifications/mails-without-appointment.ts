import { AppConfig } from '../config/app-config';
import {
  ContactMailInput,
  CorporateMailInput,
  HealthAccessCodeMailInput,
  WaitlistJoinedMailInput,
  WaitlistOfferMailInput,
  WebhookDisabledMailInput,
  WelcomeMailInput,
} from './ports/mail-composer.port';
import { OutgoingMail } from './ports/mail-queue.port';
import * as templates from './templates';
import { MailContent } from './templates';
import { waitlistJoinedMail, waitlistOfferMail } from './templates/waitlist';

/*
 * The messages that are not about an appointment (contact and corporate inquiries, the welcome,
 * the waitlist, health access codes, webhooks), composed for MailComposerService.
 */

/** The owner's copy of a message, when an admin e-mail is configured. */
export function adminNotice(
  config: AppConfig,
  kind: string,
  key: string,
  content: MailContent,
  appointmentId: string | null = null,
): OutgoingMail[] {
  if (!config.adminEmail) return [];
  return [{ kind, dedupeKey: `${key}-admin`, to: [config.adminEmail], appointmentId, ...content }];
}

export function contactReceivedMails(config: AppConfig, m: ContactMailInput): OutgoingMail[] {
  return [
    {
      kind: 'contact_received',
      dedupeKey: `contact-${m.id}`,
      to: [m.email],
      ...templates.contactReceivedMail(config.business),
    },
    ...adminNotice(
      config,
      'contact_received',
      `contact-${m.id}`,
      templates.contactNotice(m, config.business),
    ),
  ];
}

export function corporateReceivedMails(config: AppConfig, i: CorporateMailInput): OutgoingMail[] {
  return [
    {
      kind: 'corporate_received',
      dedupeKey: `corporate-${i.id}`,
      to: [i.email],
      ...templates.corporateReceivedMail(config.business),
    },
    ...adminNotice(
      config,
      'corporate_received',
      `corporate-${i.id}`,
      templates.corporateNotice(i, config.business),
    ),
  ];
}

export function welcomeMails(config: AppConfig, c: WelcomeMailInput): OutgoingMail[] {
  return [
    {
      kind: 'welcome',
      dedupeKey: `welcome-${c.id}`,
      to: [c.email],
      ...templates.welcomeMail(c, config.business, `${config.publicUrl}/client/login`),
    },
  ];
}

/**
 * The waitlist's pages in the browser: the leave and offer links carry their secret in the query
 * string, which is never logged.
 */
function waitlistLink(config: AppConfig, page: 'leave' | 'offer', token: string): string {
  return `${config.publicUrl}/waitlist/${page}?token=${encodeURIComponent(token)}`;
}

export function waitlistJoinedMails(config: AppConfig, e: WaitlistJoinedMailInput): OutgoingMail[] {
  return [
    {
      kind: 'waitlist_joined',
      dedupeKey: `waitlist-joined-${e.id}`,
      to: [e.email],
      ...waitlistJoinedMail(e, config.business, waitlistLink(config, 'leave', e.leaveToken)),
    },
  ];
}

export function waitlistOfferMails(config: AppConfig, o: WaitlistOfferMailInput): OutgoingMail[] {
  return [
    {
      kind: 'waitlist_offer',
      dedupeKey: `waitlist-offer-${o.offerId}`,
      to: [o.email],
      ...waitlistOfferMail(
        o,
        config.business,
        waitlistLink(config, 'offer', o.claimToken),
        waitlistLink(config, 'leave', o.leaveToken),
      ),
    },
  ];
}

export function healthAccessCodeMails(
  config: AppConfig,
  c: HealthAccessCodeMailInput,
): OutgoingMail[] {
  return [
    {
      kind: 'health_access_code',
      dedupeKey: `health-access-code-${c.requestId}`,
      to: [c.email],
      sealed: true,
      ...templates.healthAccessCodeMail(c.code, config.business),
    },
  ];
}

export function webhookDisabledMails(
  config: AppConfig,
  e: WebhookDisabledMailInput,
): OutgoingMail[] {
  return adminNotice(
    config,
    'webhook_disabled',
    `webhook-disabled-${e.id}-${e.failingSince.getTime()}`,
    templates.webhookDisabledNotice(e, config.business, `${config.publicUrl}/admin`),
  );
}
