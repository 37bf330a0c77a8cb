import { groupFees, type Fee } from './fees';

const fee = (id: string, state: string): Fee =>
  ({ id, state, amount_cents: 2125, countdown_ms: 0 }) as Fee;

describe('groupFees', () => {
  it('puts pending and due fees apart, and the rest newest first', () => {
    const groups = groupFees([
      fee('a', 'charged'),
      fee('b', 'pending'),
      fee('c', 'due'),
      fee('d', 'waived'),
      fee('e', 'pending'),
    ]);
    expect(groups.pending.map((f) => f.id)).toEqual(['b', 'e']);
    expect(groups.due.map((f) => f.id)).toEqual(['c']);
    expect(groups.history.map((f) => f.id)).toEqual(['d', 'a']);
  });
});
