/**
 * The messages of a client's or the owner's session, part of MESSAGES (messages.ts). Apart in their
 * own module because every page shows them (the navigation bar, the session store): a page that needs
 * only these does not load the whole catalogue of messages.
 */
export const SESSION_MESSAGES = {
  sessionExpired: 'Your session has ended. Please log in again.',
  loggedOut: 'You have been logged out.',
  useClientOutsideProvider: 'useClient must be used within a ClientProvider',
} as const;
