/**
 * Asks for queued mail to go out now rather than at the next mail interval: for mails a person is
 * waiting for (a one-time code). Call it after the transaction that queued them has committed.
 */
export abstract class MailDispatch {
  abstract soon(): void;
}
