import { AddressInfo } from 'node:net';
import { Harness, useTestApp } from '../../../backend/test/support/harness';

/**
 * The real app (the backend's test harness: a fresh database, the test clock, the admin logged in),
 * listening on a free local port for the tests of a file; `url()` is its address once started.
 */
export function useListeningApp(): { t: Harness; url: () => string } {
  const t = useTestApp();
  let address = '';
  beforeAll(async () => {
    await t.app.listen(0, '127.0.0.1');
    address = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  });
  return { t, url: () => address };
}
