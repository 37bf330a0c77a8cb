import { CheckoutCancelled } from '../../features/payment/CheckoutCancelled';

/** /booking/cancel: the checkout left before paying. */
export default function BookingCancelPage() {
  return <CheckoutCancelled />;
}
