import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { isIP } from 'node:net';
import path from 'node:path';
import {
  BOOKING_HORIZON_MONTHS,
  HEALTH_CODE_REQUESTS_PER_HOUR,
  UNPAID_HOLDS_PER_CLIENT,
} from '@esthetics/domain';
import { BusinessInfo, isTimeZone, loadBusinessProfile } from './business-profile';
import { Environment } from './environment';

export type { BusinessInfo } from './business-profile';

/** Express's `trust proxy`: all or nothing, a hop count, or the addresses and subnets trusted. */
export type TrustProxy = boolean | number | string[];

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** TRUST_PROXY as Express takes it; null when the value is none of its forms. */
export function parseTrustProxy(value: string | undefined): TrustProxy | null {
  if (value === undefined) return ['loopback'];
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d+$/.test(value)) return Number(value);
  const items = value.split(',').map((item) => item.trim());
  const valid = (item: string) => {
    if (PROXY_NAMES.includes(item)) return true;
    const [address, bits, ...rest] = item.split('/');
    const version = isIP(address);
    if (version === 0 || rest.length > 0) return false;
    return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
  };
  return items.every(valid) ? items : null;
}

/** AES-256 keys of the health data: 32 bytes. */
const HEALTH_KEY_BYTES = 32;

/**
 * A key as HEALTH_DATA_KEY gives it, base64 or base64url of 32 random bytes (`openssl rand -base64
 * 32`); null when it is anything else.
 */
export function parseHealthKey(text: string): Buffer | null {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) return null;
  const key = Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return key.length === HEALTH_KEY_BYTES ? key : null;
}

/** HEALTH_DATA_PREVIOUS_KEYS: keys separated by commas or spaces; null when one is not a key. */
export function parseHealthKeyList(text: string | undefined): Buffer[] | null {
  const keys = (text ?? '')
    .split(/[\s,]+/)
    .filter((item) => item !== '')
    .map(parseHealthKey);
  return keys.every((key): key is Buffer => key !== null) ? keys : null;
}

