import { callHref, contactInfo, mailtoHref, statusButtons } from './contact-actions';

describe('row actions', () => {
  it('replies by e-mail with an encoded subject', () => {
    expect(mailtoHref('maya@example.com')).toBe('mailto:maya@example.com');
    expect(mailtoHref('maya@example.com', 'Re: Facials & waxing?')).toBe(
      'mailto:maya@example.com?subject=Re%3A%20Facials%20%26%20waxing%3F',
    );
  });

  it('copies the contact info without empty parts', () => {
    expect(contactInfo({ name: 'Maya Lee', email: 'maya@example.com', phone: '3015550123' })).toBe(
      'Maya Lee, maya@example.com, 3015550123',
    );
    expect(contactInfo({ name: 'Maya Lee', email: 'maya@example.com', phone: null })).toBe(
      'Maya Lee, maya@example.com',
    );
  });

  it('calls the digits', () => {
    expect(callHref('(301) 555-0123')).toBe('tel:3015550123');
  });

  it('offers confirmed, completed and cancelled, the current one disabled', () => {
    expect(statusButtons('confirmed')).toEqual([
      { status: 'confirmed', label: 'Mark confirmed', disabled: true },
      { status: 'completed', label: 'Mark completed', disabled: false },
      { status: 'cancelled', label: 'Mark cancelled', disabled: false },
    ]);
    expect(statusButtons('pending').every((b) => !b.disabled)).toBe(true);
  });
});
