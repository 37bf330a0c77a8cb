import {
  APPOINTMENT_STATUSES,
  AppointmentState,
  blocksSlot,
  isHoldExpired,
  PAYMENT_STATUSES,
} from '@esthetics/domain';
import { blocksSlotSql, holdExpiredSql } from '../../src/bookings/adapters/appointment.sql';
import { useTestApp } from '../support/harness';
import { TEST_NOW } from '../support/test-app';

/** Every state an appointment row can be in, with its hold before, at and after `now`, or none. */
function everyState(now: Date): AppointmentState[] {
  const holds = [null, -60_000, -1, 0, 1, 60_000].map((d) =>
    d === null ? null : new Date(now.getTime() + d),
  );
  return APPOINTMENT_STATUSES.flatMap((status) =>
    PAYMENT_STATUSES.flatMap((paymentStatus) =>
      holds.map((holdExpiresAt) => ({ status, paymentStatus, holdExpiresAt })),
    ),
  );
}

describe('the slot rule in SQL', () => {
  const t = useTestApp({ admin: false });

  it("answers as the domain's blocksSlot and isHoldExpired for every state", async () => {
    const states = everyState(TEST_NOW);
    const values = states
      .map(
        (_, i) =>
          `(${i}, $${3 * i + 2}::varchar, $${3 * i + 3}::varchar, $${3 * i + 4}::timestamptz)`,
      )
      .join(', ');
    const rows = await t.query<{ blocks: boolean; expired: boolean }>(
      `SELECT ${blocksSlotSql('a', '$1::timestamptz')} AS blocks,
              ${holdExpiredSql('a', '$1::timestamptz')} AS expired
         FROM (VALUES ${values}) AS a(i, status, payment_status, hold_expires_at)
        ORDER BY a.i`,
      [TEST_NOW, ...states.flatMap((s) => [s.status, s.paymentStatus, s.holdExpiresAt])],
    );
    expect(rows).toHaveLength(states.length);
    const answers = states.map((s, i) => ({ state: s, sql: rows[i] }));
    for (const { state, sql } of answers) {
      expect({ state, blocks: sql.blocks, expired: sql.expired }).toEqual({
        state,
        blocks: blocksSlot(state, TEST_NOW),
        expired: isHoldExpired(state, TEST_NOW),
      });
    }
    // The matrix holds both answers of each rule.
    expect(new Set(answers.map((a) => a.sql.blocks))).toEqual(new Set([true, false]));
    expect(new Set(answers.map((a) => a.sql.expired))).toEqual(new Set([true, false]));
  });
});
