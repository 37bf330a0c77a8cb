/* global process, console, Buffer -- Node (eslint.config.mjs gives node globals to frontend/scripts and tools only) */
/**
 * The bookings' ceiling: a bare node:http server that stores each POSTed booking as one row of its
 * own table, in a transaction committed durably, on the database the app would use: the embedded
 * one, started as the app starts it (backend/dist's startEmbeddedDatabase, in DATA_DIR), or
 * DATABASE_URL with DATABASE_SCHEMA. The row's time range carries the same kind of exclusion
 * constraint as the app's appointments, so a taken time answers 409. What the machine and the
 * database allow for one durable write per request, without the app's checks, prices, client
 * account, e-mails and webhooks. Run as a child process by bench/run.mjs; prints its URL once
 * listening.
 */
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

let url = process.env.DATABASE_URL;
let stopDatabase = async () => {};
if (!url) {
  const { startEmbeddedDatabase } = require(
    path.join(ROOT, 'backend/dist/src/database/embedded-database.js'),
  );
  const embedded = await startEmbeddedDatabase(process.env.DATA_DIR);
  url = embedded.url;
  stopDatabase = embedded.stop;
}
const schema = process.env.DATABASE_SCHEMA;
const pool = new pg.Pool({
  connectionString: url,
  max: 10,
  ...(schema ? { options: `-c search_path=${schema},public` } : {}),
});
await pool.query('CREATE EXTENSION IF NOT EXISTS btree_gist');
await pool.query(`CREATE TABLE bare_bookings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  during tstzrange NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  EXCLUDE USING gist (during WITH &&)
)`);

const MINUTE = 60_000;
const answer = (res, status, body) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

async function book(body) {
  // The bench's times are those of the business's zone; read as UTC here, which changes nothing
  // for a ceiling: distinct times stay distinct.
  const start = new Date(`${body.preferred_date}T${body.preferred_time}:00Z`);
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query(
      'INSERT INTO bare_bookings (email, during) VALUES ($1, tstzrange($2, $3)) RETURNING id',
      [String(body.email), start, new Date(start.getTime() + 60 * MINUTE)],
    );
    await client.query('COMMIT');
    return [201, { booking_id: rows[0].id }];
  } catch (e) {
    await client.query('ROLLBACK');
    if (e.code === '23P01') return [409, { status: 'error' }];
    throw e;
  } finally {
    client.release();
  }
}

const server = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    book(JSON.parse(Buffer.concat(chunks).toString('utf8'))).then(
      ([status, body]) => answer(res, status, body),
      (e) => answer(res, 500, { status: 'error', message: e.message }),
    );
  });
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  console.log(`http://127.0.0.1:${server.address().port}/bookings`);
});
process.on('SIGTERM', () => {
  server.close();
  pool
    .end()
    .then(stopDatabase)
    .then(() => process.exit(0));
});
