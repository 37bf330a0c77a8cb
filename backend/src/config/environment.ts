import {
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  MinLength,
} from 'class-validator';

/** The environment the app reads, validated at start-up. Names are the variables' own. */
export class Environment {
  @IsOptional() @IsInt() @Min(0) @Max(65535) PORT?: number;
  @IsOptional() @IsString() DATA_DIR?: string;
  @IsOptional() @IsString() STATIC_DIR?: string;
  @IsOptional()
  @Matches(/^postgres(ql)?:\/\//, { message: 'DATABASE_URL must start with postgres://' })
  DATABASE_URL?: string;
  @IsOptional()
  @Matches(/^[a-z_][a-z0-9_]*$/, {
    message: 'DATABASE_SCHEMA must be a plain lower-case identifier',
  })
  DATABASE_SCHEMA?: string;
  @IsOptional() @IsInt() @Min(1) @Max(100) DATABASE_POOL_SIZE?: number;
  @IsOptional() @IsInt() @Min(100) @Max(120000) DATABASE_CONNECT_TIMEOUT_MS?: number;
  @IsOptional() @IsInt() @Min(100) @Max(600000) DATABASE_STATEMENT_TIMEOUT_MS?: number;
  @IsOptional() @IsInt() @Min(0) @Max(60000) AVAILABILITY_CACHE_MS?: number;
  @IsOptional()
  @IsUrl(
    { require_tld: false, require_protocol: true },
    { message: 'PUBLIC_URL must be a URL such as https://example.com' },
  )
  PUBLIC_URL?: string;
  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'JWT_SECRET must be at least 32 characters' })
  JWT_SECRET?: string;
  @IsOptional() @IsString() @MinLength(1) ADMIN_USERNAME?: string;
  @IsOptional()
  @IsString()
  @MinLength(12, { message: 'ADMIN_PASSWORD must be at least 12 characters' })
  ADMIN_PASSWORD?: string;
  @IsOptional()
  @Matches(/^(sk|rk)_(test|live)_/, {
    message: 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_... or sk_live_...)',
  })
  STRIPE_SECRET_KEY?: string;
  @IsOptional()
  @Matches(/^whsec_/, { message: 'STRIPE_WEBHOOK_SECRET must start with whsec_' })
  STRIPE_WEBHOOK_SECRET?: string;
  @IsOptional()
  @IsUrl(
    { require_tld: false, require_protocol: true },
    { message: 'STRIPE_API_URL must be a URL' },
  )
  STRIPE_API_URL?: string;
  @IsOptional() @IsInt() @Min(0) SWEEP_INTERVAL_MS?: number;
  @IsOptional() @IsInt() @Min(0) MAIL_INTERVAL_MS?: number;
  @IsOptional()
  @Matches(/^smtps?:\/\//, { message: 'SMTP_URL must start with smtp:// or smtps://' })
  SMTP_URL?: string;
  @IsOptional() @IsString() MAIL_FROM?: string;
  @IsOptional()
  @IsEmail({}, { message: 'ADMIN_EMAIL must be an e-mail address' })
  ADMIN_EMAIL?: string;
  @IsOptional() @IsString() BUSINESS_NAME?: string;
  @IsOptional() @IsString() BUSINESS_PHONE?: string;
  @IsOptional() @IsString() BUSINESS_SOCIAL?: string;
  @IsOptional() @IsString() BUSINESS_TIMEZONE?: string;
  @IsOptional()
  @IsEmail({}, { message: 'BUSINESS_EMAIL must be an e-mail address' })
  BUSINESS_EMAIL?: string;
  @IsOptional() @IsString() BUSINESS_ESTHETICIAN?: string;
  @IsOptional() @IsString() BUSINESS_LICENSE_NUMBER?: string;
  @IsOptional() @IsString() BUSINESS_SERVICE_AREA?: string;
  @IsOptional()
  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL?: string;
  @IsOptional() @IsInt() @Min(1) LOGIN_RATE_LIMIT_PER_IP?: number;
  @IsOptional() @IsInt() @Min(1) LOGIN_RATE_LIMIT_PER_ACCOUNT?: number;
  @IsOptional() @IsInt() @Min(0) LOGIN_DELAY_STEP_MS?: number;
  @IsOptional() @IsInt() @Min(0) LOGIN_DELAY_MAX_MS?: number;
  @IsOptional() @IsInt() @Min(1) FORM_RATE_LIMIT_PER_IP?: number;
  @IsOptional() @IsInt() @Min(1) UNPAID_HOLDS_PER_CLIENT?: number;
  @IsOptional() @IsInt() @Min(1) @Max(120) BOOKING_HORIZON_MONTHS?: number;
  @IsOptional() @IsIn(['true', 'false']) PAYMENTS_TEST_MODE?: string;
  @IsOptional() @IsString() TRUST_PROXY?: string;
  @IsOptional() @IsInt() @Min(1) HEALTH_CODE_RATE_LIMIT_PER_IP?: number;
  @IsOptional() @IsInt() @Min(1) HEALTH_CODE_REQUESTS_PER_HOUR?: number;
  @IsOptional() @IsIn(['development', 'production', 'test']) NODE_ENV?: string;
  @IsOptional() @IsString() HEALTH_DATA_KEY?: string;
  @IsOptional() @IsString() HEALTH_DATA_PREVIOUS_KEYS?: string;
  @IsOptional() @IsIn(['true', 'false']) WEBHOOK_ALLOW_PRIVATE_NETWORKS?: string;
  @IsOptional() @IsInt() @Min(0) WEBHOOK_INTERVAL_MS?: number;
  @IsOptional() @IsInt() @Min(1) API_KEY_RATE_LIMIT?: number;
}
