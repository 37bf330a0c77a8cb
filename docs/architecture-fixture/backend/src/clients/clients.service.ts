// Allowed by the import rules (another module's port, for a type only), but a cycle with privacy.
import type { PrivacyPort } from '../privacy/ports/privacy.port';

export const forget = (privacy: PrivacyPort): void => privacy.erase();
