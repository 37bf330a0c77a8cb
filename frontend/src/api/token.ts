const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * Whether a JWT's `exp` has passed. The server decides in the end (it answers 401); this only saves
 * the client a failed request after a long absence. A token we cannot read is left to the server.
 */
export function isTokenExpired(token: string, now: Date): boolean {
  const payload = token.split('.')[1];
  if (!payload) return false;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims: unknown = JSON.parse(json);
    return isRecord(claims) && typeof claims.exp === 'number' && claims.exp * 1000 <= now.getTime();
  } catch {
    return false;
  }
}

/** The header that authorises a signed-in call (a client's or the admin's token). */
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
