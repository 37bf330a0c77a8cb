import pino from 'pino';
import { Writable } from 'node:stream';
import { LOG_REDACT, logDestination, logFormat } from './logging';

describe('logFormat', () => {
  it('writes readable lines to a terminal outside production', () => {
    expect(logFormat({ isTTY: true }, false)).toBe('pretty');
  });

  it('writes JSON in production, even to a terminal', () => {
    expect(logFormat({ isTTY: true }, true)).toBe('json');
  });

  it('writes JSON when stdout is piped or redirected', () => {
    expect(logFormat({ isTTY: false }, false)).toBe('json');
    expect(logFormat({}, false)).toBe('json');
    expect(logFormat({}, true)).toBe('json');
  });
});

describe('logDestination', () => {
  /** A logger configured as the app's, writing through `format`'s destination into a string. */
  function capture(format: 'pretty' | 'json') {
    let text = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        text += chunk.toString();
        done();
      },
    });
    const options = { redact: { paths: LOG_REDACT, censor: '[redacted]' } };
    const destination = logDestination(format, sink);
    const logger = destination ? pino(options, destination) : pino(options, sink);
    return { logger, output: () => text };
  }

  it('leaves JSON to pino', () => {
    expect(logDestination('json')).toBeUndefined();
  });

  it('writes one readable line per entry, without JSON', () => {
    const { logger, output } = capture('pretty');
    logger.info({ context: 'NestApplication' }, 'Nest application successfully started');
    const line = output();
    expect(line).toContain('[NestApplication] Nest application successfully started');
    expect(line).toContain('INFO');
    expect(line).not.toContain('{');
    expect(line.trim().split('\n')).toHaveLength(1);
  });

  it('writes a request as its method, masked path, status and duration', () => {
    const { logger, output } = capture('pretty');
    logger.info(
      {
        req: { id: 'r1', method: 'GET', url: '/api/catalog' },
        res: { statusCode: 200 },
        responseTime: 12,
      },
      'request completed',
    );
    expect(output()).toContain('GET /api/catalog 200 12 ms');
  });

  it('keeps the redaction in readable lines', () => {
    const { logger, output } = capture('pretty');
    logger.info(
      { user: { password: 'hunter2-secret', phone: '4105550123', token: 'tok-secret' } },
      'signed in',
    );
    expect(output()).toContain('[redacted]');
    expect(output()).not.toMatch(/hunter2-secret|4105550123|tok-secret/);
  });
});
