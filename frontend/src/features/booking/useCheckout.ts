import { queryClient } from '../../api/query-client';
import { withoutToken } from '../../api/request-options';
import { checkoutFailed, checkoutOpened } from './booking-api';
import { $api } from '../../api/queries';

/**
 * Opening the hosted checkout of a booking's deposit (POST /api/payments/create-session), a mutation.
 * `start` goes to the checkout when it opens (after `beforeLeaving`); `paying` holds from the click
 * until the page is gone (the button stays disabled meanwhile), `error` says why it did not open.
 * `reset` makes it usable again (the page came back from the browser's page cache).
 */
export function useCheckout() {
  const mutation = $api.useMutation('post', '/api/payments/create-session', undefined, queryClient);
  const outcome = mutation.isSuccess
    ? checkoutOpened(mutation.data)
    : mutation.isError
      ? checkoutFailed(mutation.error)
      : null;

  const start = async (bookingId: string, beforeLeaving?: () => void) => {
    const opened = await mutation
      .mutateAsync({
        body: { booking_id: bookingId, origin_url: window.location.origin },
        ...withoutToken,
      })
      .then(checkoutOpened, checkoutFailed);
    if (!opened.ok) return;
    beforeLeaving?.();
    window.location.assign(opened.checkoutUrl);
  };

  return {
    start,
    paying: mutation.isPending || outcome?.ok === true,
    error: outcome && !outcome.ok ? outcome.message : null,
    reset: mutation.reset,
  };
}
