/** Sign-in, registration and the checks of single fields. */
export const ACCOUNT_MESSAGES = {
  // Accounts
  requiredFields: 'Please fill in all required fields',
  adminLoginRequired: 'Please enter your username and password.',
  adminLoginFailed: 'Invalid admin credentials',
  clientLoginRequired: 'Please enter your email and phone number.',
  clientLoginFailed: 'Invalid credentials or client not found',
  registrationExists: 'An account with this email already exists. Please log in instead.',
  registrationFailed: 'Registration failed',
  emailTaken: 'That email address belongs to another account.',
  registrationSuccess: 'Registration successful! You can now log in.',
  profileUpdated: 'Profile updated successfully!',
  updateFailed: 'Update failed',
  healthFormsUpdated: 'Health forms updated successfully!',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',

  // Field checks (not in the spec; clear and specific)
  invalidEmail: 'Please enter a valid email address.',
  invalidPhone: 'Please enter a valid phone number.',
  invalidDateOfBirth: 'Please enter a valid date of birth.',
  invalidEmergencyPhone: 'Please enter a valid emergency contact phone number.',
  invalidCalendarEmail: 'Please enter a valid calendar email address.',
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters.`,
  tooManyItems: (field: string, max: number) => `${field} can have at most ${max} entries.`,
  fieldMissing: 'Please fill in this field.',
} as const;
