/**
 * The layer rules of the hexagon, checked by `npm run lint` (see docs/architecture.md).
 *
 * - The domain imports nothing outside itself.
 * - A backend module (a folder under backend/src) uses another module only through that module's
 *   ports (`ports/`), its public API shapes (`dto/`) and its Nest module (for wiring); never its
 *   adapters, entities, services, mappers or controllers. Shared plumbing (common, config, auth, database) is open to every module.
 * - A module's adapters are imported only by that module's wiring (its *.module.ts) and by each other.
 * - No two backend module folders import each other, even through ports or for a type: checked by
 *   tools/module-cycles.mjs (also run by `npm run lint:arch`), because this tool's folder-level
 *   cycle rule compares a folder with the imported file's own folder (bookings with
 *   notifications/ports) and so never sees a loop that runs through two modules' ports.
 *
 * No violation is tolerated: any wrong-way import fails the lint.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'The domain is pure TypeScript: it imports only its own files.',
      severity: 'error',
      from: { path: '^domain/src/' },
      to: { pathNot: '^domain/src/' },
    },
    {
      name: 'no-other-module-internals',
      comment:
        'A backend module reaches another module only through its ports, its DTOs or its Nest module.',
      severity: 'error',
      // http/ is the app's HTTP set-up (the composition root beside app.module.ts and main.ts): it
      // mounts what the modules serve outside Nest's routes (the site's pages, media, the OpenAPI doc).
      from: { path: '^backend/src/([^/]+)/', pathNot: '^backend/src/http/' },
      to: {
        path: '^backend/src/[^/]+/',
        pathNot: [
          '^backend/src/$1/',
          '^backend/src/(common|config|auth|database)/',
          '^backend/src/[^/]+/ports/',
          '^backend/src/[^/]+/dto/',
          '^backend/src/[^/]+/[^/]+\\.module\\.ts$',
          // A module's route decorators (`@Idempotent()`) are its public API, like its DTOs.
          '^backend/src/.+\\.decorator\\.ts$',
          // The modules grouped under integrations/ (webhooks, ...): the same surface, one level down.
          '^backend/src/integrations/[^/]+/(ports|dto)/',
          '^backend/src/integrations/[^/]+/[^/]+\\.module\\.ts$',
        ],
      },
    },
    {
      name: 'adapters-only-from-wiring',
      comment:
        "A module's adapters are imported by its own *.module.ts (and each other), nothing else.",
      severity: 'error',
      from: {
        path: '^backend/src/',
        pathNot: ['\\.module\\.ts$', '^backend/src/([^/]+)/adapters/', '\\.spec\\.ts$'],
      },
      to: { path: '^backend/src/[^/]+/adapters/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|coverage)/' },
    tsPreCompilationDeps: true,
    reporterOptions: {
      dot: { collapsePattern: '^backend/src/[^/]+/' },
    },
  },
};
