export abstract class PrivacyPort {
  abstract erase(): void;
}
