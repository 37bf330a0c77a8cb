import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The layer rules (.dependency-cruiser.cjs, run by `npm run lint`) catch each kind of wrong-way import:
 * checked on a small fixture tree holding one of each, and one import they must allow.
 */
const ROOT = path.resolve(__dirname, '../..');
const FIXTURE = path.join(ROOT, 'docs/architecture-fixture');

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

function violations(): string[] {
  const cli = path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
  let out: string;
  try {
    out = execFileSync(
      process.execPath,
      [
        cli,
        '--config',
        '../../.dependency-cruiser.cjs',
        '--output-type',
        'json',
        'domain/src',
        'backend/src',
      ],
      { cwd: FIXTURE, encoding: 'utf8' },
    );
  } catch (e) {
    // The CLI exits non-zero when it finds violations; its report is still on stdout.
    out = (e as { stdout: string }).stdout;
  }
  const report = JSON.parse(out) as { summary: { violations: Violation[] } };
  return report.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort();
}

/** What tools/module-cycles.mjs (also run by `npm run lint:arch`) says of the fixture, and its exit code. */
function moduleCycles(): { code: number; report: string } {
  try {
    execFileSync(process.execPath, [path.join(ROOT, 'tools/module-cycles.mjs'), FIXTURE], {
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return { code: 0, report: '' };
  } catch (e) {
    const { status, stderr } = e as { status: number; stderr: string };
    return { code: status, report: stderr };
  }
}

describe('the layer rules', () => {
  it('refuse every wrong-way import of the fixture and allow a port of another module', () => {
    const found = violations();
    expect(found).toEqual(
      expect.arrayContaining([
        'domain-is-pure: domain/src/price.ts -> backend/src/payments/adapters/stripe.gateway.ts',
        'adapters-only-from-wiring: backend/src/payments/payments.service.ts -> backend/src/payments/adapters/stripe.gateway.ts',
        'no-other-module-internals: backend/src/bookings/bookings.service.ts -> backend/src/payments/payments.service.ts',
        'no-other-module-internals: backend/src/notifications/notifications.service.ts -> backend/src/payments/payments.service.ts',
      ]),
    );
    expect(found.filter((v) => v.includes('-> backend/src/payments/ports/'))).toEqual([]);
    expect(found.filter((v) => v.includes('/ports/client.port.ts'))).toEqual([]);
  });

  it('refuse a cycle between module folders, one through ports and for types only included', () => {
    const { code, report } = moduleCycles();
    expect(code).toBe(1);
    expect(report).toContain('  notifications -> payments -> notifications\n');
    expect(report).toContain('  clients -> privacy -> clients\n');
  });
});
