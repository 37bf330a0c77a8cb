import { MESSAGES } from '@esthetics/domain';
import { BusinessInfo } from '../../config/business-profile';
import { compose, MailContent } from './layout';

/**
 * The one-time code a client asked for (docs/security.md#health-answers-behind-a-one-time-code):
 * the code and how long it works, nothing about what it opens, so a mailbox read over a shoulder or
 * a mail in the wrong hands says nothing of health.
 */
export function healthAccessCodeMail(code: string, business: BusinessInfo): MailContent {
  return compose(business, MESSAGES.healthCodeMailSubject, [MESSAGES.healthCodeMailBody(code)]);
}
