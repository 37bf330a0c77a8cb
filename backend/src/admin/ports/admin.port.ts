export interface Admin {
  readonly id: string;
  readonly username: string;
  readonly password_hash: string;
}

export abstract class AdminRepository {
  abstract findByUsername(username: string): Promise<Admin | null>;
  abstract count(): Promise<number>;
  /** Creates the admin unless one with that username exists; true when created. */
  abstract createIfAbsent(username: string, passwordHash: string, now: Date): Promise<boolean>;
  /**
   * Replaces the admin's password hash if it is still `expected` (the one just verified), so of two
   * changes at once only one applies; true when it did.
   */
  abstract replacePasswordHash(username: string, expected: string, next: string): Promise<boolean>;
}

/** Password hashing as a port: argon2id in production, anything in unit tests. */
export abstract class PasswordHasher {
  abstract hash(password: string): Promise<string>;
  abstract verify(hash: string, password: string): Promise<boolean>;
}
