/**
 * The section a reader is in: the first, in page order, of those crossing the reading band below
 * the sticky bars; while none crosses it (between two sections, or in one the bar does not list)
 * the previous answer stands.
 */
export function currentSection(
  order: readonly string[],
  inBand: ReadonlySet<string>,
  previous: string | null,
): string | null {
  return order.find((id) => inBand.has(id)) ?? previous;
}
