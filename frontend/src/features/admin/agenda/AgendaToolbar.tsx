import { PressedGroup } from '../../../components/PressedGroup';
import { AGENDA_VIEWS, shiftPlace, showsToday, type AgendaPlace, type AgendaRange } from './agenda';
import { Legend } from './AgendaViews';

/** The agenda's title, the way to the previous or next day or week and back to today, and the view. */
export function AgendaToolbar({
  place,
  range,
  today,
  go,
}: {
  place: AgendaPlace;
  range: AgendaRange;
  today: string;
  go: (next: AgendaPlace) => void;
}) {
  const week = place.view === 'week';
  const unit = week ? 'week' : 'day';
  return (
    <div className="agenda-toolbar">
      <h2 className="agenda-title" aria-live="polite">
        <span className="visually-hidden">Agenda: </span>
        {range.title}
      </h2>
      <div className="agenda-nav" role="group" aria-label="Dates">
        <button
          type="button"
          className="btn btn--ghost btn--small"
          onClick={() => go(shiftPlace(place, -1))}
        >
          <span aria-hidden="true">←</span>
          <span>
            Previous<span className="phone-hidden"> {unit}</span>
          </span>
        </button>
        <button
          type="button"
          className="btn btn--ghost btn--small"
          disabled={place.date === today || (week && showsToday(range, today))}
          onClick={() => go({ ...place, date: today })}
        >
          Today
        </button>
        <button
          type="button"
          className="btn btn--ghost btn--small"
          onClick={() => go(shiftPlace(place, 1))}
        >
          <span>
            Next<span className="phone-hidden"> {unit}</span>
          </span>
          <span aria-hidden="true">→</span>
        </button>
      </div>
      <PressedGroup
        className="segmented"
        buttonClassName="segmented-option"
        label="View"
        options={AGENDA_VIEWS}
        pressed={place.view}
        onPress={(view) => go({ ...place, view })}
      />
    </div>
  );
}

/** The legend, and whether cancelled appointments are shown (struck out). */
export function AgendaKeys({
  showCancelled,
  onShowCancelled,
}: {
  showCancelled: boolean;
  onShowCancelled: (show: boolean) => void;
}) {
  return (
    <div className="agenda-keys">
      <Legend />
      <label className="toggle">
        <input
          type="checkbox"
          checked={showCancelled}
          onChange={(e) => onShowCancelled(e.target.checked)}
        />
        Show cancelled
      </label>
    </div>
  );
}
