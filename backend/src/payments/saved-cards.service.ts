import { Appointment } from '@esthetics/domain';
import { Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { AppError } from '../common/app-errors';
import { Clock } from '../common/clock';
import { AppointmentLists } from '../bookings/ports/appointment-lists.port';
import { PaymentGateway } from './ports/payment-gateway.port';
import { ApplyResult, PaidDeposit } from './ports/payment.port';
import {
  ChargeableCard,
  CustomerOwner,
  CustomerRef,
  SavedCard,
  SavedCardRepository,
} from './ports/saved-cards.port';

/**
 * The card saved at the deposit's checkout (docs/money.md): one provider customer per client account
 * (or per booking e-mail for a guest), and the card it paid with, kept for later off-session charges.
 */
@Injectable()
export class SavedCards {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly gateway: PaymentGateway,
    private readonly cards: SavedCardRepository,
    private readonly appointments: AppointmentLists,
    private readonly clock: Clock,
  ) {}

  private ownerOf(a: Appointment): CustomerOwner {
    const email = a.clientEmail.trim().toLowerCase();
    return {
      provider: this.gateway.provider,
      key: a.clientId ? `client:${a.clientId}` : `email:${email}`,
      clientId: a.clientId,
      email,
    };
  }

  private clientRef(clientId: string): CustomerRef {
    return { provider: this.gateway.provider, key: `client:${clientId}` };
  }

  /**
   * The booking's provider customer, created once: its row is claimed first (so a second checkout at
   * the same time waits for this one), and the provider's create call carries a key derived from the
   * row's, so even a retry after a lost answer finds the same customer.
   */
  async customerFor(a: Appointment): Promise<string> {
    const owner = this.ownerOf(a);
    const known = await this.cards.claimCustomer(owner, this.clock.now());
    if (known) return known;
    const digest = createHash('sha256').update(`${owner.provider}:${owner.key}`).digest('hex');
    const created = await this.gateway.createCustomer({
      email: owner.email,
      name: `${a.clientFirstName} ${a.clientLastName}`.trim(),
      ownerKey: owner.clientId ? owner.key : 'guest',
      idempotencyKey: `customer-${digest}`,
    });
    return this.cards.setCustomerId(owner, created);
  }

  /**
   * After a deposit is applied: a confirmed one's card, as the provider saved it, becomes the
   * customer's current card. A failure here leaves the deposit confirmed; it is only logged.
   */
  async recordPaid(paid: PaidDeposit, result: ApplyResult): Promise<void> {
    if (result !== 'confirmed') return;
    try {
      const card = await this.gateway.paidCard(paid.sessionId);
      if (card) await this.save(paid.bookingId, card);
    } catch (e) {
      this.logger.warn(`Could not record the card of ${paid.sessionId}: ${String(e)}`);
    }
  }

  /** The booking's card becomes its customer's current card. */
  async save(bookingId: string, card: SavedCard): Promise<void> {
    const appointment = await this.appointments.findById(bookingId);
    if (!appointment) return;
    const owner = this.ownerOf(appointment);
    const now = this.clock.now();
    await this.cards.claimCustomer(owner, now);
    await this.cards.saveCard(owner, card, now);
  }

  /** The client account's saved card, or null. */
  cardOfClient(clientId: string): Promise<SavedCard | null> {
    return this.cards.cardOf(this.clientRef(clientId));
  }

  /**
   * The card an off-session charge of the booking would use now (its client's, or its guest
   * e-mail's), with its customer; null when none is saved (removed: the client pays a link).
   */
  chargeableFor(a: Pick<Appointment, 'clientId' | 'clientEmail'>): Promise<ChargeableCard | null> {
    const email = a.clientEmail.trim().toLowerCase();
    const key = a.clientId ? `client:${a.clientId}` : `email:${email}`;
    return this.cards.chargeableOf({ provider: this.gateway.provider, key });
  }

  /** Detaches the client's card at the provider, then forgets it; nothing to remove is no error. */
  async removeForClient(clientId: string): Promise<void> {
    const ref = this.clientRef(clientId);
    const card = await this.cards.cardOf(ref);
    if (!card) return;
    await this.gateway.detachCard(card.paymentMethodId).catch((e: unknown) => {
      this.logger.error(`Could not detach a card: ${String(e)}`);
      throw AppError.of('paymentProviderDown');
    });
    await this.cards.removeCard(ref);
  }
}
