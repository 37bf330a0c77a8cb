import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { ApiKeyIdentity } from './api-key-access';

/** Who signs in and gets a session token. */
export type SessionRole = 'admin' | 'client';

/** Who calls: the owner or a client with a session token, or an integrator's API key. */
export type Role = SessionRole | 'api_key';

export interface Principal {
  readonly role: Role;
  /** Admin username or client id; for an API key `api-key:<name>` (what records of "who did it" keep). */
  readonly subject: string;
  /** The server-side session a token names (its `jti`, see ClientSessions and AdminSessions). */
  readonly session?: string;
  /** The API key that called (role `api_key` only): its id, name, visible prefix and scopes. */
  readonly apiKey?: ApiKeyIdentity;
}

/** A principal that holds a session token. */
export type SessionPrincipal = Principal & { readonly role: SessionRole };

/** Seconds a session token lasts. */
export const TOKEN_LIFETIME: Record<SessionRole, number> = {
  admin: 12 * 60 * 60,
  client: 7 * 24 * 60 * 60,
};
const ALGORITHM = 'HS256' as const;

/** Signs and checks session tokens (JWT, HS256 pinned, expiring). */
@Injectable()
export class TokenService {
  constructor(private readonly jwt: JwtService) {}

  sign(principal: SessionPrincipal): Promise<string> {
    return this.jwt.signAsync(
      { role: principal.role },
      {
        subject: principal.subject,
        ...(principal.session === undefined ? {} : { jwtid: principal.session }),
        algorithm: ALGORITHM,
        expiresIn: TOKEN_LIFETIME[principal.role],
      },
    );
  }

  /** The principal of a valid token, or null for anything else (bad signature, expired, other algorithm). */
  async verify(token: string): Promise<SessionPrincipal | null> {
    try {
      const payload = await this.jwt.verifyAsync<{ role?: unknown; sub?: unknown; jti?: unknown }>(
        token,
        { algorithms: [ALGORITHM] },
      );
      if (
        (payload.role === 'admin' || payload.role === 'client') &&
        typeof payload.sub === 'string'
      ) {
        const session = typeof payload.jti === 'string' ? { session: payload.jti } : {};
        return { role: payload.role, subject: payload.sub, ...session };
      }
      return null;
    } catch {
      return null;
    }
  }

  /** A payment link's token: names the booking, expires when its hold ends. */
  signPaymentLink(bookingId: string, expiresAt: Date, now: Date): Promise<string> {
    return this.jwt.signAsync(
      {
        purpose: 'pay',
        iat: Math.floor(now.getTime() / 1000),
        exp: Math.floor(expiresAt.getTime() / 1000),
      },
      { subject: bookingId, algorithm: ALGORITHM },
    );
  }

  /** The booking a payment-link token names, or null when it is invalid or expired at `now`. */
  async verifyPaymentLink(token: string, now: Date): Promise<string | null> {
    try {
      const payload = await this.jwt.verifyAsync<{ purpose?: unknown; sub?: unknown }>(token, {
        algorithms: [ALGORITHM],
        clockTimestamp: Math.floor(now.getTime() / 1000),
      });
      return payload.purpose === 'pay' && typeof payload.sub === 'string' ? payload.sub : null;
    } catch {
      return null;
    }
  }
}
