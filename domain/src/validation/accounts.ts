/** Client registration and profile, client login and the owner's login. */
import { isValidDate } from '../schedule';
import { isValidEmail, LIMITS, normalizeEmail, normalizePhone, text } from './fields';
import { emailAndPhone, fail, pass, tooLong } from './checks';
import { Raw, Validation } from './result';

export interface ClientProfileForm {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  date_of_birth: string | null;
  emergency_contact_name: string | null;
  emergency_contact_phone: string | null;
}

/** Registration and profile update: names, e-mail and phone required; the rest optional. */
export function validateClientProfile(
  raw: Raw<ClientProfileForm>,
  context: { today?: string } = {},
): Validation<ClientProfileForm> {
  const firstName = text(raw.first_name);
  const lastName = text(raw.last_name);
  const email = text(raw.email);
  const phoneText = text(raw.phone);
  if (!firstName || !lastName || !email || !phoneText) return fail('requiredFields');
  const contact = emailAndPhone(email, phoneText);
  if (!contact.ok) return contact;
  const dob = text(raw.date_of_birth);
  if (
    dob &&
    (!isValidDate(dob) ||
      dob < '1900-01-01' ||
      (context.today !== undefined && dob > context.today))
  ) {
    return fail('invalidDateOfBirth', 'date_of_birth');
  }
  const emergencyName = text(raw.emergency_contact_name);
  const emergencyPhoneText = text(raw.emergency_contact_phone);
  let emergencyPhone: string | null = null;
  if (emergencyPhoneText) {
    emergencyPhone = normalizePhone(emergencyPhoneText);
    if (!emergencyPhone) return fail('invalidEmergencyPhone', 'emergency_contact_phone');
  }
  const long = tooLong({
    first_name: ['First name', firstName, LIMITS.name],
    last_name: ['Last name', lastName, LIMITS.name],
    emergency_contact_name: ['Emergency contact name', emergencyName, LIMITS.name],
  });
  if (long) return long;
  return pass({
    first_name: firstName,
    last_name: lastName,
    ...contact.value,
    date_of_birth: dob || null,
    emergency_contact_name: emergencyName || null,
    emergency_contact_phone: emergencyPhone,
  });
}

export interface ClientLoginForm {
  email: string;
  phone: string;
}

export function validateClientLogin(raw: Raw<ClientLoginForm>): Validation<ClientLoginForm> {
  const email = text(raw.email);
  const phoneText = text(raw.phone);
  if (!email || !phoneText) return fail('clientLoginRequired');
  const phone = normalizePhone(phoneText);
  // A malformed e-mail or phone cannot match an account: answer as for any wrong pair.
  if (!isValidEmail(email) || !phone) return fail('clientLoginFailed');
  return pass({ email: normalizeEmail(email), phone });
}

/** The address whose unconfirmed account someone asks to take over (docs/security.md). */
export function validateClaimRequest(raw: Raw<{ email: string }>): Validation<{ email: string }> {
  const email = text(raw.email);
  if (!email || !isValidEmail(email)) return fail('invalidEmail', 'email');
  return pass({ email: normalizeEmail(email) });
}

export interface AdminLoginForm {
  username: string;
  password: string;
}

export function validateAdminLogin(raw: Raw<AdminLoginForm>): Validation<AdminLoginForm> {
  const username = text(raw.username);
  const password = typeof raw.password === 'string' ? raw.password : '';
  if (!username || !password) return fail('adminLoginRequired');
  if (username.length > LIMITS.username || password.length > LIMITS.password) {
    return fail('adminLoginFailed');
  }
  return pass({ username, password });
}
