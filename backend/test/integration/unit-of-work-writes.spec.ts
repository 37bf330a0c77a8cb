import { DataSource } from 'typeorm';
import { TypeormUnitOfWork } from '../../src/common/unit-of-work';
import { useTestApp } from '../support/harness';

describe('writes sent with the next statement of a transaction (TypeormUnitOfWork.defer)', () => {
  const t = useTestApp({ admin: false });
  let uow: TypeormUnitOfWork;
  let table = 0;

  /** A table of its own for a test: `id` numbers the rows in the order they were written. */
  async function probe(): Promise<string> {
    table += 1;
    const name = `uow_probe_${table}`;
    await t.query(`CREATE TABLE ${name} (id serial PRIMARY KEY, k text UNIQUE NOT NULL)`);
    return name;
  }
  const insert = (name: string, k: string) => ({
    sql: `INSERT INTO ${name} (k) VALUES ($1) ON CONFLICT (k) DO NOTHING`,
    params: [k],
  });
  const keys = async (name: string) =>
    (await t.query<{ k: string }>(`SELECT k FROM ${name} ORDER BY id`)).map((r) => r.k);

  beforeAll(() => {
    uow = t.app.get(TypeormUnitOfWork);
  });

  it('writes in their order, before the next statement of the transaction reads', async () => {
    const name = await probe();
    const seen = await uow.run(async () => {
      await uow.defer(insert(name, 'a'), insert(name, 'b'));
      await uow.defer(insert(name, 'c'));
      const [row] = await uow.manager.query(`SELECT count(*)::int AS n FROM ${name}`);
      await uow.defer(insert(name, 'd'), insert(name, 'a'));
      return row.n as number;
    });
    expect(seen).toBe(3);
    expect(await keys(name)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('sends the writes waiting with a query, in one statement, and answers its rows', async () => {
    const name = await probe();
    const rows = await uow.run(async () => {
      await uow.defer(insert(name, 'x'), insert(name, 'y'));
      // Its own WITH query too: the writes' join the list.
      return uow.query<{ n: number; s: string; written: boolean }[]>((written) => ({
        sql: `WITH z AS (SELECT $2::text AS s) SELECT $1::int AS n, z.s, ${written} AS written FROM z`,
        params: [7, 'z'],
      }));
    });
    expect(rows).toEqual([{ n: 7, s: 'z', written: true }]);
    expect(await keys(name)).toEqual(['x', 'y']);
    // With no write waiting, `written` is plain true.
    expect(await uow.query((written) => ({ sql: `SELECT ${written} AS w`, params: [] }))).toEqual([
      { w: true },
    ]);
  });

  it('drops the writes of a transaction that fails, and the connection serves on', async () => {
    const name = await probe();
    await expect(
      uow.run(async () => {
        await uow.defer(insert(name, 'gone'));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    // A write that fails fails its transaction: what was written before it is not kept.
    await expect(
      uow.run(async () => {
        await uow.manager.query(`INSERT INTO ${name} (k) VALUES ('before')`);
        await uow.defer({ sql: `INSERT INTO ${name} (k) VALUES (NULL)`, params: [] });
      }),
    ).rejects.toThrow();
    expect(await keys(name)).toEqual([]);
    await uow.run(() => uow.defer(insert(name, 'after')));
    expect(await keys(name)).toEqual(['after']);
  });

  it('outside a transaction, writes them at once as one statement, all or none', async () => {
    const name = await probe();
    await uow.defer(insert(name, 'p'), insert(name, 'q'));
    expect(await keys(name)).toEqual(['p', 'q']);
    await expect(
      uow.defer(insert(name, 'r'), { sql: `INSERT INTO ${name} (k) VALUES (NULL)`, params: [] }),
    ).rejects.toThrow();
    expect(await keys(name)).toEqual(['p', 'q']);
    expect(t.app.get(DataSource).isInitialized).toBe(true);
  });
});
