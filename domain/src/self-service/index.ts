/**
 * Self-service under the cancellation policy (docs/cancellations.md): what a client may do with their own appointment
 * (cancel, move) and what it costs, and the admin's move and no-show. Pure decisions from the
 * appointment, the money paid and the clock; the backend applies them, the browser shows their
 * messages. Each answers like a form check: `{ ok: true, value }` or a failure with a catalogue `code`.
 */
export * from './terms';
export * from './cancellation';
export * from './cancellation-outcome';
export * from './reschedule';
export * from './no-show';
export * from './options';
