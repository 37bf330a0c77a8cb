import { offerText, rangeText, shiftDay, type WaitlistEntry } from './waitlist-day';

const entry = (over: Partial<WaitlistEntry> = {}): WaitlistEntry => ({
  id: '6f1c3c52-0000-4000-8000-000000000001',
  name: 'Maya Lee',
  email: 'maya@example.com',
  phone: '3015550123',
  services: ['Classic European Facial'],
  service_ids: ['classic-european-facial'],
  days: ['2026-12-01'],
  from: '10:00',
  to: '13:00',
  joined_at: '2026-11-24T15:00:00.000Z',
  state: 'waiting',
  offer: null,
  ...over,
});

describe("a day's waitlist in the console", () => {
  it('reads the range of start times', () => {
    expect(rangeText(entry())).toBe('10:00 AM to 1:00 PM');
    expect(rangeText(entry({ from: '15:00', to: '15:00' }))).toBe('3:00 PM');
  });

  it('says which time is held for an entry and until when, in the business time zone', () => {
    expect(offerText(entry(), 'America/New_York')).toBeNull();
    const offered = entry({
      state: 'offered',
      offer: {
        appointment_date: '2026-12-01',
        appointment_time: '11:00',
        offered_at: '2026-12-01T14:00:00.000Z',
        expires_at: '2026-12-01T14:30:00.000Z',
      },
    });
    expect(offerText(offered, 'America/New_York')).toBe(
      'Tuesday, December 1, 2026 at 11:00 AM, held until Tuesday, December 1, 2026 at 9:30 AM EST',
    );
  });

  it('moves a day back and forth across months and years', () => {
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
  });
});
