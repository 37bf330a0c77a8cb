/** The booking form's request for one classic European facial, without e-mail, phone, date and time. */
export function facialBooking(): Record<string, unknown>;
