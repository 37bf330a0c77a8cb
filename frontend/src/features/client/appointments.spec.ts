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
} from './appointments';
import { anAppointment } from './appointment.fixture';

const NOW = new Date('2026-12-01T15:00:00Z'); // 10:00 AM in New York

const appointment = anAppointment;

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
