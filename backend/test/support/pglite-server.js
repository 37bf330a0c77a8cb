// Embedded PGlite in a child process, for jest (which cannot run PGlite's dynamic imports in-process).
// Prints the postgres:// URL on stdout, then serves until killed.
const { startEmbeddedDatabase } = require('./embedded-database-loader');

startEmbeddedDatabase(process.argv[2]).then(
  (db) => {
    process.stdout.write(`${db.url}\n`);
    const stop = () => db.stop().then(() => process.exit(0));
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
  },
  (e) => {
    process.stderr.write(String(e && e.stack ? e.stack : e));
    process.exit(1);
  },
);
