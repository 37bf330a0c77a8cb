// Small helpers of everything that starts the app on this machine: the scripts (bench/run.mjs,
// docker/test-image.mjs, frontend/scripts/app-server.mjs, through local-processes.mjs), the backend's
// tests (backend/test/support/processes.ts) and the browser tests (frontend/e2e/free-port.ts).
// CommonJS, so that the backend's jest and Playwright load it as they are, and ES modules import it.
const { connect, createServer } = require('node:net');

/** A TCP port nothing listens on now, on 127.0.0.1. */
function freePort() {
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

/** Whether a new TCP connection to the port on 127.0.0.1 is refused (nothing listens). */
function refused(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

/** One SQL statement on a connection of its own. */
async function sql(url, statement) {
  // Loaded on first use: most callers only want a port.
  const { Client } = require('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

module.exports = { freePort, refused, sql };
