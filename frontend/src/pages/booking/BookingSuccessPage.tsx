import { PaymentResult } from '../../features/payment/PaymentResult';

/** /booking/success: what the checkout came back with. */
export default function BookingSuccessPage() {
  return <PaymentResult />;
}
