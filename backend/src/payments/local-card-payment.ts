import { MESSAGES } from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { PaymentConfirmation } from './payment-confirmation.service';
import { PaymentRepository } from './ports/payment.port';
import { SavedCards } from './saved-cards.service';
import { LOCAL_TEST_CARDS, LocalTestCard } from './local-test-cards';
import { localPaymentMethodId } from './adapters/local-checkout.gateway';

/** What the local page does next: go back to the site, say why not, or ask to authenticate. */
export type LocalPayOutcome =
  | { readonly redirect: string }
  | { readonly problem: string }
  | { readonly declined: string }
  | { readonly authenticate: LocalTestCard };

/**
 * Paying on the local test-mode checkout with one of its test cards: the declined card leaves the
 * deposit unpaid, the card that needs authentication pays once authenticated, and a card that pays
 * becomes the client's saved card, as a card paid on Stripe's page does.
 */
@Injectable()
export class LocalCardPayment {
  constructor(
    private readonly confirmation: PaymentConfirmation,
    private readonly payments: PaymentRepository,
    private readonly savedCards: SavedCards,
  ) {}

  async pay(
    sessionId: string,
    card: LocalTestCard,
    authenticated: boolean,
  ): Promise<LocalPayOutcome> {
    if (card === 'declined') return { declined: MESSAGES.checkoutDeclined };
    if (card === 'authentication_required' && !authenticated) return { authenticate: card };
    const before = await this.payments.findCheckout(sessionId);
    const result = await this.confirmation.payLocal(sessionId);
    // Only the payment itself saves the card; opening a paid session's page again does not.
    if ('redirect' in result && before && before.payment_status !== 'paid') {
      await this.savedCards.save(before.appointment_id, {
        paymentMethodId: localPaymentMethodId(
          LOCAL_TEST_CARDS[card].last4,
          randomBytes(12).toString('base64url'),
        ),
        brand: 'visa',
        last4: LOCAL_TEST_CARDS[card].last4,
        expMonth: 12,
        expYear: new Date().getUTCFullYear() + 5,
      });
    }
    return result;
  }
}
