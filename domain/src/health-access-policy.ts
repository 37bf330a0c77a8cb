/**
 * The one-time code that opens a client's health answers to a browser session: how long
 * it is, how long it works and how many tries it allows. Kept apart from its checks so the message
 * catalogue can name the numbers without an import cycle.
 */
export const HEALTH_CODE_DIGITS = 6;
export const HEALTH_CODE_MINUTES = 10;
export const HEALTH_CODE_MAX_TRIES = 5;
/** Codes one client may ask for in an hour. */
export const HEALTH_CODE_REQUESTS_PER_HOUR = 5;
