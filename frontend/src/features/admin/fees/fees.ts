import { feeCountdownText } from '@esthetics/domain';
import { useEffect, useState } from 'react';
import type { Schemas } from '../../../api/client';

export type Fee = Schemas['FeeDto'];

export const FEES_PATH = '/api/admin/fees';

/** The fees the console groups apart: waiting for their charge, due by link, and the rest. */
export function groupFees(fees: readonly Fee[]) {
  return {
    pending: fees.filter((f) => f.state === 'pending'),
    due: fees.filter((f) => f.state === 'due'),
    history: fees.filter((f) => f.state !== 'pending' && f.state !== 'due').reverse(),
  };
}

/**
 * The countdown of a pending fee, ticking every second: from `countdown_ms` as the server counted it
 * when the list was read (its clock decides, not the browser's), less the time since.
 */
export function useCountdown(fee: Fee, readAt: number): string {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (fee.state !== 'pending') return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [fee.state]);
  return feeCountdownText(fee.countdown_ms - (now - readAt));
}
