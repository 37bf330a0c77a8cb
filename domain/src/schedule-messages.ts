/**
 * The messages of the owner's schedule (her week, start times, notice), part of MESSAGES
 * (messages.ts): one place for their wording, shown by the console and answered by the server.
 */
export const SCHEDULE_MESSAGES = {
  weekDaysRequired: 'Send the week as a list of days, each with its weekday and its intervals.',
  weekdayInvalid: 'A weekday is a number from 0 (Sunday) to 6 (Saturday).',
  weekdayTwice: (day: string) => `${day} is listed twice.`,
  intervalTimeInvalid: (day: string) =>
    `${day}: write each time as HH:MM, from 00:00 to 24:00 (e.g. 09:00 and 19:00).`,
  intervalOffGrid: (day: string) =>
    `${day}: times must fall on a 5-minute mark (e.g. 09:05, not 09:07).`,
  intervalReversed: (day: string) => `${day}: each interval must close after it opens.`,
  intervalsOverlap: (day: string) => `${day}: intervals must not overlap.`,
  tooManyIntervals: (day: string, max: number) => `${day} can have at most ${max} intervals.`,
  startStepInvalid: 'Bookings can start every 5, 10, 15, 20, 30 or 60 minutes.',
  minNoticeInvalid: (max: number) => `Minimum notice is a whole number of hours from 0 to ${max}.`,
  bookingPaused: 'Online booking is paused for now. Please call or write to us to book a visit.',
  apiKeyScopeScheduleRead: 'See the working hours, start-time step and minimum notice.',
  apiKeyScopeScheduleWrite: 'Change the working hours, start-time step and minimum notice.',
  blockKindInvalid: 'Choose a one-off block (kind "once") or a weekly block (kind "weekly").',
  blockTimeInvalid: 'Write times as HH:MM on a 5-minute mark, from 00:00 to 24:00.',
  blockEndsBeforeStart: 'A block must end after it starts.',
  blockTooLong: (days: number) => `A block can last at most ${days} days (two years).`,
  blockHasAppointments: (count: number) =>
    `${count === 1 ? '1 appointment falls' : `${count} appointments fall`} in this time. Keep ${count === 1 ? 'it' : 'them'} (keep_appointments: true), or move or cancel ${count === 1 ? 'it' : 'them'} first.`,
  blockNotFound: 'That time-off block does not exist.',
  timeBlocked: 'That time is not available. Please choose another time.',
  timeTooSoon: 'That time is too soon to book online. Please choose a later time.',
} as const;
