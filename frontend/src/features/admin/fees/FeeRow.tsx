import { feeStateLabel, formatCents, type FeeState } from '@esthetics/domain';
import { Link } from 'react-router-dom';
import { useCountdown, type Fee } from './fees';
import { WaiveFeeButton } from './WaiveFeeDialog';

/** One fee: its client and appointment, reason, amount, state (a live countdown while pending). */
export function FeeRow({
  fee,
  readAt,
  onDone,
}: {
  fee: Fee;
  readAt: number;
  onDone: (message: string) => void;
}) {
  const countdown = useCountdown(fee, readAt);
  const state = fee.state as FeeState;
  const waivable = state !== 'waived' && state !== 'refunded';
  return (
    <li className="fee-row" data-testid={`fee-${fee.id}`}>
      <div className="fee-who">
        <Link to={`/admin/appointments/${fee.appointment_id}`}>{fee.client_name}</Link>
        <span className="fee-when">
          {fee.appointment_date} {fee.appointment_time} · {fee.reason_label}
        </span>
      </div>
      <strong className="fee-amount">{formatCents(fee.amount_cents)}</strong>
      <span className={`fee-state fee-state--${state}`}>
        {state === 'pending' ? (
          <span role="timer" aria-live="off">
            {countdown}
          </span>
        ) : (
          feeStateLabel(state)
        )}
        {state === 'due' && fee.pay_url && (
          <>
            {' '}
            <a href={fee.pay_url} target="_blank" rel="noreferrer">
              Pay link
            </a>
          </>
        )}
      </span>
      {waivable && <WaiveFeeButton fee={fee} onDone={onDone} />}
    </li>
  );
}
