import {
  beforeCheck,
  initialPaymentResultState,
  PAYMENT_POLL_INTERVAL_MS,
  paymentResultReducer,
  type PaymentResultEvent,
  type PaymentResultState,
} from '@esthetics/domain';
import { useEffect, useReducer, useRef } from 'react';
import { FRESH_READ, queryClient } from '../../api/query-client';
import { withoutToken } from '../../api/request-options';
import { $api } from '../../api/queries';
import { paymentCheckEvent } from './check-payment';

type Event = PaymentResultEvent | { readonly type: 'before_check' };

const reducer = (state: PaymentResultState, event: Event): PaymentResultState =>
  event.type === 'before_check' ? beforeCheck(state) : paymentResultReducer(state, event);

/**
 * The success page's state: the domain's payment-result state machine decides when to check the
 * session's status (up to 5 times, 2 seconds apart) and what each answer means; each check is a
 * refetch of the status query, which never reads on its own.
 */
export function usePaymentResult(sessionId: string | null): PaymentResultState {
  const [state, dispatch] = useReducer(reducer, initialPaymentResultState);
  const started = useRef(false);
  const { refetch } = $api.useQuery(
    'get',
    '/api/payments/status/{sessionId}',
    { params: { path: { sessionId: state.sessionId ?? '' } }, ...withoutToken },
    { enabled: false, ...FRESH_READ },
    queryClient,
  );

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    dispatch({ type: 'start', sessionId });
  }, [sessionId]);

  useEffect(() => {
    if (state.next === 'stop' || !state.sessionId) return undefined;
    let cancelled = false;
    const timer = setTimeout(
      async () => {
        if (beforeCheck(state).phase !== 'checking') return dispatch({ type: 'before_check' });
        const event = paymentCheckEvent(await refetch());
        if (!cancelled) dispatch(event);
      },
      state.next === 'wait_then_check' ? PAYMENT_POLL_INTERVAL_MS : 0,
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [state, refetch]);

  return state;
}
