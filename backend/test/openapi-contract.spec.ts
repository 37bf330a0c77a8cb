import { OpenApiContract } from './support/openapi-contract';

/**
 * The checker every integration test's answers go through (test/support/openapi-contract.setup.ts):
 * it must let the documented answers pass and catch the others.
 */
describe('OpenApiContract', () => {
  const contract = OpenApiContract.fromFile();
  const json = { 'content-type': 'application/json; charset=utf-8' };
  const error = { status: 'error', code: 'notFound', message: 'Not found', detail: 'Not found' };
  const url = (path: string) => `http://127.0.0.1:4000${path}`;
  /** What the checker says of an answer of the checkout-cancelled route. */
  const checkoutCancelled = (status: number, body: unknown, text: string) =>
    contract.violation('POST', url('/api/payments/checkout-cancelled'), {
      status,
      headers: json,
      body,
      text,
    });

  it('passes a documented status whose body matches its schema', () => {
    expect(
      contract.violation('GET', url('/api/clients/login'), {
        status: 405,
        headers: { ...json, allow: 'POST' },
        body: error,
      }),
    ).toBeNull();
    expect(checkoutCancelled(202, { received: true }, '{"received":true}')).toBeNull();
  });

  it('catches a body that does not match the schema', () => {
    expect(checkoutCancelled(202, { received: 'yes' }, '{"received":"yes"}')).toMatch(
      /does not match its schema: \.received should be boolean/,
    );
  });

  it('catches a status the operation does not document', () => {
    expect(checkoutCancelled(201, { received: true }, '{}')).toMatch(
      /answered 201, not documented/,
    );
  });

  it('catches a content type the status does not document', () => {
    expect(
      contract.violation('GET', url('/api/calendar/feed/0'), {
        status: 200,
        headers: json,
        body: {},
        text: '{}',
      }),
    ).toMatch(/as application\/json, not documented \(documented: text\/calendar\)/);
  });

  it('wants 405 and an Allow header listing the documented methods for any other method', () => {
    expect(
      contract.violation('GET', url('/api/clients/login'), {
        status: 404,
        headers: json,
        body: error,
      }),
    ).toMatch(/answered 404, not 405/);
    expect(
      contract.violation('GET', url('/api/clients/login'), {
        status: 405,
        headers: json,
        body: error,
      }),
    ).toMatch(/405 without POST in Allow/);
  });

  it('catches a 2xx answer to a request the document says is invalid, not a refusal of it', () => {
    const cancelled = url('/api/payments/checkout-cancelled');
    expect(contract.acceptedInvalid('POST', cancelled, 202, {})).toMatch(
      /answered 202 to an invalid request: body \(value\) should have required property 'booking_id'/,
    );
    expect(contract.acceptedInvalid('POST', cancelled, 400, {})).toBeNull();
    expect(contract.acceptedInvalid('POST', cancelled, 202, { booking_id: 'x' })).toBeNull();
    const availability = url('/api/availability?date=2026-12-01&duration=1.5');
    expect(contract.acceptedInvalid('GET', availability, 200, undefined)).toMatch(
      /query duration=1.5: \(value\) should be integer/,
    );
    expect(contract.acceptedInvalid('GET', url('/api/availability'), 200, undefined)).toMatch(
      /query date is required/,
    );
    expect(
      contract.acceptedInvalid(
        'GET',
        url('/api/admin/appointments?status=&limit=5'),
        200,
        undefined,
      ),
    ).toBeNull();
  });

  it('prefers the literal path to the templated one, and leaves paths it does not know alone', () => {
    expect(contract.templateOf('/api/clients/login')?.template).toBe('/api/clients/login');
    expect(contract.templateOf('/api/clients/abc')?.template).toBe('/api/clients/{id}');
    expect(
      contract.violation('GET', url('/booking'), { status: 200, headers: {}, body: {} }),
    ).toBeNull();
  });
});
