import { Appointment, CURRENCY } from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { AppError } from '../../common/app-errors';
import { PaymentGateway } from '../../payments/ports/payment-gateway.port';
import { CustomerRef, SavedCardRepository } from '../../payments/ports/saved-cards.port';
import {
  CheckoutCard,
  CheckoutCards,
  RefusedPayment,
  TakenPayment,
} from '../ports/checkout-cards.port';

/** "Visa ending 4242", as the receipt names the card. */
const cardLabel = (card: CheckoutCard) =>
  `${card.brand.charAt(0).toUpperCase()}${card.brand.slice(1)} ending ${card.last4}`;

/**
 * The saved card through the payments module's ports. The customer's key is the one the deposit's
 * checkout saved the card under (saved-cards.port.ts): the client account, or the booking e-mail.
 */
@Injectable()
export class SavedCardCheckoutCards extends CheckoutCards {
  readonly canCharge = true;

  constructor(
    private readonly gateway: PaymentGateway,
    private readonly cards: SavedCardRepository,
  ) {
    super();
  }

  private refOf(a: Appointment): CustomerRef {
    const key = a.clientId ? `client:${a.clientId}` : `email:${a.clientEmail.trim().toLowerCase()}`;
    return { provider: this.gateway.provider, key };
  }

  async cardOf(a: Appointment): Promise<CheckoutCard | null> {
    const card = await this.cards.cardOf(this.refOf(a));
    return card && { brand: card.brand, last4: card.last4 };
  }

  /** Declined or asking for authentication: nothing is charged, and the checkout is refused. */
  async charge(
    a: Appointment,
    amountCents: number,
    idempotencyKey: string,
    metadata: Readonly<Record<string, string>>,
  ): Promise<TakenPayment | RefusedPayment> {
    const chargeable = await this.cards.chargeableOf(this.refOf(a));
    if (!chargeable) throw AppError.of('checkoutNoSavedCard', 'method');
    const outcome = await this.gateway.chargeSavedCard({
      customerId: chargeable.customerId,
      paymentMethodId: chargeable.card.paymentMethodId,
      amountCents,
      currency: CURRENCY,
      description: `Visit: ${a.services.join(', ')}`,
      bookingId: a.id,
      purpose: 'balance',
      idempotencyKey,
      metadata,
    });
    if (outcome.status !== 'succeeded') {
      return { refused: outcome.status, paymentId: outcome.paymentId };
    }
    return { paymentId: outcome.paymentId, label: cardLabel(chargeable.card) };
  }
}
