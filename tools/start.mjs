// `npm start`: builds what changed since the last build (everything on a fresh clone), then runs the
// server in this process (so Ctrl-C and SIGTERM reach it as they would `node backend/dist/src/main.js`).
// A workspace's build is up to date when its key output is newer than each of its inputs (files and
// the folders holding them, so a deleted or renamed file counts too). `npm run build` rebuilds all.
import { spawn } from 'node:child_process';
import { readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
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

/** Whether a workspace must be built: no output yet, or an input changed after it was written. */
export function isStale({ output, inputs }, dir = root) {
  let built;
  try {
    built = statSync(path.join(dir, output)).mtimeMs;
  } catch {
    return true;
  }
  return inputs.some((input) => latestChange(path.join(dir, input)) > built);
}

function build(name) {
  const { output } = WORKSPACES[name];
  const startedAt = new Date();
  return new Promise((resolve) => {
    const npm = process.env.npm_execpath;
    const [command, args] = npm
      ? [process.execPath, [npm, 'run', 'build', '-w', name]]
      : ['npm', ['run', 'build', '-w', name]];
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('exit', (code, signal) => {
      const file = path.join(root, output);
      if (code === 0) {
        // Dated when the build began: a source saved during the build makes the next start rebuild.
        utimesSync(file, startedAt, startedAt);
      } else {
        // A failed build may still have written its output (tsc emits despite type errors).
        rmSync(file, { force: true });
      }
      resolve(code === 0 ? null : `${name}'s build failed (${signal ?? `exit code ${code}`})`);
    });
  });
}

async function main() {
  const stale = (name) => isStale(WORKSPACES[name]);
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
