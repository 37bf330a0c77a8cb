import { CHECKOUT_MESSAGES, formatDateTimeLong, MESSAGES } from '@esthetics/domain';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { DepositDialog } from './DepositDialog';
import type { BookingCreated } from './booking-api';

const booked = {
  booking_id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  appointment_date: '2026-11-24',
  appointment_time: '10:00',
  deposit_amount_cents: 2125,
  total_amount_cents: 8500,
  hold_expires_at: '2026-11-23T16:30:00Z',
} as BookingCreated;

describe('the deposit dialog', () => {
  it('says the card is kept, and for what, next to the hold policy, before paying', () => {
    const html = renderToStaticMarkup(
      createElement(DepositDialog, {
        deposit: {
          booked,
          paying: false,
          payError: null,
          payNow: async () => {},
          payLater: () => {},
        },
        timeZone: 'America/New_York',
        site: undefined,
      }),
    );
    const until = formatDateTimeLong(new Date(booked.hold_expires_at), 'America/New_York');
    const policy = html.indexOf(MESSAGES.holdNotice(until));
    const consent = html.indexOf(CHECKOUT_MESSAGES.savedCardConsent);
    expect(consent).toBeGreaterThan(-1);
    expect(html.indexOf(MESSAGES.depositDialogTitle)).toBeGreaterThan(-1);
    expect(consent).toBeLessThan(html.indexOf('Pay $21.25 deposit'));
    expect(policy).toBeGreaterThan(-1);
    expect(policy).toBeLessThan(consent);
  });
});
