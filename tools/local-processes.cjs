/* global Buffer, setTimeout, clearTimeout -- Node (eslint.config.mjs gives .cjs files only require, module, process) */
// Small helpers of everything that starts the app on this machine: the scripts (bench/run.mjs,
// docker/test-image.mjs, frontend/scripts/app-server.mjs, through local-processes.mjs), the backend's
// tests (backend/test/support/processes.ts) and the browser tests (frontend/e2e/free-port.ts).
// CommonJS, so that the backend's jest and Playwright load it as they are, and ES modules import it.
const http = require('node:http');
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

/**
 * A JSON POST to the app on 127.0.0.1:`port` held in flight: its headers go out with
 * `Expect: 100-continue` and it resolves once the server answers 100 Continue (the app has the
 * request); `finish()` then sends the body and answers the response: its status, its Connection
 * header and its text.
 */
function heldRequest(port, route, body) {
  const payload = JSON.stringify(body);
  const agent = new http.Agent({ keepAlive: true });
  const req = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: route,
    agent,
    headers: {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(payload),
      Expect: '100-continue',
    },
  });
  const response = new Promise((resolve, reject) => {
    req.once('error', reject);
    req.once('response', (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.once('end', () => {
        agent.destroy();
        resolve({ status: res.statusCode, connection: String(res.headers.connection), text });
      });
    });
  });
  response.catch(() => undefined);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no 100 Continue in 30 s')), 30_000);
    req.once('error', reject);
    req.once('continue', () => {
      clearTimeout(timer);
      resolve({
        finish: () => {
          req.end(payload);
          return response;
        },
      });
    });
    req.flushHeaders();
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

module.exports = { freePort, heldRequest, refused, sql };
