import { Appointment } from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { AppError } from '../../common/app-errors';
import { PaymentGateway } from '../../payments/ports/payment-gateway.port';
import { CustomerRef, SavedCardRepository } from '../../payments/ports/saved-cards.port';
import { CheckoutCard, CheckoutCards, TakenPayment } from '../ports/checkout-cards.port';

/**
 * The saved card through the payments module's ports. The customer's key is the one the deposit's
 * checkout saved the card under (saved-cards.port.ts): the client account, or the booking e-mail.
 */
@Injectable()
export class SavedCardCheckoutCards extends CheckoutCards {
  readonly canCharge = false;

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

  charge(): Promise<TakenPayment> {
    return Promise.reject(AppError.of('checkoutNoSavedCard', 'method'));
  }
}
