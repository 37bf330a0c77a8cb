import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rotateHealthKey } from '../../scripts/health-key-rotate';
import { ConsultationRepository } from '../../src/clients/ports/client.port';
import { HEALTH_KEY_FILE, HealthKeysMissingError } from '../../src/health-data/health-data.module';
import { sql } from './health-data-helpers';
import { withTestApp } from '../support/harness';
import { startTestApp, TestApp } from '../support/test-app';
import { saveConsultation } from '../support/health-data-steps';

const consultationOf = (app: TestApp, clientId: string) =>
  app.app.get(ConsultationRepository).find(clientId);

describe('health-key:rotate', () => {
  it('with the key file: re-encrypts every record under a new key while the app saves, then forgets the old key', () =>
    withTestApp({}, async (t) => {
      const clients = [];
      for (let i = 0; i < 12; i++) {
        const { client } = await t.registerClient();
        await saveConsultation(t, client.id, `zz-first-${i}`);
        clients.push(client.id);
      }
      const [{ key_id: oldKey }] = await sql<{ key_id: string }>(
        t.database,
        `SELECT DISTINCT key_id FROM consultations`,
      );
      const lines: string[] = [];
      // The app goes on saving (some rows twice) while the command runs, in small batches.
      const [report] = await Promise.all([
        rotateHealthKey(t.config, (line) => lines.push(line), { batchSize: 2 }),
        ...clients.slice(0, 6).map((id, i) => saveConsultation(t, id, `zz-second-${i}`)),
      ]);
      expect(report.newKeyId).not.toBe(oldKey);
      // Counted once the new key is in use: a concurrent save may already have landed under it.
      expect([...report.before.values()].reduce((a, b) => a + b, 0)).toBe(12);
      expect(report.before.get(oldKey)).toBeGreaterThanOrEqual(6);
      expect(lines.join('\n')).toContain(`Re-encrypted: ${report.reencrypted}`);
      // A save that encrypted under the old key just as the new one came is picked up by a rerun.
      const again =
        report.left > 0 ? await rotateHealthKey(t.config, () => {}, { batchSize: 2 }) : report;
      const newKey = again.newKeyId ?? report.newKeyId;
      const keyIds = await sql<{ key_id: string; n: number }>(
        t.database,
        `SELECT key_id, count(*)::int AS n FROM consultations GROUP BY key_id`,
      );
      expect(keyIds).toEqual([{ key_id: newKey, n: 12 }]);
      for (const [i, id] of clients.entries()) {
        expect((await consultationOf(t, id))?.allergies).toEqual([
          i < 6 ? `zz-second-${i}-allergy` : `zz-first-${i}-allergy`,
        ]);
      }

      // The old key is no longer needed: forgotten, and everything is still read, after a restart too.
      const forget = await rotateHealthKey(t.config, () => {}, { forgetOldKeys: true });
      expect(forget.reencrypted).toBe(12);
      expect(forget.forgottenKeyIds).toContain(oldKey);
      const file = JSON.parse(readFileSync(path.join(t.dataDir, HEALTH_KEY_FILE), 'utf8')) as {
        keys: { id: string }[];
      };
      expect(file.keys.map((k) => k.id)).toEqual([forget.newKeyId]);
      await t.restart();
      expect((await consultationOf(t, clients[11]))?.allergies).toEqual(['zz-first-11-allergy']);
    }));

  it('with HEALTH_DATA_KEY: re-encrypts to the new key, after which the old one can be removed', async () => {
    const k1 = randomBytes(32).toString('base64');
    const k2 = randomBytes(32).toString('base64url');
    await withTestApp({ env: { HEALTH_DATA_KEY: k1 } }, async (t) => {
      const { client } = await t.registerClient();
      await saveConsultation(t, client.id, 'zz-env-key');
      await t.restart({ env: { HEALTH_DATA_KEY: k2, HEALTH_DATA_PREVIOUS_KEYS: k1 } });
      // Read with the previous key meanwhile.
      expect((await consultationOf(t, client.id))?.allergies).toEqual(['zz-env-key-allergy']);
      const lines: string[] = [];
      const report = await rotateHealthKey(t.config, (line) => lines.push(line));
      expect(report).toMatchObject({ newKeyId: null, reencrypted: 1, left: 0 });
      expect(report.unusedKeyIds).toHaveLength(1);
      expect(lines.join('\n')).toContain('remove it from HEALTH_DATA_PREVIOUS_KEYS');
      await t.restart({ env: { HEALTH_DATA_KEY: k2 } });
      expect((await consultationOf(t, client.id))?.allergies).toEqual(['zz-env-key-allergy']);
      // And the old key alone no longer reads them: such an instance does not start.
      await expect(
        startTestApp({ database: t.database, env: { HEALTH_DATA_KEY: k1 } }),
      ).rejects.toBeInstanceOf(HealthKeysMissingError);
    });
  });
});
