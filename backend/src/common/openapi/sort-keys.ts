/**
 * The value with every object's keys in sorted order (arrays keep theirs): the OpenAPI document is
 * written and served this way, so that the committed file diffs cleanly and the served one is the
 * same bytes.
 */
export function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}
