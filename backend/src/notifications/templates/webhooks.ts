import { formatDateTimeLong } from '@esthetics/domain';
import { BusinessInfo } from '../../config/business-profile';
import { WebhookDisabledMailInput } from '../ports/mail-composer.port';
import { compose, MailContent } from './layout';

/**
 * The owner's notice that a webhook endpoint failed for a day and was disabled
 * (docs/integrations.md#retries).
 */
export function webhookDisabledNotice(
  e: WebhookDisabledMailInput,
  business: BusinessInfo,
  consoleLink: string,
): MailContent {
  return compose(business, 'A webhook endpoint was disabled', [
    `The endpoint ${e.url} has not accepted an event since ${formatDateTimeLong(e.failingSince, business.timeZone)}, so it was disabled: it is sent no more events.`,
    'Once it works again, open its delivery log in the admin console and send a delivery again: that enables it, and the events it missed can be sent again the same way.',
    { link: consoleLink, label: 'Open the admin console' },
  ]);
}
