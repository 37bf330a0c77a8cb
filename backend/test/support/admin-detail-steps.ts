/** The health form a client fills in the admin detail specs, and the shape of an appointment's detail. */

export const HEALTH_FORM = {
  skin_type: 'Dry',
  skin_concerns: ['Redness'],
  allergies: 'latex',
  medications: '',
  pregnant_or_nursing: false,
  sun_exposure: 'Low',
};

export interface Detail {
  appointment: { id: string; status: string; total_price_cents: number; deposit_cents: number };
  price: {
    services: { id: string; amount_cents: number; persons: number }[];
    add_ons: { id: string }[];
    package: { id: string; name: string; amount_cents: number } | null;
    total_cents: number;
    deposit_cents: number;
    balance_cents: number;
    duration_minutes: number;
  };
  payment: {
    deposit_paid: boolean;
    paid_at: string | null;
    amount_paid_cents: number;
    balance_due_cents: number;
    refund_due: boolean;
    refund_due_cents: number;
    cancellation: { kind: string; refund_cents: number } | null;
    sessions: { id: string; status: string; payment_status: string; amount_cents: number }[];
  };
  emails: { kind: string; appointment_id: string; to: string[]; status: string }[];
  consultation: { client_id: string; skin_type: string } | null;
}
