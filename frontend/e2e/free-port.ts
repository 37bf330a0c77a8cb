import { createServer } from 'node:net';

/**
 * A TCP port nothing listens on now, on 127.0.0.1: for the servers the e2e run starts (the app in
 * playwright.config.ts, and the spare apps some specs start of their own).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}
