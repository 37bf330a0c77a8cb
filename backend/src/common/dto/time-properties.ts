import { ApiProperty } from '@nestjs/swagger';

/* How the API documents its days, times and instants, the same way in every answer. */

/** A day in the business time zone, YYYY-MM-DD. */
export const DateProperty = () => ApiProperty({ example: '2026-12-01' });

/** A time of day in the business time zone, HH:MM. */
export const TimeProperty = () => ApiProperty({ example: '10:00' });

/** An instant, ISO 8601 (`date-time`). */
export const InstantProperty = () => ApiProperty({ format: 'date-time' });
