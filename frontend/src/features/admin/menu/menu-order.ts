/**
 * The owner's order of a list, changed one step at a time. Services are shown by category, so a
 * service moves past the next one of its own category (the others keep their places).
 */

/**
 * The ids in their new order after moving `id` one place up (-1) or down (+1) among the items
 * `together` groups with it; null when it is already first or last there.
 */
export function movedOrder<T extends { id: string }>(
  items: readonly T[],
  id: string,
  step: -1 | 1,
  together: (a: T, b: T) => boolean = () => true,
): string[] | null {
  const at = items.findIndex((item) => item.id === id);
  if (at < 0) return null;
  let other = at + step;
  while (other >= 0 && other < items.length && !together(items[at], items[other])) other += step;
  if (other < 0 || other >= items.length) return null;
  const ids = items.map((item) => item.id);
  [ids[at], ids[other]] = [ids[other], ids[at]];
  return ids;
}

/** Items grouped by a key, the groups in the order their first item comes, each in list order. */
export function groupedBy<T, K>(items: readonly T[], key: (item: T) => K): [K, T[]][] {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    groups.set(k, [...(groups.get(k) ?? []), item]);
  }
  return [...groups.entries()];
}
