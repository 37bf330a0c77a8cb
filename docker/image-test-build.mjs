/* global process, console, performance -- Node (eslint.config.mjs gives node globals to frontend/scripts and tools only) */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { lastLines, podman, podmanOk, run } from './image-test-processes.mjs';
import {
  Abort,
  BASE,
  IMAGE,
  OFFICIAL_BASE,
  ROOT,
  STAND_IN_BASE,
  WORK,
  WRITE_DOCS,
  check,
  fail,
  figures,
  megabytes,
  pass,
  seconds,
} from './image-test-setup.mjs';

// ---------------------------------------------------------------------------------------------
// 1. The base image

export async function baseImage() {
  const pulled = await podman(['pull', '-q', OFFICIAL_BASE], { timeoutMs: 300_000 });
  if (pulled.code === 0) {
    console.log(`Base image: ${OFFICIAL_BASE} (pulled)`);
    return { ref: OFFICIAL_BASE, kind: 'official', pull: [] };
  }
  const why = lastLines(pulled.stderr, 1).slice(0, 160);
  const present = (await podman(['image', 'exists', STAND_IN_BASE])).code === 0;
  let builtMs = null;
  if (!present) {
    console.log(`No container registry (${why}): building the stand-in ${STAND_IN_BASE}`);
    const t0 = performance.now();
    const built = await run('bash', ['docker/node-base-image.sh', BASE], { timeoutMs: 1_200_000 });
    builtMs = performance.now() - t0;
    if (built.code !== 0) {
      throw new Abort(
        `the stand-in base image did not build: ${lastLines(built.stdout + built.stderr, 10)}`,
      );
    }
    console.log(built.stdout.trim());
  } else {
    console.log(`No container registry (${why}): the stand-in ${STAND_IN_BASE}, already built`);
  }
  const about = await podman([
    'run',
    '--rm',
    '--network',
    'host',
    STAND_IN_BASE,
    'sh',
    '-c',
    'echo "Node $(node -v) and npm $(npm -v) on Debian $(cat /etc/debian_version)"',
  ]);
  return {
    ref: STAND_IN_BASE,
    kind: 'stand-in',
    pull: ['--pull=never'],
    builtMs,
    about: about.stdout.trim() || 'its contents unknown',
  };
}

// ---------------------------------------------------------------------------------------------
// 2. The build and the image's own checks

/** The id of an image, or null. */
async function imageId(ref) {
  const res = await podman(['image', 'inspect', '--format', '{{.Id}}', ref]);
  return res.code === 0 ? res.stdout.trim() : null;
}

