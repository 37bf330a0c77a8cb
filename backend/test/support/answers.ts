/** How the specs check an HTTP answer: its status, then the fields its body must hold. */
import type { Response } from 'supertest';

/** Expects `res` to answer `status` with a body holding `body` (toMatchObject: more fields may follow). */
export function expectAnswer(res: Response, status: number, body: Record<string, unknown>): void {
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject(body);
}
