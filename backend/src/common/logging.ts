import type { DestinationStream } from 'pino';
import type PinoPretty from 'pino-pretty';

/**
 * Paths with secrets in them (feed tokens, payment links, checkout ids, waitlist offers) lose the
 * secret part.
 */
export function maskSecrets(path: string): string {
  return path.replace(
    /^(\/api\/(?:calendar\/feed|payments\/pay|payments\/checkout|payments\/status|waitlist\/offers))\/[^/]+/,
    '$1/[redacted]',
  );
}

/** Paths whose values never reach a log line. */
export const LOG_REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'req.body',
  '*.phone',
  '*.client_phone',
  '*.password',
  '*.token',
];

/** How the logs are written: readable lines for a person, JSON for a machine. */
export type LogFormat = 'pretty' | 'json';

/**
 * Readable lines when a person watches: stdout is a terminal and NODE_ENV is not production. JSON
 * (one object a line, what log collectors read) in production and whenever stdout is piped or
 * redirected.
 */
export function logFormat(stdout: { isTTY?: boolean }, production: boolean): LogFormat {
  return stdout.isTTY === true && !production ? 'pretty' : 'json';
}

/** A request's log line: method, path (already masked by the serializer), status and duration. */
function requestLine(log: Record<string, unknown>): string | null {
  const req = log.req as { method?: string; url?: string } | undefined;
  const res = log.res as { statusCode?: number } | undefined;
  if (!req?.method || !res?.statusCode) return null;
  const took = typeof log.responseTime === 'number' ? ` ${log.responseTime} ms` : '';
  return `${req.method} ${req.url ?? ''} ${res.statusCode}${took}`;
}

/**
 * Where pino writes in `format`: undefined for JSON (pino's own stdout), else pino-pretty in this
 * process, synchronous so that the last lines before an exit are not lost. Pino redacts and
 * serializes before the stream gets a line, so the pretty lines carry no more than the JSON ones.
 */
export function logDestination(
  format: LogFormat,
  destination: NodeJS.WritableStream | number = 1,
): DestinationStream | undefined {
  if (format === 'json') return undefined;
  // Loaded only for a terminal: production never needs it.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const pretty = require('pino-pretty') as typeof PinoPretty;
  return pretty({
    destination,
    sync: true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,context,req,res,responseTime',
    messageFormat: (log, messageKey) =>
      requestLine(log) ??
      `${typeof log.context === 'string' ? `[${log.context}] ` : ''}${String(log[messageKey] ?? '')}`,
  });
}
