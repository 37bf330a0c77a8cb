import { MESSAGES } from '../messages';
import { SEED_CATALOG } from './data';
import { MENU_ID_MAX, MENU_KINDS, menuItemId, menuList, validateMenuOrder } from './menu-items';

describe('menuItemId', () => {
  it.each([
    ['Gold Facial', [], 'gold-facial'],
    ['  Éclat Crème — Visage!  ', [], 'eclat-creme-visage'],
    ['Gold Facial', ['gold-facial'], 'gold-facial-2'],
    ['Gold Facial', ['gold-facial', 'gold-facial-2'], 'gold-facial-3'],
    ['!!!', [], 'item'],
    ['Order', [], 'order-2'],
    ['Classic European Facial', ['classic-european-facial'], 'classic-european-facial-2'],
  ])('names %p, with %p taken, %p', (name, taken, id) => {
    expect(menuItemId(name, taken)).toBe(id);
  });

  it('keeps an id within the length appointments store', () => {
    const id = menuItemId('Very long name '.repeat(10), []);
    expect(id.length).toBeLessThanOrEqual(MENU_ID_MAX);
    expect(id).not.toMatch(/-$/);
    expect(menuItemId('Very long name '.repeat(10), [id]).length).toBeLessThanOrEqual(MENU_ID_MAX);
  });
});

describe('validateMenuOrder', () => {
  const ids = ['a', 'b', 'c'];

  it('takes every id once, in the new order', () => {
    expect(validateMenuOrder({ ids: ['c', 'a', 'b'] }, ids)).toEqual({
      ok: true,
      value: ['c', 'a', 'b'],
    });
  });

  it.each([
    [{ ids: ['a', 'b'] }],
    [{ ids: ['a', 'b', 'b'] }],
    [{ ids: ['a', 'b', 'c', 'd'] }],
    [{ ids: ['a', 'b', 'x'] }],
    [{ ids: 'a,b,c' }],
    [{}],
    [null],
  ])('refuses %p', (body) => {
    expect(validateMenuOrder(body, ids)).toEqual({
      ok: false,
      code: 'menuOrderInvalid',
      message: MESSAGES.menuOrderInvalid,
      field: 'ids',
    });
  });
});

describe('menuList', () => {
  it("answers the catalogue's list of each kind", () => {
    expect(MENU_KINDS.map((kind) => menuList(SEED_CATALOG, kind).length)).toEqual([
      SEED_CATALOG.services.length,
      SEED_CATALOG.addOns.length,
      SEED_CATALOG.bookingPackages.length,
      SEED_CATALOG.corporatePackages.length,
    ]);
  });
});
