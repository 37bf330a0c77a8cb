import { INBOX_STATUS_LABELS, INBOX_STATUSES, isInboxStatus } from './inbox';

describe('inbox statuses', () => {
  it('are new, read, replied and archived, each with a label', () => {
    expect(INBOX_STATUSES).toEqual(['new', 'read', 'replied', 'archived']);
    expect(Object.keys(INBOX_STATUS_LABELS)).toEqual([...INBOX_STATUSES]);
  });

  it.each([
    ['new', true],
    ['archived', true],
    ['deleted', false],
    ['', false],
    [null, false],
    [3, false],
  ])('isInboxStatus(%p) is %p', (value, expected) => {
    expect(isInboxStatus(value)).toBe(expected);
  });
});
