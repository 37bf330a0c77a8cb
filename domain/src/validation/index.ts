/**
 * Validation of every form of the site, one file a form. The browser and the server run the same
 * functions, so they agree on every rule and every message. Inputs are untrusted (straight from JSON),
 * outputs normalised; a failure names its message by a stable code.
 */
export * from './result';
export * from './fields';
export * from './contact';
export * from './accounts';
export * from './booking';
export * from './consultation';
export * from './corporate';
export * from './waitlist';
export * from './api-keys';
export * from './admin-password';
export * from './availability';
export * from './schedule';
export * from './schedule-blocks';