export async function build(base) {
  const logFile = path.join(WORK, 'build.log');
  const previous = await imageId(IMAGE);
  const t0 = performance.now();
  const res = await podman(
    [
      'build',
      '--format',
      'docker',
      ...base.pull,
      // A whole build for the figures; in CI (a fresh machine) no intermediate layers, which nothing
      // would reuse and whose commits take time.
      ...(WRITE_DOCS ? ['--no-cache'] : []),
      ...(WRITE_DOCS || process.env.CI ? ['--layers=false'] : []),
      // The build stage and the runtime dependencies' stage at once.
      '--jobs',
      '2',
      '--network',
      'host',
      '-f',
      'docker/Dockerfile',
      '-t',
      IMAGE,
      '.',
    ],
    { timeoutMs: 1_800_000, logFile },
  );
  figures.buildMs = performance.now() - t0;
  figures.cachedSteps = (res.stdout.match(/Using cache/g) ?? []).length;
  if (res.code !== 0) {
    console.log(readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n'));
    fail(
      'image builds',
      `podman build exited with ${res.code} after ${seconds(figures.buildMs)} s`,
    );
    throw new Abort('no image');
  }
  // The image this build replaced under the same tag, left without a name: removed (unless in use).
  if (previous && previous !== (await imageId(IMAGE))) await podman(['rmi', previous]);
  pass(
    'image builds',
    `${seconds(figures.buildMs)} s${figures.cachedSteps ? ` (${figures.cachedSteps} steps from the cache)` : ''}`,
  );
}

/** Runs a shell script in a new container of `image` (as root, to see every file); its output. */
async function shellIn(image, script) {
  return podmanOk([
    'run',
    '--rm',
    '--network',
    'host',
    '--user',
    'root',
    '--entrypoint',
    'sh',
    image,
    '-c',
    script,
  ]);
}

export async function imageChecks(base) {
  const [image] = JSON.parse(await podmanOk(['image', 'inspect', IMAGE]));
  const [baseInfo] = JSON.parse(await podmanOk(['image', 'inspect', base.ref]));
  figures.imageBytes = image.Size;
  figures.baseBytes = baseInfo.Size;
  figures.addedBytes = image.Size - baseInfo.Size;
  check(
    'image runs as a non-root user',
    !['', 'root', '0'].includes(image.Config.User ?? ''),
    `USER ${image.Config.User || '(none)'}`,
  );
  check(
    'image keeps its HEALTHCHECK',
    Array.isArray(image.Healthcheck?.Test) && image.Healthcheck.Test.length > 0,
    JSON.stringify(image.Healthcheck?.Test ?? null).slice(0, 80),
  );
  check('image declares the /data volume', '/data' in (image.Config.Volumes ?? {}));

  const sources = (
    await shellIn(
      IMAGE,
      "find /app -type f \\( -name '*.ts' -o -name '*.tsx' -o -name '*.mts' -o -name '*.cts' \\) ! -name '*.d.ts'; " +
        'for d in backend/src domain/src frontend/src backend/test frontend/e2e; do [ -e "/app/$d" ] && echo "/app/$d"; done; true',
    )
  ).trim();
  check(
    'no TypeScript sources in the image',
    sources === '',
    sources.split('\n').slice(0, 5).join(', '),
  );

  const tests = (
    await shellIn(
      IMAGE,
      "find /app -path /app/node_modules -prune -o \\( -name '*.spec.*' -o -name '*.test.*' -o -name __tests__ -o -name test -o -name e2e \\) -print",
    )
  ).trim();
  check('no tests in the image', tests === '', tests.split('\n').slice(0, 5).join(', '));

  // Every package the lock file holds for development only (dev, or devOptional: a dev dependency
  // that also fills an optional peer) must be absent.
  const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'));
  const devPaths = Object.entries(lock.packages)
    .filter(([p, v]) => p.includes('node_modules/') && (v.dev || v.devOptional))
    .map(([p]) => p);
  const present = (
    await podmanOk(
      [
        'run',
        '-i',
        '--rm',
        '--network',
        'host',
        '--entrypoint',
        'sh',
        IMAGE,
        '-c',
        'while read -r p; do [ -e "/app/$p" ] && echo "$p"; done; true',
      ],
      { input: devPaths.join('\n') + '\n' },
    )
  ).trim();
  check(
    'no dev dependencies in the image',
    present === '',
    present
      ? present.split('\n').slice(0, 8).join(', ')
      : `none of the lock file's ${devPaths.length}`,
  );

  const caches = (
    await shellIn(
      IMAGE,
      'for d in /root/.npm /home/node/.npm /app/.npm /root/.cache /home/node/.cache /app/node_modules/.cache; do [ -e "$d" ] && du -sh "$d"; done; true',
    )
  ).trim();
  check('no npm caches in the image', caches === '', caches.replace(/\n/g, ', '));

  // Compilers and the like: the base may have them (the stand-in needs them), the Dockerfile adds none.
  const toolsScript =
    'for t in gcc g++ cc c++ make python3 git; do command -v "$t" >/dev/null && echo "$t"; done; true';
  const inBase = new Set((await shellIn(base.ref, toolsScript)).split('\n').filter(Boolean));
  const added = (await shellIn(IMAGE, toolsScript)).split('\n').filter((t) => t && !inBase.has(t));
  check(
    'no build tools added to the base',
    added.length === 0,
    added.length
      ? added.join(', ')
      : inBase.size
        ? `the base's own: ${[...inBase].join(', ')}`
        : '',
  );
  pass(
    'image size',
    `${megabytes(image.Size)} MB; the Dockerfile adds ${megabytes(figures.addedBytes)} MB to the base's ${megabytes(baseInfo.Size)} MB`,
  );
}
