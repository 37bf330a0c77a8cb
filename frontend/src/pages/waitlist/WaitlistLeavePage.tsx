import { WaitlistLeave } from '../../features/waitlist/WaitlistLeave';

/** /waitlist/leave: leaving the waitlist from its e-mail. */
export default function WaitlistLeavePage() {
  return <WaitlistLeave />;
}
