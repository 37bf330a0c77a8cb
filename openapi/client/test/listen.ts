import { AddressInfo } from 'node:net';
import { Harness, HarnessOptions, useTestApp } from '../../../backend/test/support/harness';

/**
 * The app's environment for tests that receive webhooks on this machine: endpoints on 127.0.0.1
 * allowed, and the webhook sweep every 200 ms (the tests' default turns it off), so a receiver gets
 * an event within a second of the change.
 */
export const RECEIVE_WEBHOOKS_ENV = {
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
  WEBHOOK_INTERVAL_MS: '200',
};

/**
 * The real app (the backend's test harness: a fresh database, the test clock, the admin logged in),
 * listening on a free local port for the tests of a file; `url()` is its address once started.
 */
export function useListeningApp(options: HarnessOptions = {}): { t: Harness; url: () => string } {
  const t = useTestApp(options);
  let address = '';
  beforeAll(async () => {
    await t.app.listen(0, '127.0.0.1');
    address = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  });
  return { t, url: () => address };
}
