import { groupedBy, movedOrder } from './menu-order';

const items = [
  { id: 'a', group: 1 },
  { id: 'b', group: 2 },
  { id: 'c', group: 1 },
  { id: 'd', group: 2 },
];
const sameGroup = (x: { group: number }, y: { group: number }) => x.group === y.group;

describe('moving an item one place', () => {
  it('swaps it with its neighbour', () => {
    expect(movedOrder(items, 'b', -1)).toEqual(['b', 'a', 'c', 'd']);
    expect(movedOrder(items, 'b', 1)).toEqual(['a', 'c', 'b', 'd']);
  });

  it('within its group, the others keeping their places', () => {
    expect(movedOrder(items, 'c', -1, sameGroup)).toEqual(['c', 'b', 'a', 'd']);
    expect(movedOrder(items, 'b', 1, sameGroup)).toEqual(['a', 'd', 'c', 'b']);
  });

  it('is nothing at the ends or for an unknown id', () => {
    expect(movedOrder(items, 'a', -1)).toBeNull();
    expect(movedOrder(items, 'd', 1)).toBeNull();
    expect(movedOrder(items, 'a', -1, sameGroup)).toBeNull();
    expect(movedOrder(items, 'c', 1, sameGroup)).toBeNull();
    expect(movedOrder(items, 'z', 1)).toBeNull();
  });
});

describe('grouping', () => {
  it('keeps the groups in the order of their first item, and the list order within', () => {
    expect(groupedBy(items, (i) => i.group)).toEqual([
      [1, [items[0], items[2]]],
      [2, [items[1], items[3]]],
    ]);
  });
});
