import request from 'supertest';
import { useTestApp } from '../support/harness';
import { weekdays } from '../support/test-app';
import { statusOf } from '../support/payment-steps';
import { cardOf, clientCheckout, removeSavedCard, savedCardOf } from '../support/saved-card-steps';

describe('the card saved at a Stripe deposit checkout', () => {
  const t = useTestApp({ stripe: true });
  const nextDate = weekdays();

  const sessionCreates = () =>
    t.stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');
  const customersOf = (email: string) =>
    [...t.stripe.wallet.customers.values()].filter((c) => c.email === email);

  it("asks Stripe to save the card, for off-session use, to the client's own customer", async () => {
    const who = await t.registerClient();
    const { sessionId } = await clientCheckout(t, who, nextDate());
    const call = sessionCreates().at(-1)!;
    expect(sessionId).toMatch(/^cs_/);
    expect(call.form).toMatchObject({
      customer: expect.stringMatching(/^cus_/),
      'payment_intent_data[setup_future_usage]': 'off_session',
    });
    expect(call.form.customer_email).toBeUndefined();
    const [customer] = customersOf(who.client.email);
    expect(customer).toMatchObject({ id: call.form.customer, name: 'Maya Reed' });
    const create = t.stripe.requests.find(
      (r) => r.path === '/v1/customers' && r.form.email === who.client.email,
    )!;
    expect(create.headers['idempotency-key']).toMatch(/^customer-[0-9a-f]{64}$/);
  });

  it('records the card once the deposit is confirmed paid: brand, last digits and expiry', async () => {
    const who = await t.registerClient();
    const { sessionId } = await clientCheckout(t, who, nextDate());
    expect(await cardOf(t, who)).toBeNull();
    t.stripe.markPaid(sessionId);
    expect(await statusOf(t, sessionId)).toMatchObject({ payment_status: 'paid' });
    expect(await cardOf(t, who)).toEqual({
      brand: 'visa',
      last4: '4242',
      exp_month: 12,
      exp_year: 2034,
    });
  });

  it('two checkouts of the same client at once create one customer', async () => {
    const who = await t.registerClient();
    const booked = await Promise.all(
      [nextDate(), nextDate()].map((date) => {
        const { first_name, last_name, email, phone } = who.body;
        return t.book({ first_name, last_name, email, phone, preferred_date: date });
      }),
    );
    const starts = await Promise.all(booked.map((b) => t.createSession(b.body.booking_id)));
    expect(starts.map((s) => s.status)).toEqual([201, 201]);
    expect(customersOf(who.client.email)).toHaveLength(1);
    const rows = await t.query(`SELECT 1 FROM payment_customers WHERE client_id = $1`, [
      who.client.id,
    ]);
    expect(rows).toHaveLength(1);
  });

  it('shows the card to its owner and the admin, not to another client; removing it detaches it at Stripe', async () => {
    const who = await t.registerClient();
    const other = await t.registerClient();
    const { sessionId } = await clientCheckout(t, who, nextDate());
    t.stripe.markPaid(sessionId);
    await statusOf(t, sessionId);

    expect((await savedCardOf(t, who.client.id, other.token)).status).toBe(403);
    expect((await removeSavedCard(t, who.client.id, other.token)).status).toBe(403);
    const asAdmin = await savedCardOf(t, who.client.id, t.adminToken);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.card).toMatchObject({ last4: '4242' });

    const [customer] = customersOf(who.client.email);
    const stripe = t.stripe.client({ maxNetworkRetries: 0 });
    expect((await stripe.customers.listPaymentMethods(customer.id)).data).toHaveLength(1);
    expect((await removeSavedCard(t, who.client.id, who.token)).status).toBe(204);
    expect((await stripe.customers.listPaymentMethods(customer.id)).data).toHaveLength(0);
    expect(await cardOf(t, who)).toBeNull();
    // Removing again answers the same.
    expect((await removeSavedCard(t, who.client.id, who.token)).status).toBe(204);
    expect((await removeSavedCard(t, who.client.id, t.adminToken)).status).toBe(204);
  });

  it('refuses the saved card without a token', async () => {
    const who = await t.registerClient();
    const res = await request(t.http).get(`/api/clients/${who.client.id}/saved-card`);
    expect(res.status).toBe(401);
  });
});
