import { WAITLIST_OFFER_MINUTES, WAITLIST_OFFER_MS } from './policy';
import {
  FreedSlot,
  isWaitlistOfferOpen,
  matchWaitlist,
  slotSuitsEntry,
  WaitlistCandidate,
  waitlistDurationMinutes,
  waitlistOfferExpiresAt,
} from './waitlist';
import { SEED_CATALOG } from './catalog';

const at = (iso: string) => new Date(iso);

/**
 * Wednesday 2026-03-11 at 11:00, 70 minutes free (a Classic European Facial and its 10 minutes of
 * cleanup were cancelled).
 */
const SLOT: FreedSlot = { date: '2026-03-11', time: '11:00', freeMinutes: 70 };

const entry = (over: Partial<WaitlistCandidate> & { id: string }): WaitlistCandidate => ({
  serviceIds: ['classic-european-facial'],
  days: ['2026-03-11'],
  from: '09:00',
  to: '17:00',
  joinedAt: at('2026-03-01T12:00:00Z'),
  ...over,
});

describe('waitlistDurationMinutes', () => {
  it('adds up the services, or is null when one is unknown', () => {
    expect(waitlistDurationMinutes(SEED_CATALOG, ['classic-european-facial', 'eyebrow-wax'])).toBe(
      75,
    );
    expect(
      waitlistDurationMinutes(SEED_CATALOG, ['classic-european-facial', 'gold-facial']),
    ).toBeNull();
  });
});

describe('slotSuitsEntry', () => {
  it.each([
    ['the day and time suit and the services fit', entry({ id: 'a' }), true],
    ['another day', entry({ id: 'a', days: ['2026-03-12'] }), false],
    ['one of several days', entry({ id: 'a', days: ['2026-03-10', '2026-03-11'] }), true],
    ['the slot starts at the earliest time', entry({ id: 'a', from: '11:00', to: '12:00' }), true],
    ['the slot starts at the latest time', entry({ id: 'a', from: '09:00', to: '11:00' }), true],
    ['the slot starts too early', entry({ id: 'a', from: '12:00' }), false],
    ['the slot starts too late', entry({ id: 'a', to: '10:00' }), false],
    [
      'the services take longer than the free time',
      entry({ id: 'a', serviceIds: ['anti-aging-facial'] }),
      false,
    ],
    [
      'the services take less than the free time',
      entry({ id: 'a', serviceIds: ['eyebrow-wax'] }),
      true,
    ],
    ['a service left the catalog', entry({ id: 'a', serviceIds: ['gold-facial'] }), false],
    ['no services', entry({ id: 'a', serviceIds: [] }), false],
  ])('%s: %p', (_label, e, suits) => {
    expect(slotSuitsEntry(SEED_CATALOG, SLOT, e)).toBe(suits);
  });

  it('needs time for the buffer after the services too', () => {
    // An hour: the facial fits, its 10 minutes of cleanup do not.
    expect(slotSuitsEntry(SEED_CATALOG, { ...SLOT, freeMinutes: 60 }, entry({ id: 'a' }))).toBe(
      false,
    );
    expect(slotSuitsEntry(SEED_CATALOG, { ...SLOT, freeMinutes: 70 }, entry({ id: 'a' }))).toBe(
      true,
    );
  });
});

describe('matchWaitlist', () => {
  it('returns the entries the slot suits, earliest joined first, ties by id', () => {
    const late = entry({ id: 'late', joinedAt: at('2026-03-03T09:00:00Z') });
    const early = entry({ id: 'early', joinedAt: at('2026-02-27T09:00:00Z') });
    const tieB = entry({ id: 'b', joinedAt: at('2026-03-02T09:00:00Z') });
    const tieA = entry({ id: 'a', joinedAt: at('2026-03-02T09:00:00Z') });
    const wrongDay = entry({
      id: 'wrong-day',
      days: ['2026-03-12'],
      joinedAt: at('2026-01-01T00:00:00Z'),
    });
    const tooLong = entry({
      id: 'too-long',
      serviceIds: ['full-body-wax'],
      joinedAt: at('2026-01-01T00:00:00Z'),
    });
    expect(
      matchWaitlist(SEED_CATALOG, SLOT, [late, tieB, wrongDay, early, tooLong, tieA]).map(
        (e) => e.id,
      ),
    ).toEqual(['early', 'a', 'b', 'late']);
  });

  it('keeps the caller’s own entries (their e-mail and all) and leaves the input as it was', () => {
    const stored = [
      { ...entry({ id: 'x', joinedAt: at('2026-03-02T00:00:00Z') }), email: 'x@example.com' },
      { ...entry({ id: 'y', joinedAt: at('2026-03-01T00:00:00Z') }), email: 'y@example.com' },
    ];
    const matched = matchWaitlist(SEED_CATALOG, SLOT, stored);
    expect(matched.map((e) => e.email)).toEqual(['y@example.com', 'x@example.com']);
    expect(stored.map((e) => e.id)).toEqual(['x', 'y']);
    expect(matched[0]).toBe(stored[1]);
  });

  it('finds no one on an empty list', () => {
    expect(matchWaitlist(SEED_CATALOG, SLOT, [])).toEqual([]);
  });
});

describe('the waitlist offer', () => {
  const offeredAt = at('2026-03-11T12:00:00Z');
  it(`holds ${WAITLIST_OFFER_MINUTES} minutes`, () => {
    expect(WAITLIST_OFFER_MINUTES).toBe(30);
    expect(WAITLIST_OFFER_MS).toBe(1_800_000);
    expect(waitlistOfferExpiresAt(offeredAt, at('2026-03-11T15:00:00Z'))).toEqual(
      at('2026-03-11T12:30:00Z'),
    );
  });

  it('never past the start of the slot', () => {
    expect(waitlistOfferExpiresAt(offeredAt, at('2026-03-11T12:10:00Z'))).toEqual(
      at('2026-03-11T12:10:00Z'),
    );
  });

  it.each([
    ['when made', '2026-03-11T12:00:00.000Z', true],
    ['1 ms before it lapses', '2026-03-11T12:29:59.999Z', true],
    ['when it lapses', '2026-03-11T12:30:00.000Z', false],
    ['after', '2026-03-11T13:00:00.000Z', false],
  ])('is open %s: %p', (_label, now, open) => {
    expect(isWaitlistOfferOpen(offeredAt, at('2026-03-11T15:00:00Z'), at(now))).toBe(open);
  });
});
