import { formatDateTimeLong, formatTime12h, MESSAGES } from '@esthetics/domain';
import { BusinessInfo } from '../../config/business-profile';
import { WaitlistJoinedMailInput, WaitlistOfferMailInput } from '../ports/mail-composer.port';
import { compose, MailContent } from './layout';

/** The copy of the waitlist's mails: joining it, and a freed time offered. */

/** "2026-12-01" -> "Tuesday, December 1, 2026" (a calendar date: no time zone moves it). */
const formatDay = (day: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(`${day}T12:00:00Z`));

const leaveBlock = (link: string) => ({ link, label: 'Leave the waitlist' });

/** On the waitlist: what was asked for, and how to leave it. */
export function waitlistJoinedMail(
  e: WaitlistJoinedMailInput,
  business: BusinessInfo,
  leaveLink: string,
): MailContent {
  return compose(business, 'You are on our waitlist', [
    `Hi ${e.name}. ${MESSAGES.waitlistJoined}`,
    {
      list: [
        `Services: ${e.services.join(', ')}`,
        `Days: ${e.days.map(formatDay).join('; ')}`,
        `Start times: from ${formatTime12h(e.from)} to ${formatTime12h(e.to)}`,
      ],
    },
    'No longer need it? You can leave the waitlist at any time:',
    leaveBlock(leaveLink),
  ]);
}

/** A freed time held for this person for a short while: book it, or leave the waitlist. */
export function waitlistOfferMail(
  o: WaitlistOfferMailInput,
  business: BusinessInfo,
  claimLink: string,
  leaveLink: string,
): MailContent {
  const when = formatDateTimeLong(o.startsAt, business.timeZone);
  return compose(business, `A time has freed up for you: ${when}`, [
    `Hi ${o.name}. ${MESSAGES.waitlistOffer(when)}`,
    { list: [`Services: ${o.services.join(', ')}`, `When: ${when}`] },
    { link: claimLink, label: 'Book this time' },
    `The offer ends on ${formatDateTimeLong(o.expiresAt, business.timeZone)}. Booking it asks for the usual deposit. Questions? Call us at ${business.phone}.`,
    'No longer need it? You can leave the waitlist:',
    leaveBlock(leaveLink),
  ]);
}
