import { MESSAGES } from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { PaymentConfirmation } from './payment-confirmation.service';
import { PaymentRepository } from './ports/payment.port';
import { SavedCards } from './saved-cards.service';
import { FeeCharges } from './fee-charges.service';
import { VisitPayLinkService } from './visit-pay-links.service';
import { UnitOfWork } from '../common/unit-of-work';
import { Clock } from '../common/clock';
import { LOCAL_TEST_CARDS, LocalTestCard, localPaymentMethodId } from './local-test-cards';

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
    private readonly feeCharges: FeeCharges,
    private readonly clock: Clock,
    private readonly visitLinks: VisitPayLinkService,
    private readonly uow: UnitOfWork,
  ) {}

  async pay(
    sessionId: string,
    card: LocalTestCard,
    authenticated: boolean,
  ): Promise<LocalPayOutcome> {
    if (card === 'declined') return { declined: MESSAGES.checkoutDeclined };
    if (card === 'authentication_required' && !authenticated) return { authenticate: card };
    const feeLink = await this.feeCharges.localPayLink(sessionId);
    if (feeLink) {
      // A fee's pay link: the fee is paid (once), and the card is not kept (it was not asked to be).
      const paymentId = `pi_test_local_${randomBytes(12).toString('base64url')}`;
      await this.feeCharges.paidByLink(sessionId, this.clock.now(), { paymentId });
      return { redirect: feeLink.success_url.replace('{CHECKOUT_SESSION_ID}', sessionId) };
    }
    const visitLink = await this.visitLinks.localPayLink(sessionId);
    if (visitLink) {
      // A visit's pay link: its checkout is recorded (once), and the card is not kept.
      if (visitLink.status === 'expired') return { problem: MESSAGES.checkoutNotFound };
      const paymentId = `pi_test_local_${randomBytes(12).toString('base64url')}`;
      await this.uow.run(() => this.visitLinks.paid(sessionId, paymentId, this.clock.now()));
      return { redirect: visitLink.success_url.replace('{CHECKOUT_SESSION_ID}', sessionId) };
    }
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
