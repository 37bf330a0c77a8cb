import { sealMailBody, unsealMailBody } from './mail-seal';

describe('mail seal', () => {
  const body = {
    text: 'Your one-time code is 123456.',
    html: '<p>Your one-time code is 123456.</p>',
  };

  it('opens what it sealed, and the sealed text holds no trace of the code', () => {
    const sealed = sealMailBody('server-secret', body);
    expect(sealed).not.toContain('123456');
    expect(Buffer.from(sealed, 'base64').toString('latin1')).not.toContain('123456');
    expect(unsealMailBody('server-secret', sealed)).toEqual(body);
  });

  it('seals the same body differently each time', () => {
    expect(sealMailBody('s', body)).not.toBe(sealMailBody('s', body));
  });

  it('refuses another secret or a changed text', () => {
    const sealed = sealMailBody('server-secret', body);
    expect(() => unsealMailBody('other-secret', sealed)).toThrow();
    const bytes = Buffer.from(sealed, 'base64');
    bytes[bytes.length - 1] ^= 1;
    expect(() => unsealMailBody('server-secret', bytes.toString('base64'))).toThrow();
  });
});
