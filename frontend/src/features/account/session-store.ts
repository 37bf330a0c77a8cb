/**
 * A signed-in area's session as the browser keeps it: one JSON record in local storage under the
 * area's key. A record that cannot be read is removed and the reason logged. Framework-free so it is
 * tested without a browser.
 */
export type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null;

/** The record under `key` as `parse` accepts it, or null; one it refuses is removed (and logged). */
export function readStored<T>(
  storage: Store,
  key: string,
  parse: (value: unknown) => T | null,
  what: string,
): T | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    const value = parse(JSON.parse(raw));
    if (value !== null) return value;
    console.error(`Removed an unreadable ${what} record`);
  } catch (e) {
    console.error(`Removed an unparsable ${what} record`, e);
  }
  storage.removeItem(key);
  return null;
}

export function writeStored(storage: Store, key: string, value: unknown): void {
  storage.setItem(key, JSON.stringify(value));
}
