/** Answers of the API: accounts, access, malformed requests, the first start. */
export const API_MESSAGES = {
  // Answers of the API (accounts, access, malformed requests)
  welcomeBack: 'Welcome back!',
  noHealthForm: 'No health form on file yet.',
  clientIdMismatch: 'client_id does not match the client of this address.',
  loginRequired: 'Please log in to continue.',
  adminOnly: 'This area is for the administrator only.',
  ownAccountOnly: 'You can only access your own account.',
  alreadyInStatus: (status: string) => `The appointment is already ${status}.`,
  notFound: 'Not found',
  methodNotAllowed:
    'This address does not answer that method. The Allow header lists those it does.',
  requestNotJson: 'Request body is not valid JSON.',
  requestUnreadable: 'The request could not be read.',
  requestTooLarge: 'Request body is too large.',
  requestTooDeep: 'Request body is nested too deeply.',
  valueNotStorable: 'The request contains a value we cannot store. Please check what you entered.',
  serverError: 'Something went wrong on our side. Please try again or call us.',
  databaseUnavailable:
    'Our booking system is unavailable for a moment. Please try again in a minute or call us.',
  limitTooSmall: (min: number) => `limit must be at least ${min}`,
  limitNotWhole: 'limit must be a whole number',
  offsetTooLarge: (max: number) => `offset must be at most ${max}`,
  offsetNegative: 'offset must be 0 or more',
  offsetNotWhole: 'offset must be a whole number',
  durationTooLong: (max: number) => `duration must be at most ${max} minutes`,
  durationTooShort: 'duration must be at least 1 minute',
  durationNotWhole: 'duration must be a whole number of minutes',
  /** Printed once on the owner's console when the first start creates the admin account. */
  adminAccountCreated: (username: string, password: string, file: string) =>
    `\n  Admin account created: username "${username}", password "${password}"\n` +
    `  The password is also kept in ${file} (readable by you only). Change it by setting ADMIN_PASSWORD on a new database.\n\n`,
} as const;
