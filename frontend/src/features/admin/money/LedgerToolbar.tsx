import { MESSAGES } from '@esthetics/domain';
import { useState } from 'react';
import { api, bearer } from '../../../api/client';
import { BusyButton } from '../../../components/BusyButton';
import { FormNotice, type Notice } from '../../../components/FormNotice';
import { PressedGroup } from '../../../components/PressedGroup';
import { saveFile } from '../../privacy/download';
import {
  currentLabel,
  holdsToday,
  LEDGER_PERIODS,
  ledgerFileName,
  ledgerRange,
  ledgerTitle,
  shiftLedgerPlace,
  type LedgerPlace,
} from './ledger-period';

/**
 * The accountant's export of the period: the route needs the owner's token, so the file is read as a
 * blob and saved, not linked.
 */
function ExportButton({ place, token }: { place: LedgerPlace; token: string }) {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const exportCsv = async () => {
    setBusy(true);
    setNotice(null);
    try {
      const { data, response } = await api.GET('/api/admin/money/ledger.csv', {
        params: { query: ledgerRange(place) },
        headers: bearer(token),
        parseAs: 'blob',
      });
      if (!response.ok || !data) throw new Error(MESSAGES.moneyExportFailed);
      const name = ledgerFileName(place);
      saveFile(data as Blob, name);
      setNotice({ kind: 'success', text: MESSAGES.moneyExported(name) });
    } catch {
      setNotice({ kind: 'error', text: MESSAGES.moneyExportFailed });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <BusyButton
        type="button"
        className="btn btn--ghost btn--small ledger-export"
        busy={busy && 'Exporting…'}
        onClick={() => void exportCsv()}
      >
        Export CSV
      </BusyButton>
      <div className="ledger-export-notice">
        <FormNotice notice={notice} />
      </div>
    </>
  );
}

/** The period's name, the way to the one before or after and back to today's, the switch, the export. */
export function LedgerToolbar({
  place,
  today,
  go,
  token,
}: {
  place: LedgerPlace;
  today: string;
  go: (next: LedgerPlace) => void;
  token: string;
}) {
  const unit = place.period;
  return (
    <header className="ledger-toolbar">
      <div className="ledger-heading">
        <h3 id="ledger-title">Ledger</h3>
        <p className="money-dates" aria-live="polite" data-testid="ledger-period">
          {ledgerTitle(place)}
        </p>
      </div>
      <PressedGroup
        className="segmented ledger-periods"
        buttonClassName="segmented-option"
        label="Period"
        options={LEDGER_PERIODS}
        pressed={place.period}
        onPress={(period) => go({ period, date: place.date })}
      />
      <div className="ledger-nav" role="group" aria-label="Dates">
        <button
          type="button"
          className="btn btn--ghost btn--small"
          aria-label={`Previous ${unit}`}
          onClick={() => go(shiftLedgerPlace(place, -1))}
        >
          <span aria-hidden="true">←</span>
        </button>
        <button
          type="button"
          className="btn btn--ghost btn--small"
          disabled={holdsToday(place, today)}
          onClick={() => go({ ...place, date: today })}
        >
          {currentLabel(place.period)}
        </button>
        <button
          type="button"
          className="btn btn--ghost btn--small"
          aria-label={`Next ${unit}`}
          onClick={() => go(shiftLedgerPlace(place, 1))}
        >
          <span aria-hidden="true">→</span>
        </button>
      </div>
      <ExportButton place={place} token={token} />
    </header>
  );
}
