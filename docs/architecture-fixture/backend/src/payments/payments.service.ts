// Wrong way: a service importing its own module's adapter instead of the port.
import { stripe } from './adapters/stripe.gateway';
import { notify } from '../notifications/notifications.service';

export const pay = (): string => notify(stripe);
