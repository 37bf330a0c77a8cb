/* global process, console -- Node (eslint.config.mjs gives node globals to frontend/scripts and tools only) */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  BASE,
  OFFICIAL_BASE,
  ROOT,
  figures,
  loadAverage,
  megabytes,
  require,
  seconds,
} from './image-test-setup.mjs';

// The figures in docs/benchmarks.md

export function writeDocs(base) {
  const file = path.join(ROOT, 'docs/benchmarks.md');
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: ROOT,
    encoding: 'utf8',
  }).trim();
  const podmanVersion = execFileSync('podman', ['--version'], { encoding: 'utf8' }).trim();
  const load = loadAverage();
  const baseLine =
    base.kind === 'official'
      ? `the official \`${OFFICIAL_BASE}\`, ${megabytes(figures.baseBytes)} MB`
      : `no container registry was reachable, so the stand-in for \`${BASE}\` that docker/node-base-image.sh builds (${base.about}), ${megabytes(figures.baseBytes)} MB` +
        (base.builtMs ? `, built in ${seconds(base.builtMs)} s` : '');
  const section = [
    '## Container image',
    '',
    `Measured by \`bash docker/test-image.sh --write-docs\` (\`.ci/run\` runs it without --write-docs) on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, commit \`${commit}\`, ${podmanVersion}; ${os.cpus().length} cores, load average ${figures.loadAtStart} at the start, ${load} at the end (other work shared the cores when it was high).`,
    '',
    `- Base image: ${baseLine}.`,
    `- Build (\`podman build --format docker --no-cache --layers=false --jobs 2\`, as in CI): ${seconds(figures.buildMs)} s.`,
    `- Image: ${megabytes(figures.imageBytes)} MB, of which the Dockerfile adds ${megabytes(figures.addedBytes)} MB (${figures.addedBytes} bytes) to the base.`,
    `- Start (\`podman run\`, embedded database on a new volume) to a healthy \`/api/health\`: ${seconds(figures.startMs)} s; a new container on the same volume: ${seconds(figures.restartMs)} s; two containers at once on a new PostgreSQL database: ${seconds(figures.pairMs)} s.`,
    `- Stop (\`podman stop\`, SIGTERM with a request in flight) to the exit: ${seconds(figures.stop.ms)} s, exit code ${figures.stop.exitCode}.`,
    `- The whole test: ${seconds(figures.totalMs)} s.`,
    '',
  ].join('\n');
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf('\n## Container image\n');
  let next;
  if (start >= 0) {
    const after = text.indexOf('\n## ', start + 1);
    next = text.slice(0, start + 1) + section + (after >= 0 ? '\n' + text.slice(after + 1) : '');
  } else {
    const before = text.indexOf('\n## Before');
    next =
      before >= 0
        ? `${text.slice(0, before + 1)}${section}\n${text.slice(before + 1)}`
        : `${text.trimEnd()}\n\n${section}`;
  }
  writeFileSync(file, next);
  // The same line breaks and widths as the rest of the file.
  try {
    execFileSync(
      process.execPath,
      [require.resolve('prettier/bin/prettier.cjs'), '--write', file],
      { stdio: 'ignore' },
    );
  } catch {
    // without prettier the section stays as written
  }
  console.log(`Wrote the "## Container image" section of docs/benchmarks.md`);
}
