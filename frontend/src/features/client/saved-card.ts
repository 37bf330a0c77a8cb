import { SAVED_CARD_MESSAGES as MESSAGES } from '@esthetics/domain';

/** A saved card as the API answers it (GET /api/clients/{id}/saved-card). */
export interface SavedCardFacts {
  readonly brand: string;
  readonly last4: string;
  readonly exp_month: number | null;
  readonly exp_year: number | null;
}

/** Brands as Stripe names them, as a person reads them; others are capitalized. */
const BRANDS: Record<string, string> = {
  amex: 'American Express',
  diners: 'Diners Club',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
};

/** The card's lines: "Visa ending 4242", and "Expires 12/2034" when the expiry is known. */
export function savedCardLines(card: SavedCardFacts): { ending: string; expires: string | null } {
  const brand = BRANDS[card.brand] ?? card.brand.charAt(0).toUpperCase() + card.brand.slice(1);
  const expires =
    card.exp_month && card.exp_year
      ? MESSAGES.savedCardExpires(String(card.exp_month).padStart(2, '0'), String(card.exp_year))
      : null;
  return { ending: MESSAGES.savedCardEnding(brand, card.last4), expires };
}
