// Small helpers of the scripts that start the app on this machine (bench/run.mjs,
// docker/test-image.mjs, frontend/scripts/app-server.mjs). The backend's tests have their TypeScript
// twins in backend/test/support/processes.ts.
import { createRequire } from 'node:module';
import { createServer } from 'node:net';

const require = createRequire(import.meta.url);

/** A TCP port nothing listens on now, on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** One SQL statement on a connection of its own. */
export async function sql(url, statement) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
