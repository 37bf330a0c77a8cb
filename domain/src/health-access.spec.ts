import { checkHealthCode, maskEmail, MESSAGES } from './index';

describe('checkHealthCode', () => {
  it.each([
    ['123456', '123456'],
    [' 123 456 ', '123456'],
    ['123-456', '123456'],
  ])('accepts %j as %j', (raw, value) => {
    expect(checkHealthCode(raw)).toEqual({ ok: true, value });
  });

  it.each([[''], ['12345'], ['1234567'], ['12a456'], [123456], [null], [undefined]])(
    'refuses %j with the format message on the code field',
    (raw) => {
      expect(checkHealthCode(raw)).toEqual({
        ok: false,
        code: 'healthCodeFormat',
        message: MESSAGES.healthCodeFormat,
        field: 'code',
      });
    },
  );
});

describe('maskEmail', () => {
  it.each([
    ['maya.reed@example.com', 'm***d@example.com'],
    ['ab@example.com', 'a***@example.com'],
    ['a@example.com', 'a***@example.com'],
    ['nobody', '***'],
  ])('masks %j as %j', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});
