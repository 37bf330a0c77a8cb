import { MESSAGES } from '@esthetics/domain';
import { ApiError } from '../../api/errors';
import {
  appointmentView,
  canPayDeposit,
  depositLabel,
  depositState,
  icsFileName,
  paymentSetupMessage,
  splitAppointments,
  type Appointment,
} from './appointments';

const NOW = new Date('2026-12-01T15:00:00Z'); // 10:00 AM in New York

function appointment(over: Partial<Appointment> = {}): Appointment {
  return {
    id: 'a1',
    client_id: 'c1',
    client_first_name: 'Maya',
    client_last_name: 'Lee',
    client_email: 'maya@example.com',
    client_phone: '3015550123',
    services: ['Classic European Facial'],
    service_ids: ['classic-european-facial'],
    service_type: 'Classic European Facial',
    add_ons: [],
    package_id: null,
    group_size: 1,
    appointment_date: '2026-12-03',
    appointment_time: '10:00',
    starts_at: '2026-12-03T15:00:00.000Z',
    ends_at: '2026-12-03T16:00:00.000Z',
    total_price: 85,
    total_price_cents: 8500,
    deposit_amount: 21.25,
    deposit_cents: 2125,
    total_duration: 60,
    service_location: 'clinic',
    mobile_address: null,
    company_name: null,
    notes: null,
    status: 'pending',
    payment_status: 'unpaid',
    hold_expires_at: '2026-12-02T15:00:00.000Z',
    cancellation_reason: null,
    created_at: '2026-12-01T15:00:00.000Z',
    ...over,
  };
}

describe('splitAppointments', () => {
  it('lists upcoming soonest first, then past most recent first', () => {
    const at = (id: string, starts_at: string) => appointment({ id, starts_at });
    const { upcoming, past } = splitAppointments(
      [
        at('later', '2026-12-20T15:00:00Z'),
        at('long-ago', '2026-01-05T15:00:00Z'),
        at('soon', '2026-12-02T15:00:00Z'),
        at('recent', '2026-11-30T15:00:00Z'),
        at('now', NOW.toISOString()),
      ],
      NOW,
    );
    expect(upcoming.map((a) => a.id)).toEqual(['now', 'soon', 'later']);
    expect(past.map((a) => a.id)).toEqual(['recent', 'long-ago']);
  });
});

describe('depositState', () => {
  it('is paid once paid, whatever the status', () => {
    expect(depositState(appointment({ payment_status: 'paid', status: 'confirmed' }), NOW)).toEqual(
      { kind: 'paid', amount: '$21.25' },
    );
  });

  it('is not needed for a cancelled or completed booking', () => {
    expect(depositState(appointment({ status: 'cancelled' }), NOW)).toEqual({
      kind: 'not-needed',
    });
    expect(depositState(appointment({ status: 'completed' }), NOW)).toEqual({
      kind: 'not-needed',
    });
  });

  it('is due and payable online while a pending booking is held', () => {
    const a = appointment();
    expect(depositState(a, NOW)).toEqual({
      kind: 'due',
      amount: '$21.25',
      payableUntil: new Date('2026-12-02T15:00:00.000Z'),
    });
    expect(canPayDeposit(a, NOW)).toBe(true);
  });

  it('is due but no longer payable online once the hold has ended, or when not pending', () => {
    const ended = appointment({ hold_expires_at: '2026-12-01T14:59:59.000Z' });
    expect(depositState(ended, NOW)).toMatchObject({ kind: 'due', payableUntil: null });
    expect(canPayDeposit(ended, NOW)).toBe(false);
    expect(canPayDeposit(appointment({ hold_expires_at: null }), NOW)).toBe(false);
    expect(canPayDeposit(appointment({ status: 'confirmed' }), NOW)).toBe(false);
  });
});

describe('appointmentView', () => {
  it('shows services, time in the business zone, place, total, status and deposit', () => {
    expect(appointmentView(appointment(), NOW, 'America/New_York')).toEqual({
      id: 'a1',
      title: 'Classic European Facial',
      when: 'Thursday, December 3, 2026 at 10:00 AM EST',
      where: 'At our clinic',
      address: null,
      total: '$85.00',
      status: 'Pending',
      statusKey: 'pending',
      deposit: { kind: 'due', amount: '$21.25', payableUntil: new Date('2026-12-02T15:00:00Z') },
    });
  });

  it('names every service, and the address and company of a corporate booking', () => {
    const view = appointmentView(
      appointment({
        services: ['Wellness Day', 'Executive'],
        service_location: 'corporate',
        company_name: 'Acme',
        mobile_address: '1 Main St, Baltimore',
      }),
      NOW,
      'America/New_York',
    );
    expect(view.title).toBe('Wellness Day, Executive');
    expect(view.where).toBe('At your company (corporate): Acme');
    expect(view.address).toBe('1 Main St, Baltimore');
  });
});

describe('paymentSetupMessage', () => {
  it("gives the server's reason, or asks to try later, or to contact us when nothing answered", () => {
    expect(paymentSetupMessage(new ApiError(409, 'Hold ended'))).toBe(
      MESSAGES.paymentSetupFailed('Hold ended'),
    );
    expect(paymentSetupMessage(new ApiError(502, ''))).toBe(MESSAGES.paymentSetupFailed());
    expect(paymentSetupMessage(new TypeError('Failed to fetch'))).toBe(
      MESSAGES.paymentSetupException,
    );
  });
});

it('names the calendar file after the date and time', () => {
  expect(icsFileName(appointment())).toBe('appointment-2026-12-03-1000.ics');
});

describe('depositLabel', () => {
  it('words the deposit the same in the client area and the console', () => {
    expect(depositLabel({ kind: 'paid', amount: '$21.25' })).toBe('Paid ($21.25)');
    expect(depositLabel({ kind: 'due', amount: '$21.25', payableUntil: null })).toBe('Due: $21.25');
    expect(depositLabel({ kind: 'not-needed' })).toBe('Not needed');
  });
});
