import { BusinessInfo } from '../../config/business-profile';
import { WelcomeMailInput } from '../ports/mail-composer.port';
import { compose, MailContent } from './layout';

/** The copy of the mails about a client account. */

export function welcomeMail(
  c: WelcomeMailInput,
  business: BusinessInfo,
  loginUrl: string,
): MailContent {
  return compose(business, `Welcome to ${business.name}`, [
    `Hi ${c.first_name}, your account is ready. Log in with your e-mail and phone number to see your appointments and fill in your health form before your first visit.`,
    { link: loginUrl, label: 'Log in' },
  ]);
}
