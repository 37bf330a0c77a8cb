import { feeStateLabel, formatCents, type FeeState } from '@esthetics/domain';
import { useState } from 'react';
import { $api } from '../../../api/queries';
import { FormNotice, type Notice } from '../../../components/FormNotice';
import { useAdminQuery } from '../useAdminQuery';
import { FEES_PATH, useCountdown, type Fee } from './fees';
import { WaiveFeeButton } from './WaiveFeeDialog';

function FeeLine({ fee, readAt }: { fee: Fee; readAt: number }) {
  const [notice, setNotice] = useState<Notice>(null);
  const countdown = useCountdown(fee, readAt);
  const state = fee.state as FeeState;
  return (
    <div className="appointment-fee" data-testid="appointment-fee">
      <FormNotice notice={notice} />
      <dl className="summary-lines">
        <div>
          <dt>{fee.reason_label} fee</dt>
          <dd>{formatCents(fee.amount_cents)}</dd>
        </div>
        <div>
          <dt>State</dt>
          <dd>{state === 'pending' ? countdown : feeStateLabel(state)}</dd>
        </div>
      </dl>
      {state !== 'waived' && state !== 'refunded' && (
        <div className="btn-row">
          <WaiveFeeButton fee={fee} onDone={(text) => setNotice({ kind: 'success', text })} />
        </div>
      )}
    </div>
  );
}

/** The appointment's fee (a late cancellation, a no-show) with its Waive, when it has one. */
export function AppointmentFee({ appointmentId }: { appointmentId: string }) {
  const fees = useAdminQuery((auth) =>
    $api.queryOptions('get', FEES_PATH, {
      params: { query: { appointment_id: appointmentId } },
      ...auth,
    }),
  );
  const fee = fees.data?.fees[0];
  if (!fee) return null;
  return <FeeLine fee={fee} readAt={fees.dataUpdatedAt} />;
}
