import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ConsultationRepository } from '../../src/clients/ports/client.port';
import { AppConfig } from '../../src/config/app-config';
import { connectionOptions, MIGRATIONS } from '../../src/database/data-source';
import { HealthDataEncryption1765100000000 } from '../../src/database/migrations/1765100000000-health-data-encryption';
import { prepareDatabase } from '../../src/database/prepare-database';
import {
  HEALTH_KEY_FILE,
  HealthCipher,
  HealthKeysMissingError,
} from '../../src/health-data/health-data.module';
import { dumpTables, sql } from './health-data-helpers';
import { useTestApp } from '../support/harness';
import { newDataDir, startTestApp, TestApp } from '../support/test-app';
import { emptyDatabase } from '../support/empty-database';
import { answers, saveConsultation } from '../support/health-data-steps';

const configFor = (
  database: TestApp['database'],
  dataDir: string,
  env: Record<string, string> = {},
) =>
  AppConfig.fromEnv({
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    DATABASE_SCHEMA: database.schema,
    DATABASE_POOL_SIZE: '2',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'silent',
    ...env,
  });

const consultationOf = (app: TestApp, clientId: string) =>
  app.app.get(ConsultationRepository).find(clientId);

describe('the migration to encrypted consultations', () => {
  it('encrypts the plain rows an earlier version wrote, all or nothing, and leaves no plain answers', async () => {
    const { database, close } = await emptyDatabase();
    const dataDir = newDataDir();
    const config = configFor(database, dataDir);
    let app: TestApp | null = null;
    try {
      // The schema of the version before, with plain answers in it.
      const index = MIGRATIONS.indexOf(HealthDataEncryption1765100000000);
      expect(index).toBeGreaterThan(0);
      const before = new DataSource({
        ...connectionOptions(config, 1),
        migrations: MIGRATIONS.slice(0, index),
      });
      await before.initialize();
      await before.runMigrations({ transaction: 'all' });
      await before.destroy();
      const clients = Array.from({ length: 5 }, (_, i) => ({
        id: randomUUID(),
        marker: `zz-marker-${i}-${randomBytes(3).toString('hex')}`,
      }));
      for (const { id, marker } of clients) {
        await sql(
          database,
          `INSERT INTO clients (id, first_name, last_name, email, phone) VALUES ($1, 'A', 'B', $2, '3015550100')`,
          [id, `${id}@example.com`],
        );
        await sql(database, `INSERT INTO consultations (client_id, answers) VALUES ($1, $2)`, [
          id,
          JSON.stringify(answers(marker)),
        ]);
      }

      // A crash midway (the third row fails): nothing is lost, the rows are as they were.
      const encrypt = HealthCipher.prototype.encrypt;
      let calls = 0;
      const crash = jest.spyOn(HealthCipher.prototype, 'encrypt').mockImplementation(function (
        this: HealthCipher,
        value,
        owner,
      ) {
        if (++calls === 3) throw new Error('crash midway');
        return encrypt.call(this, value, owner);
      });
      await expect(prepareDatabase(configFor(database, dataDir))).rejects.toThrow('crash midway');
      crash.mockRestore();
      const plain = await sql<{ client_id: string; answers: unknown }>(
        database,
        `SELECT client_id, answers FROM consultations`,
      );
      expect(plain).toHaveLength(clients.length);
      for (const { id, marker } of clients)
        expect(plain.find((r) => r.client_id === id)?.answers).toEqual(answers(marker));
      const ran = await sql<{ name: string }>(database, `SELECT name FROM migrations`);
      expect(ran.map((r) => r.name)).not.toContain(HealthDataEncryption1765100000000.name);

      // Then the real start.
      await prepareDatabase(configFor(database, dataDir));
      const columns = await sql<{ column_name: string }>(
        database,
        `SELECT column_name FROM information_schema.columns WHERE table_schema = $1 AND table_name = 'consultations'`,
        [database.schema],
      );
      expect(columns.map((c) => c.column_name)).not.toContain('answers');
      const dump = await dumpTables(database);
      expect(dump).toContain(clients[0].id);
      for (const { marker } of clients) expect(dump).not.toContain(marker);
      expect(dump).not.toContain('Oily');
      const keyFile = path.join(dataDir, HEALTH_KEY_FILE);
      expect(statSync(keyFile).mode & 0o777).toBe(0o600);
      const { current } = JSON.parse(readFileSync(keyFile, 'utf8')) as { current: string };
      const keyIds = await sql<{ key_id: string }>(
        database,
        `SELECT DISTINCT key_id FROM consultations`,
      );
      expect(keyIds).toEqual([{ key_id: current }]);

      // The app reads them back, each for its own client.
      app = await startTestApp({ database, dataDir });
      for (const { id, marker } of clients)
        expect(await consultationOf(app, id)).toMatchObject({ ...answers(marker), client_id: id });
    } finally {
      await app?.close({ keepData: true });
      await close();
    }
  });
});

describe('encrypted consultations', () => {
  const t = useTestApp();

  it('are stored as ciphertext bound to their client: moved to another row, they do not decrypt', async () => {
    const a = await t.registerClient();
    const b = await t.registerClient();
    const marker = `zz-marker-${randomBytes(4).toString('hex')}`;
    await saveConsultation(t, a.client.id, marker);
    await saveConsultation(t, b.client.id, 'zz-other');
    const raw = await sql<{ key_id: string; nonce: Buffer; ciphertext: Buffer; auth_tag: Buffer }>(
      t.database,
      `SELECT key_id, nonce, ciphertext, auth_tag FROM consultations WHERE client_id = $1`,
      [a.client.id],
    );
    expect(raw[0].nonce).toHaveLength(12);
    expect(raw[0].auth_tag).toHaveLength(16);
    expect(await dumpTables(t.database)).not.toContain(marker);
    expect(await consultationOf(t, a.client.id)).toMatchObject({
      allergies: [`${marker}-allergy`],
      pregnant_or_nursing: true,
    });

    // A's ciphertext copied onto B's row: B's answers cannot be read, and A's do not show.
    await sql(
      t.database,
      `UPDATE consultations SET key_id = $2, nonce = $3, ciphertext = $4, auth_tag = $5 WHERE client_id = $1`,
      [b.client.id, raw[0].key_id, raw[0].nonce, raw[0].ciphertext, raw[0].auth_tag],
    );
    await expect(consultationOf(t, b.client.id)).rejects.toThrow(/do not decrypt/);
    const res = await request(t.http)
      .get(`/api/clients/${b.client.id}/consultation`)
      .set(t.asAdmin());
    expect(res.status).toBe(500);
    expect(JSON.stringify(res.body)).not.toContain(marker);
  });

  it('stop a second instance with a key of its own from starting on them', async () => {
    const a = await t.registerClient();
    await saveConsultation(t, a.client.id, 'zz-marker-second-instance');
    // No HEALTH_DATA_KEY and a DATA_DIR of its own: it would generate a key of its own.
    const error = await startTestApp({ database: t.database }).then(
      async (app) => {
        await app.close({ keepData: true });
        return null;
      },
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HealthKeysMissingError);
    expect((error as Error).message).toMatch(/same HEALTH_DATA_KEY/);
  });
});
