import { confirmsEmail, fileNameOf } from './download';

describe('privacy downloads and confirmations', () => {
  it('reads the file name of the attachment', () => {
    expect(fileNameOf('attachment; filename="my-data-2026-11-23.json"', 'x.json')).toBe(
      'my-data-2026-11-23.json',
    );
    expect(fileNameOf(null, 'my-data.json')).toBe('my-data.json');
  });

  it('confirms with the e-mail whatever its case and blanks, never with nothing', () => {
    expect(confirmsEmail(' Ana@Example.com ', 'ana@example.com')).toBe(true);
    expect(confirmsEmail('ana@example.co', 'ana@example.com')).toBe(false);
    expect(confirmsEmail('', '')).toBe(false);
  });
});
