import {
  canonicalJson,
  isStoredStatus,
  isValidIdempotencyKey,
  requestHash,
} from './idempotency-key';

describe('idempotency keys', () => {
  it('accepts UUIDs and long token-safe keys, refuses short, long or odd ones', () => {
    expect(isValidIdempotencyKey('0b0e8c8e-5f6a-4b8e-9a57-6f3c1c2d9e10')).toBe(true);
    expect(isValidIdempotencyKey('order_2026:booking.1234')).toBe(true);
    expect(isValidIdempotencyKey('short-key-15chr')).toBe(false);
    expect(isValidIdempotencyKey('x'.repeat(256))).toBe(false);
    expect(isValidIdempotencyKey('a key with spaces in it')).toBe(false);
    expect(isValidIdempotencyKey('ключ-ключ-ключ-ключ')).toBe(false);
  });

  it('hashes the same body in any key order alike, and another body otherwise', () => {
    expect(canonicalJson({ b: [1, { d: 2, c: null }], a: 'x' })).toBe(
      '{"a":"x","b":[1,{"c":null,"d":2}]}',
    );
    expect(requestHash({ a: 1, b: 2 })).toBe(requestHash({ b: 2, a: 1 }));
    expect(requestHash({ a: 1 })).not.toBe(requestHash({ a: '1' }));
    expect(requestHash(undefined)).toBe(requestHash(null));
  });

  it('keeps 2xx and 4xx answers except 429; a 5xx frees the key', () => {
    expect([200, 201, 400, 404, 409, 422].every(isStoredStatus)).toBe(true);
    expect([429, 500, 502, 503].some(isStoredStatus)).toBe(false);
  });
});
