/**
 * The section a reader is in: the last, in page order, of those crossing the reading band below the
 * sticky bars (a section just above only touches the band's top edge after a jump, and a section
 * whose title has come up into the band is the one being started); while none crosses it (in a
 * section the bar does not list) the previous answer stands.
 */
export function currentSection(
  order: readonly string[],
  inBand: ReadonlySet<string>,
  previous: string | null,
): string | null {
  return [...order].reverse().find((id) => inBand.has(id)) ?? previous;
}
