/**
 * The shortest new admin password. Length is what makes a password hard to guess; there is no rule on
 * character classes (they push people to predictable substitutions; see NIST SP 800-63B, 5.1.1).
 */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;
