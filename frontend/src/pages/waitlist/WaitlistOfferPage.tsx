import { WaitlistOffer } from '../../features/waitlist/WaitlistOffer';

/** /waitlist/offer: a time offered to the waitlist, to claim or let go. */
export default function WaitlistOfferPage() {
  return <WaitlistOffer />;
}
