import { useEffect, useRef } from 'react';
import { queryClient } from '../../api/query-client';
import { withoutToken } from '../../api/request-options';
import { $api } from '../../api/queries';

/**
 * Tells the server once that the client left the checkout of `bookingId` (POST
 * /api/payments/checkout-cancelled), so the e-mail with the payment link goes out. A failure shows
 * nothing: the hold sweep and the booking e-mail still carry the link.
 */
export function useCheckoutCancelled(bookingId: string | null): void {
  const reported = useRef(false);
  const { mutate } = $api.useMutation(
    'post',
    '/api/payments/checkout-cancelled',
    undefined,
    queryClient,
  );
  useEffect(() => {
    if (!bookingId || reported.current) return;
    reported.current = true;
    mutate({ body: { booking_id: bookingId }, ...withoutToken });
  }, [bookingId, mutate]);
}
