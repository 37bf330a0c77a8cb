import { AppConfig, ConfigError } from './app-config';

describe('AppConfig.fromEnv', () => {
  it('has working defaults with nothing set', () => {
    const config = AppConfig.fromEnv({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.databaseUrl).toBeNull();
    expect(config.adminUsername).toBe('admin');
    expect(config.adminPassword).toBeNull();
    expect(config.business.timeZone).toBe('America/New_York');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.allowedOrigins).toContain('http://localhost:3000');
    expect(config.databaseConnectTimeoutMs).toBe(5000);
    expect(config.databaseStatementTimeoutMs).toBe(15000);
  });

  it('reads the database timeouts', () => {
    const config = AppConfig.fromEnv({
      DATABASE_CONNECT_TIMEOUT_MS: '2000',
      DATABASE_STATEMENT_TIMEOUT_MS: '30000',
    });
    expect(config.databaseConnectTimeoutMs).toBe(2000);
    expect(config.databaseStatementTimeoutMs).toBe(30000);
  });

  it('reads the variables it is given', () => {
    const config = AppConfig.fromEnv({
      PORT: '8080',
      DATABASE_URL: 'postgres://u:p@db:5432/app',
      PUBLIC_URL: 'https://book.example.com/',
      BUSINESS_NAME: 'Skin Studio',
      NODE_ENV: 'production',
      PAYMENTS_TEST_MODE: 'true',
    });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBe('postgres://u:p@db:5432/app');
    expect(config.publicUrl).toBe('https://book.example.com');
    expect(config.business.name).toBe('Skin Studio');
    expect(config.allowedOrigins).toEqual(['https://book.example.com']);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_CONNECT_TIMEOUT_MS: '0' }, 'DATABASE_CONNECT_TIMEOUT_MS'],
    [{ DATABASE_CONNECT_TIMEOUT_MS: 'soon' }, 'DATABASE_CONNECT_TIMEOUT_MS'],
    [{ DATABASE_STATEMENT_TIMEOUT_MS: '50' }, 'DATABASE_STATEMENT_TIMEOUT_MS'],
    [{ DATABASE_STATEMENT_TIMEOUT_MS: '1.5' }, 'DATABASE_STATEMENT_TIMEOUT_MS'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres://'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters'],
    [{ ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD must be at least 12 characters'],
    [{ BUSINESS_TIMEZONE: 'Mars/Olympus' }, 'BUSINESS_TIMEZONE must be an IANA time zone'],
    [
      { STRIPE_SECRET_KEY: 'sk_test_abc' },
      'STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set',
    ],
    [
      { STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_x' },
      'STRIPE_SECRET_KEY must be a Stripe secret key',
    ],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL must start with smtp://'],
    [{ ADMIN_EMAIL: 'nope' }, 'ADMIN_EMAIL must be an e-mail address'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL must be a URL'],
    [{ NODE_ENV: 'production' }, 'STRIPE_SECRET_KEY is required in production'],
  ])('refuses %j naming the variable', (env, expected) => {
    expect(() => AppConfig.fromEnv(env)).toThrow(ConfigError);
    expect(() => AppConfig.fromEnv(env)).toThrow(expected);
  });

  it('lists every bad variable at once', () => {
    expect(() => AppConfig.fromEnv({ PORT: 'x', SMTP_URL: 'y' })).toThrow(
      /PORT[\s\S]*SMTP_URL|SMTP_URL[\s\S]*PORT/,
    );
  });
});

describe('TRUST_PROXY', () => {
  it('trusts the loopback proxy only by default', () => {
    expect(AppConfig.fromEnv({}).trustProxy).toEqual(['loopback']);
  });

  it.each([
    ['true', true],
    ['false', false],
    ['2', 2],
    ['10.0.0.0/8, 192.168.1.7', ['10.0.0.0/8', '192.168.1.7']],
    ['loopback,uniquelocal,fd00::/8', ['loopback', 'uniquelocal', 'fd00::/8']],
  ])('reads %p', (value, expected) => {
    expect(AppConfig.fromEnv({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['yes', '10.0.0.0/33', 'proxy.example.com', '1.2.3', '10.0.0.1,'])(
    'refuses %p naming the variable',
    (value) => {
      expect(() => AppConfig.fromEnv({ TRUST_PROXY: value })).toThrow('TRUST_PROXY must be');
    },
  );
});
