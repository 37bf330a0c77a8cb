import { AppConfig } from '../config/app-config';

/** Test payments (the local checkout page) are on when no Stripe secret key is configured. */
export const testPaymentsOn = (config: AppConfig): boolean => !config.stripeSecretKey;
