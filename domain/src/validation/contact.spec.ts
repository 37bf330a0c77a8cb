import { validateContact } from './contact';
import { fail } from './checks';

const long = (n: number) => 'x'.repeat(n);

describe('validateContact', () => {
  const OK = {
    name: 'Jane Doe',
    email: 'Jane@Example.com',
    subject: 'Hello',
    message: 'Do you do brows?',
  };

  it.each([
    ['name missing', { ...OK, name: undefined }],
    ['email empty', { ...OK, email: '' }],
    ['subject blank', { ...OK, subject: '   ' }],
    ['message missing', { ...OK, message: undefined }],
    ['name not text', { ...OK, name: { first: 'Jane' } }],
    ['everything missing', {}],
  ])('%s -> MESSAGES.contactRequired', (_label, raw) => {
    expect(validateContact(raw)).toEqual(fail('contactRequired'));
  });

  it('refuses a malformed e-mail', () => {
    expect(validateContact({ ...OK, email: 'jane@' })).toEqual(fail('invalidEmail', 'email'));
  });

  it.each([
    ['name', 101, 'Name must be at most 100 characters.'],
    ['subject', 201, 'Subject must be at most 200 characters.'],
    ['message', 5001, 'Message must be at most 5000 characters.'],
  ])('refuses a %s of %p characters', (field, length, message) => {
    expect(validateContact({ ...OK, [field]: long(length) })).toEqual({
      ok: false,
      code: 'tooLong',
      message,
      field,
    });
  });

  it('accepts texts at their limits', () => {
    const r = validateContact({ ...OK, name: long(100), subject: long(200), message: long(5000) });
    expect(r.ok).toBe(true);
  });

  it('trims every field and lower-cases the e-mail', () => {
    expect(
      validateContact({
        name: ' Jane Doe ',
        email: ' Jane@Example.com ',
        subject: ' Hi ',
        message: ' Hello there ',
      }),
    ).toEqual({
      ok: true,
      value: { name: 'Jane Doe', email: 'jane@example.com', subject: 'Hi', message: 'Hello there' },
    });
  });
});
