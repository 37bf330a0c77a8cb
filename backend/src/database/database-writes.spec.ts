import { DatabaseWrites } from './database-writes';

describe('DatabaseWrites.mayWrite', () => {
  it.each([
    ['SELECT a.starts_at FROM appointments a WHERE a.id = $1', false],
    ['  select 1', false],
    ['SHOW server_version', false],
    ['SELECT * FROM lock_unpaid_holds($1, $2)', false],
    ['INSERT INTO appointments (id) VALUES ($1)', true],
    ['UPDATE appointments SET status = $1', true],
    ['DELETE FROM sessions', true],
    ['TRUNCATE appointments', true],
    ['WITH uow_write_1 AS (INSERT INTO outbox (id) VALUES ($1) RETURNING 1) SELECT true', true],
    ['WITH x AS (SELECT 1) SELECT * FROM x', true],
    ['SELECT 1 FROM (UPDATE appointments SET x = 1 RETURNING 1) u', true],
    ['START TRANSACTION', true],
    ['COMMIT', true],
    ['ROLLBACK', true],
  ])('%p -> %p', (sql, expected) => {
    expect(DatabaseWrites.mayWrite(sql)).toBe(expected);
  });
});

describe('DatabaseWrites.seen', () => {
  it('counts a write when it is sent and again when it is answered; a read not at all', () => {
    const writes = new DatabaseWrites();
    expect(writes.seen('SELECT 1')).toBeNull();
    expect(writes.generation).toBe(0);
    const write = writes.seen('COMMIT');
    expect(writes.generation).toBe(1);
    write?.done();
    expect(writes.generation).toBe(2);
  });
});
