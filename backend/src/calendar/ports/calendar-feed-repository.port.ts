/** The admin's private feed token: one row, created on first use, replaced on rotation. */
export abstract class CalendarFeedRepository {
  abstract token(now: Date): Promise<string>;
  abstract rotate(now: Date): Promise<string>;
}