export class ConfigError extends Error {
  constructor(problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

/** Everything the app is configured with. Also its own injection token. */
export class AppConfig {
  readonly port: number;
  readonly dataDir: string;
  /** The built frontend served at / (when it exists). */
  readonly staticDir: string;
  /** Set by the bootstrap to the embedded database's URL when DATABASE_URL is unset. */
  databaseUrl: string | null;
  readonly databaseSchema: string;
  /** Connections per app instance (the embedded database takes one: its socket server interleaves several). */
  databasePoolSize: number;
  /** How long getting a connection (from the pool, or a new one) may take before the request fails (503). */
  readonly databaseConnectTimeoutMs: number;
  /**
   * How long one of the app's statements may run: PostgreSQL cancels it then (statement_timeout),
   * and a server that does not answer at all is given up a moment later (503 either way).
   */
  readonly databaseStatementTimeoutMs: number;
  /**
   * How long the public availability may reuse a read of what is booked (0: never). This instance's
   * own writes end a read's use at once; this bounds how long another instance's go unseen.
   */
  readonly availabilityCacheMs: number;
  readonly publicUrl: string;
  /** Resolved by the bootstrap (generated into DATA_DIR when unset). */
  jwtSecret: string | null;
  readonly adminUsername: string;
  readonly adminPassword: string | null;
  readonly stripeSecretKey: string | null;
  readonly stripeWebhookSecret: string | null;
  /** Where the Stripe SDK sends its requests (unset: Stripe itself). */
  readonly stripeApiUrl: string | null;
  /** How often the hold and reminder sweeps run; 0 turns them off (tests run them by hand). */
  readonly sweepIntervalMs: number;
  /** How often queued e-mail is delivered and reminders queued; 0 turns it off. */
  readonly mailIntervalMs: number;
  readonly smtpUrl: string | null;
  readonly mailFrom: string;
  readonly adminEmail: string | null;
  readonly business: BusinessInfo;
  readonly logLevel: string;
  readonly production: boolean;
  /** Login attempts per IP per 15 minutes, whatever the account. */
  readonly loginRateLimitPerIp: number;
  /** Failed logins per account and IP per 15 minutes. */
  readonly loginRateLimitPerAccount: number;
  /** The wait before a login, per recent failure of its account (doubling), and its cap. */
  readonly loginDelay: { readonly stepMs: number; readonly maxMs: number };
  /** Contact messages, inquiries, bookings and registrations per IP per 15 minutes. */
  readonly formRateLimitPerIp: number;
  /** Unpaid bookings within their hold that one e-mail, phone or client address may have at once. */
  readonly unpaidHoldsPerClient: number;
  /** How many months ahead a booking may be made. */
  readonly bookingHorizonMonths: number;
  /** Which proxies' X-Forwarded-For gives the client's address (rate limits are per address). */
  readonly trustProxy: TrustProxy;
  /** HEALTH_DATA_KEY: the key health answers are encrypted with; null: a key file in DATA_DIR. */
  readonly healthDataKey: Buffer | null;
  /** HEALTH_DATA_PREVIOUS_KEYS: older keys, still read until `health-key:rotate` re-encrypted. */
  readonly healthDataPreviousKeys: readonly Buffer[];
  /** Whether DATABASE_URL was given (a PostgreSQL server, maybe shared by several instances). */
  readonly externalDatabase: boolean;
  /** Health-form codes asked for per IP per 15 minutes, whatever the account (docs/security.md). */
  readonly healthCodeRateLimitPerIp: number;
  /** Health-form codes one client may ask for per hour (docs/security.md). */
  readonly healthCodeRequestsPerHour: number;
  /** Webhook endpoints may be on loopback and private networks (development, tests); link-local never. */
  readonly webhookAllowPrivateNetworks: boolean;
  /** How often due webhook deliveries are sent; 0 turns the sweep off (tests run it by hand). */
  readonly webhookIntervalMs: number;
  /** Requests one API key may make per 15 minutes (integrations/api-keys). */
  readonly apiKeyRateLimit: number;

  private constructor(env: Environment, business: BusinessInfo) {
    this.port = env.PORT ?? 3000;
    this.dataDir = path.resolve(env.DATA_DIR ?? './data');
    this.staticDir = path.resolve(env.STATIC_DIR ?? './frontend/dist');
    this.databaseUrl = env.DATABASE_URL ?? null;
    this.databaseSchema = env.DATABASE_SCHEMA ?? 'public';
    this.databasePoolSize = env.DATABASE_POOL_SIZE ?? 10;
    this.databaseConnectTimeoutMs = env.DATABASE_CONNECT_TIMEOUT_MS ?? 5000;
    this.databaseStatementTimeoutMs = env.DATABASE_STATEMENT_TIMEOUT_MS ?? 15000;
    this.availabilityCacheMs = env.AVAILABILITY_CACHE_MS ?? 2000;
    this.publicUrl = (env.PUBLIC_URL ?? `http://localhost:${this.port}`).replace(/\/+$/, '');
    this.jwtSecret = env.JWT_SECRET ?? null;
    this.adminUsername = env.ADMIN_USERNAME ?? 'admin';
    this.adminPassword = env.ADMIN_PASSWORD ?? null;
    this.stripeSecretKey = env.STRIPE_SECRET_KEY ?? null;
    this.stripeWebhookSecret = env.STRIPE_WEBHOOK_SECRET ?? null;
    this.stripeApiUrl = env.STRIPE_API_URL ?? null;
    this.sweepIntervalMs = env.SWEEP_INTERVAL_MS ?? 60000;
    this.mailIntervalMs = env.MAIL_INTERVAL_MS ?? 10000;
    this.smtpUrl = env.SMTP_URL ?? null;
    this.mailFrom = env.MAIL_FROM ?? `${business.name} <no-reply@localhost>`;
    this.adminEmail = env.ADMIN_EMAIL ?? null;
    this.business = business;
    this.logLevel = env.LOG_LEVEL ?? 'info';
    this.production = env.NODE_ENV === 'production';
    this.loginRateLimitPerIp = env.LOGIN_RATE_LIMIT_PER_IP ?? 50;
    this.loginRateLimitPerAccount = env.LOGIN_RATE_LIMIT_PER_ACCOUNT ?? 10;
    this.loginDelay = {
      stepMs: env.LOGIN_DELAY_STEP_MS ?? 250,
      maxMs: env.LOGIN_DELAY_MAX_MS ?? 10000,
    };
    this.formRateLimitPerIp = env.FORM_RATE_LIMIT_PER_IP ?? 30;
    this.unpaidHoldsPerClient = env.UNPAID_HOLDS_PER_CLIENT ?? UNPAID_HOLDS_PER_CLIENT;
    this.bookingHorizonMonths = env.BOOKING_HORIZON_MONTHS ?? BOOKING_HORIZON_MONTHS;
    this.trustProxy = parseTrustProxy(env.TRUST_PROXY) ?? ['loopback'];
    this.healthDataKey = env.HEALTH_DATA_KEY ? parseHealthKey(env.HEALTH_DATA_KEY) : null;
    this.healthDataPreviousKeys = parseHealthKeyList(env.HEALTH_DATA_PREVIOUS_KEYS) ?? [];
    this.externalDatabase = env.DATABASE_URL !== undefined;
    this.healthCodeRateLimitPerIp = env.HEALTH_CODE_RATE_LIMIT_PER_IP ?? 30;
    this.healthCodeRequestsPerHour =
      env.HEALTH_CODE_REQUESTS_PER_HOUR ?? HEALTH_CODE_REQUESTS_PER_HOUR;
    this.webhookAllowPrivateNetworks = env.WEBHOOK_ALLOW_PRIVATE_NETWORKS === 'true';
    this.webhookIntervalMs = env.WEBHOOK_INTERVAL_MS ?? 5000;
    this.apiKeyRateLimit = env.API_KEY_RATE_LIMIT ?? 1000;
  }

  /** Reads and validates the environment; throws ConfigError naming each bad variable. */
  static fromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
    const raw: Record<string, string> = {};
    for (const [key, value] of Object.entries(env))
      if (value !== undefined && value !== '') raw[key] = value;
    const parsed = plainToInstance(Environment, raw, { enableImplicitConversion: true });
    const errors = validateSync(parsed, { whitelist: false });
    const problems = errors.flatMap((e) =>
      Object.values(e.constraints ?? {}).map((m) =>
        m.startsWith(e.property) ? m : `${e.property}: ${m}`,
      ),
    );
    if (env.BUSINESS_TIMEZONE && !isTimeZone(env.BUSINESS_TIMEZONE)) {
      problems.push(`BUSINESS_TIMEZONE must be an IANA time zone such as America/New_York`);
    }
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      problems.push('STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set');
    }
    if (
      env.NODE_ENV === 'production' &&
      !env.STRIPE_SECRET_KEY &&
      env.PAYMENTS_TEST_MODE !== 'true'
    ) {
      problems.push(
        'STRIPE_SECRET_KEY is required in production (or set PAYMENTS_TEST_MODE=true to take no real deposits)',
      );
    }
    if (parseTrustProxy(raw.TRUST_PROXY) === null) {
      problems.push(
        'TRUST_PROXY must be true, false, a hop count, or comma-separated addresses and subnets (loopback, 10.0.0.0/8, ...)',
      );
    }
    if (raw.HEALTH_DATA_KEY && !parseHealthKey(raw.HEALTH_DATA_KEY)) {
      problems.push(
        'HEALTH_DATA_KEY must be 32 random bytes in base64 or base64url (openssl rand -base64 32)',
      );
    }
    if (parseHealthKeyList(raw.HEALTH_DATA_PREVIOUS_KEYS) === null) {
      problems.push(
        'HEALTH_DATA_PREVIOUS_KEYS must be keys of 32 bytes in base64 or base64url, separated by commas',
      );
    } else if (raw.HEALTH_DATA_PREVIOUS_KEYS && !raw.HEALTH_DATA_KEY) {
      problems.push('HEALTH_DATA_PREVIOUS_KEYS is set without HEALTH_DATA_KEY (the current key)');
    }
    const { profile, problems: profileProblems } = loadBusinessProfile(
      path.resolve(raw.DATA_DIR ?? './data'),
      raw,
    );
    problems.push(...profileProblems);
    if (problems.length > 0) throw new ConfigError(problems);
    return new AppConfig(parsed, profile);
  }

  /** Origins the site itself is served from (PUBLIC_URL, plus localhost outside production). */
  get allowedOrigins(): string[] {
    const origins = [new URL(this.publicUrl).origin];
    if (!this.production)
      origins.push(
        `http://localhost:${this.port}`,
        `http://127.0.0.1:${this.port}`,
        'http://localhost:5173',
      );
    return [...new Set(origins)];
  }
}
