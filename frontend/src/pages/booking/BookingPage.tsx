import { BookingFlow } from '../../features/booking/BookingFlow';

/** /booking: the booking form, its summary and its dialogs. */
export default function BookingPage() {
  return <BookingFlow />;
}
