import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

describe('lockDataDir', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'esthetics-lock-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const lost = (e: Error) => {
    throw e;
  };

  it('lets one holder at a time have DATA_DIR, and the next one after it is released', () => {
    const release = lockDataDir(dataDir, lost);
    expect(() => lockDataDir(dataDir, lost)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dataDir, lost)).toThrow(
      `Another instance of the app is already running on DATA_DIR ${dataDir}`,
    );
    release();
    const again = lockDataDir(dataDir, lost);
    again();
  });
});
