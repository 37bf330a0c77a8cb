/**
 * The server side of client sessions: a client's token names its session (the JWT's `jti`) and is
 * accepted only while that session is open. Logging out ends one session; a phone change (the
 * client's login secret) ends the others. Bound by the clients module, read by the guards.
 */
export abstract class ClientSessions {
  /**
   * Opens a session for the client, kept until `expiresAt`; answers its id, or null when the client
   * no longer exists (an account deleted while its login ran).
   */
  abstract open(clientId: string, now: Date, expiresAt: Date): Promise<string | null>;
  /** Whether the session exists, belongs to the client and has not been ended. */
  abstract isOpen(sessionId: string, clientId: string): Promise<boolean>;
  /** Ends one session (a logout). */
  abstract end(sessionId: string, now: Date): Promise<void>;
  /** Ends every open session of the client but `keep` (null: all of them). */
  abstract endAllBut(clientId: string, keep: string | null, now: Date): Promise<void>;
}
