/** The studio the specs book with: the owner's e-mail, the default service's price, its zone. */
import { zonedDateTimeToInstant } from '@esthetics/domain';

export const OWNER = 'owner@studio.example';

export const TIME_ZONE = 'America/New_York';

/** The Classic European Facial booked by default: $85.00, deposit $21.25. */
export const TOTAL = 8500;

export const DEPOSIT = 2125;

/** The instant of `time` on `date` in the studio's zone. */
export const startOf = (date: string, time = '10:00') =>
  zonedDateTimeToInstant(date, time, TIME_ZONE);

/** A bearer header for a session token. */
export const as = (token: string) => ({ Authorization: `Bearer ${token}` });
