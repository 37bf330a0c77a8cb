import { hashHealthCode, healthCodeMatches, newHealthCode, newSalt } from './health-code';

describe('health codes', () => {
  it('are six digits, leading zeros kept, and vary', () => {
    const codes = Array.from({ length: 200 }, newHealthCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it('are kept as a salted, keyed hash that only the right code, salt and secret match', () => {
    const salt = newSalt();
    expect(salt).toMatch(/^[0-9a-f]{32}$/);
    const hash = hashHealthCode('secret', salt, '012345');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('012345');
    expect(healthCodeMatches('secret', salt, '012345', hash)).toBe(true);
    expect(healthCodeMatches('secret', salt, '012346', hash)).toBe(false);
    expect(healthCodeMatches('other', salt, '012345', hash)).toBe(false);
    expect(healthCodeMatches('secret', newSalt(), '012345', hash)).toBe(false);
    // The same code under another salt is another hash.
    expect(hashHealthCode('secret', newSalt(), '012345')).not.toBe(hash);
  });
});
