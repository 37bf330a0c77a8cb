/** A client account as a new booking sees it: whose it is, and whether its e-mail is proven. */
export interface BookingAccount {
  readonly id: string;
  readonly phone: string;
  /** Whether the client has proven they own the account's e-mail. */
  readonly emailConfirmed: boolean;
}

/**
 * The client accounts a new booking may belong to, read by the bookings module itself: the clients
 * module reads appointments (a client's dashboard), so bookings does not read clients through it.
 */
export abstract class BookingAccounts {
  /** The account with this e-mail, or null. */
  abstract findByEmail(email: string): Promise<BookingAccount | null>;
}
