// `npm start`: builds what changed since the last build (everything on a fresh clone), then runs the
// server in this process (so Ctrl-C and SIGTERM reach it as they would `node backend/dist/src/main.js`).
// A workspace's build is up to date when its output exists and the stamp this script writes after the
// workspace's last successful build is newer than each of its inputs (files and the folders holding
// them, so a deleted or renamed file counts too). The stamp is removed before a build, so an
// interrupted or failed one is redone. `npm run build` rebuilds everything.
// The server's Node flags are on this script's command line (package.json's `start`), since V8 reads
// them when the process starts: --max-old-space-size=256 --max-semi-space-size=4 keep the garbage
// a burst of requests leaves from growing the heap past what the app holds (about 50 MB live): the
// resident memory after `npm run bench`'s load went from about 250 to 150 MB with PostgreSQL. A
// 1 GB server gets about that old-space limit by default; larger ones otherwise let it grow to GBs.
// A semi-space of 4 MB rather than 8 keeps 8 MB less (a young generation of 8 MB, not 16) for
// about 5 % fewer requests a second at saturation, far beyond a small business's traffic.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STAMPS = path.join(root, 'node_modules', '.cache', 'esthetics-start');
const COMMON = ['package-lock.json', 'tsconfig.json'];
const DOMAIN = [
  'domain/src',
  'domain/package.json',
  'domain/tsconfig.json',
  'domain/tsconfig.build.json',
];

/** Each workspace's build: what it reads, the file that is written once it succeeded. */
const WORKSPACES = {
  domain: { output: 'domain/dist/index.js', inputs: [...COMMON, ...DOMAIN] },
  backend: {
    output: 'backend/dist/src/main.js',
    // The domain's types are checked by the backend's build.
    inputs: [
      ...COMMON,
      ...DOMAIN,
      'backend/src',
      'backend/scripts',
      'backend/package.json',
      'backend/tsconfig.json',
      'backend/tsconfig.build.json',
    ],
  },
  frontend: {
    output: 'frontend/dist/index.html',
    // Vite reads the domain from its source.
    inputs: [
      ...COMMON,
      'domain/src',
      'frontend/src',
      'frontend/public',
      'frontend/index.html',
      'frontend/vite.config.ts',
      'frontend/route-chunks.ts',
      'frontend/package.json',
      'frontend/tsconfig.json',
    ],
  },
};

/** The latest modification time among `entry` and everything under it (0 when it does not exist). */
export function latestChange(entry) {
  let stat;
  try {
    stat = statSync(entry);
  } catch {
    return 0;
  }
  let latest = stat.mtimeMs;
  if (stat.isDirectory()) {
    for (const name of readdirSync(entry)) {
      latest = Math.max(latest, latestChange(path.join(entry, name)));
    }
  }
  return latest;
}

const mtime = (file) => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return null;
  }
};

/**
 * Whether a workspace must be built: its output is missing, or it has no stamp (never built by this
 * script, or its last build failed or was interrupted), or an input changed after the stamp.
 */
export function isStale({ output, inputs }, stamp, dir = root) {
  const built = mtime(stamp);
  if (built === null || mtime(path.join(dir, output)) === null) return true;
  return inputs.some((input) => latestChange(path.join(dir, input)) > built);
}

const stampOf = (name) => path.join(STAMPS, name);

function build(name) {
  const stamp = stampOf(name);
  rmSync(stamp, { force: true });
  const startedAt = Date.now();
  return new Promise((resolve) => {
    const npm = process.env.npm_execpath;
    const args = ['run', 'build', '-w', name, '--silent'];
    const [command, argv] = npm ? [process.execPath, [npm, ...args]] : ['npm', args];
    const child = spawn(command, argv, { cwd: root, stdio: 'inherit' });
    child.on('exit', (code, signal) => {
      if (code !== 0) {
        resolve(`${name}'s build failed (${signal ?? `exit code ${code}`})`);
        return;
      }
      // Dated when the build began: a source saved during the build makes the next start rebuild.
      mkdirSync(STAMPS, { recursive: true });
      writeFileSync(stamp, `built by npm start\n`);
      const at = new Date(startedAt);
      utimesSync(stamp, at, at);
      resolve(null);
    });
  });
}

async function main() {
  const stale = (name) => isStale(WORKSPACES[name], stampOf(name));
  const failures = [];
  if (stale('domain')) {
    process.stdout.write('Building domain (sources changed since its last build)\n');
    const failed = await build('domain');
    if (failed) failures.push(failed);
  }
  // Backend and frontend do not depend on each other: built side by side.
  const rest = failures.length ? [] : ['backend', 'frontend'].filter(stale);
  if (rest.length) {
    process.stdout.write(`Building ${rest.join(' and ')} (sources changed since the last build)\n`);
  }
  failures.push(...(await Promise.all(rest.map(build))).filter(Boolean));
  if (failures.length) {
    process.stderr.write(`${failures.join('; ')}: not starting.\n`);
    process.exit(1);
  }
  if (!rest.length) {
    process.stdout.write('Build up to date (`npm run build` rebuilds everything)\n');
  }
  createRequire(import.meta.url)(path.join(root, WORKSPACES.backend.output));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
