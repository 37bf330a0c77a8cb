/** A page of a list read by offset: "1–20 of 45", and the offsets of the pages before and after. */
export interface OffsetPage {
  readonly label: string;
  readonly previous: number | null;
  readonly next: number | null;
}

/** The page that starts at `offset` and shows `shown` of `total` rows, `size` a page. */
export function offsetPage(offset: number, shown: number, total: number, size: number): OffsetPage {
  return {
    label: total === 0 ? '' : `${offset + 1}–${offset + shown} of ${total}`,
    previous: offset > 0 ? Math.max(0, offset - size) : null,
    next: offset + shown < total ? offset + size : null,
  };
}
