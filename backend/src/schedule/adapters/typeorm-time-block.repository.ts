import { clockMinutes, clockTime, NewTimeBlock, TimeBlock } from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import type { Page } from '../../common/dto/pagination.dto';
import { TypeormUnitOfWork } from '../../common/unit-of-work';
import { StoredTimeBlock, TimeBlockRepository } from '../ports/time-block-repository.port';

/** The columns of a block as the time-off lock's function answers them. */
interface BlockRow {
  kind: 'once' | 'weekly';
  starts_at: Date | null;
  ends_at: Date | null;
  weekday: number | null;
  from_minute: number | null;
  to_minute: number | null;
}

interface Row extends BlockRow {
  id: string;
  note: string | null;
  created_at: Date;
}

const COLUMNS = 'id, kind, starts_at, ends_at, weekday, from_minute, to_minute, note, created_at';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toTimeBlock(r: BlockRow): TimeBlock {
  if (r.kind === 'once') {
    return {
      kind: 'once',
      startsAt: new Date(r.starts_at as Date),
      endsAt: new Date(r.ends_at as Date),
    };
  }
  return {
    kind: 'weekly',
    weekday: Number(r.weekday),
    from: clockTime(Number(r.from_minute)),
    to: clockTime(Number(r.to_minute)),
  };
}

const toBlock = (r: Row): StoredTimeBlock => ({
  ...toTimeBlock(r),
  id: r.id,
  note: r.note,
  createdAt: new Date(r.created_at),
});

/** Time off in `schedule_blocks` (plain SQL), through the transaction in progress if any. */
@Injectable()
export class TypeormTimeBlockRepository extends TimeBlockRepository {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  async active(since: Date): Promise<TimeBlock[]> {
    const rows: Row[] = await this.uow.manager.query(
      `SELECT ${COLUMNS} FROM schedule_blocks WHERE kind = 'weekly' OR ends_at > $1`,
      [since],
    );
    return rows.map(toBlock);
  }

  async list(page: Page): Promise<{ items: StoredTimeBlock[]; total: number }> {
    const rows: Row[] = await this.uow.manager.query(
      `SELECT ${COLUMNS} FROM schedule_blocks ORDER BY created_at DESC, id LIMIT $1 OFFSET $2`,
      [page.limit, page.offset],
    );
    const count: { n: string }[] = await this.uow.manager.query(
      `SELECT count(*) AS n FROM schedule_blocks`,
    );
    return { items: rows.map(toBlock), total: Number(count[0].n) };
  }

  async insert(block: NewTimeBlock, now: Date, forgetBefore: Date): Promise<StoredTimeBlock> {
    await this.uow.manager.query(
      `DELETE FROM schedule_blocks WHERE kind = 'once' AND ends_at < $1`,
      [forgetBefore],
    );
    const once = block.kind === 'once';
    const rows: Row[] = await this.uow.manager.query(
      `INSERT INTO schedule_blocks
         (kind, starts_at, ends_at, weekday, from_minute, to_minute, note, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
      [
        block.kind,
        once ? block.startsAt : null,
        once ? block.endsAt : null,
        once ? null : block.weekday,
        once ? null : clockMinutes(block.from),
        once ? null : clockMinutes(block.to),
        block.note,
        now,
      ],
    );
    return toBlock(rows[0]);
  }

  async remove(id: string): Promise<boolean> {
    if (!UUID.test(id)) return false;
    const rows: unknown[] = await this.uow.manager.query(
      `DELETE FROM schedule_blocks WHERE id = $1 RETURNING id`,
      [id],
    );
    // TypeORM answers a DELETE ... RETURNING as [rows, count].
    const returned = Array.isArray(rows[0]) ? (rows[0] as unknown[]) : rows;
    return returned.length > 0;
  }

  /** Through lock_time_off_for_appointment (migration 1795741200000): the read comes after the lock. */
  async lockForAppointment(from: Date, to: Date): Promise<TimeBlock[]> {
    const rows: BlockRow[] = await this.uow.manager.query(
      `SELECT kind, starts_at, ends_at, weekday, from_minute, to_minute
         FROM lock_time_off_for_appointment($1, $2)`,
      [from, to],
    );
    return rows.map(toTimeBlock);
  }

  async lockForChange(): Promise<void> {
    await this.uow.manager.query(`SELECT lock_time_off_for_change()`);
  }
}
