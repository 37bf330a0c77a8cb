import { MESSAGES } from '@esthetics/domain';
import { asksRefundChoice, cancelChoices, DEFAULT_CANCEL_CHOICE } from './cancel-choice';

describe('the admin cancel choice', () => {
  it('offers a full refund first, the policy, and credit, with the amount paid', () => {
    expect(cancelChoices(2125)).toEqual([
      { value: 'full', label: MESSAGES.adminCancelFull('$21.25') },
      { value: 'policy', label: MESSAGES.adminCancelPolicy },
      { value: 'credit', label: MESSAGES.adminCancelCredit('$21.25') },
    ]);
  });

  it('defaults to a full refund: the business cancels', () => {
    expect(DEFAULT_CANCEL_CHOICE).toBe('full');
  });

  it('asks only when the deposit was paid online', () => {
    expect(asksRefundChoice({ payment_status: 'paid' })).toBe(true);
    expect(asksRefundChoice({ payment_status: 'unpaid' })).toBe(false);
  });
});
