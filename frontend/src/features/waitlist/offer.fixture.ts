import type { WaitlistOffer } from './offer';

/**
 * The API's answer to an offer link: a facial on `date` at 10:00 for Maya Lee, open and unclaimed
 * unless `over` says otherwise.
 */
export const offerOn = (date: string, over: Partial<WaitlistOffer> = {}): WaitlistOffer => ({
  status: 'success',
  state: 'open',
  open: true,
  message: 'A time that suits you has freed up.',
  appointment_date: date,
  appointment_time: '10:00',
  starts_at: `${date}T15:00:00.000Z`,
  services: ['Classic European Facial'],
  service_ids: ['classic-european-facial'],
  total_duration: 60,
  service_location: 'clinic',
  name: 'Maya Lee',
  first_name: 'Maya',
  last_name: 'Lee',
  email: 'maya@example.com',
  offered_at: `${date}T13:00:00.000Z`,
  expires_at: `${date}T13:30:00.000Z`,
  booking_id: null,
  ...over,
});
