import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { prepareDataDir } from './data-dir';

/** Every entry under `root` (itself included) with its permission bits, symbolic links left out. */
function modes(root: string): Record<string, number> {
  const found: Record<string, number> = {};
  const visit = (file: string) => {
    const stat = lstatSync(file);
    if (stat.isSymbolicLink()) return;
    found[path.relative(root, file) || '.'] = stat.mode & 0o777;
    if (stat.isDirectory()) for (const name of readdirSync(file)) visit(path.join(file, name));
  };
  visit(root);
  return found;
}

describe('prepareDataDir', () => {
  let scratch: string;
  beforeEach(() => {
    scratch = mkdtempSync(path.join(os.tmpdir(), 'esthetics-datadir-'));
  });
  afterEach(() => rmSync(scratch, { recursive: true, force: true }));

  it('creates DATA_DIR owner-only', () => {
    const dataDir = path.join(scratch, 'new', 'data');
    prepareDataDir(dataDir);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
  });

  it('takes group and other permissions off everything already in it, at every start', () => {
    const dataDir = path.join(scratch, 'data');
    mkdirSync(path.join(dataDir, 'pgdata', 'base'), { recursive: true });
    writeFileSync(path.join(dataDir, 'pgdata', 'base', '1234'), 'rows');
    writeFileSync(path.join(dataDir, 'jwt-secret'), 'secret');
    // As PGlite and earlier versions left them: readable and writable by all.
    for (const entry of ['.', 'pgdata', 'pgdata/base', 'pgdata/base/1234', 'jwt-secret'])
      chmodSync(
        path.join(dataDir, entry),
        entry.includes('1234') || entry === 'jwt-secret' ? 0o666 : 0o777,
      );
    // A link out of DATA_DIR is not followed.
    const outside = path.join(scratch, 'outside.txt');
    writeFileSync(outside, 'not ours to change');
    chmodSync(outside, 0o644);
    symlinkSync(outside, path.join(dataDir, 'link'));

    prepareDataDir(dataDir);
    expect(modes(dataDir)).toEqual({
      '.': 0o700,
      pgdata: 0o700,
      'pgdata/base': 0o700,
      'pgdata/base/1234': 0o600,
      'jwt-secret': 0o600,
    });
    expect(statSync(outside).mode & 0o777).toBe(0o644);

    // A file made world-readable while stopped is owner-only again after the next start.
    chmodSync(path.join(dataDir, 'jwt-secret'), 0o644);
    prepareDataDir(dataDir);
    expect(modes(dataDir)['jwt-secret']).toBe(0o600);
  });
});
