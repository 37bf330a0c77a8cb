import type { OffsetPage } from './offset-page';

/** The way to the page before and after (nothing when the list fits on one page). */
export function OffsetPager({
  page,
  onOffset,
  label,
  className,
  previous,
  next,
}: {
  page: OffsetPage;
  onOffset: (offset: number) => void;
  /** The navigation's accessible name ("Pages of sessions"). */
  label: string;
  className: string;
  /** The buttons' words ("Previous", "Newer"). */
  previous: string;
  next: string;
}) {
  if (page.previous === null && page.next === null) return null;
  return (
    <nav className={`btn-row ${className}`} aria-label={label}>
      <button
        type="button"
        className="btn btn--ghost btn--small"
        disabled={page.previous === null}
        onClick={() => page.previous !== null && onOffset(page.previous)}
      >
        {previous}
      </button>
      <span>{page.label}</span>
      <button
        type="button"
        className="btn btn--ghost btn--small"
        disabled={page.next === null}
        onClick={() => page.next !== null && onOffset(page.next)}
      >
        {next}
      </button>
    </nav>
  );
}
