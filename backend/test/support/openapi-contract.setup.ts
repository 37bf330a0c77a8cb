import { appendFileSync } from 'node:fs';
import supertest from 'supertest';
import { OpenApiContract } from './openapi-contract';

/**
 * Every answer an integration test (test/integration) receives through supertest is checked against the committed OpenAPI document
 * (OpenApiContract), before the test's own expectations: an answer the document does not describe,
 * or a 2xx answer to a request the document says is invalid, fails the request whatever the test
 * expected. Jest runs this file before each test file (setupFilesAfterEnv). With
 * OPENAPI_CONTRACT_REPORT=<file>, violations are appended to that file instead, to survey a run.
 */
type Assert = (this: AssertingTest, error: unknown, res: Res | undefined, fn?: Callback) => void;
type Callback = (this: AssertingTest, error: unknown, res: Res | undefined) => void;
interface Res {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  text?: string;
}
interface AssertingTest {
  method: string;
  url: string;
  /** What supertest sent as the body (an object for JSON). */
  _data?: unknown;
}

let contract: OpenApiContract | null = null;
const report = process.env.OPENAPI_CONTRACT_REPORT;
const prototype = (supertest.Test as unknown as { prototype: { assert: Assert } }).prototype;
const original = prototype.assert;

/** The integration tests talk to the real app; unit tests may serve toy apps on /api paths. */
const onTheApp = () => /[\\/]test[\\/]integration[\\/]/.test(expect.getState().testPath ?? '');

prototype.assert = function (this: AssertingTest, error, res, fn) {
  if (res && onTheApp()) {
    contract ??= OpenApiContract.fromFile();
    const violation =
      contract.violation(this.method, this.url, res) ??
      contract.acceptedInvalid(this.method, this.url, res.status, jsonOf(this._data));
    if (violation && report) {
      appendFileSync(report, `${expect.getState().testPath ?? ''}\t${violation}\n`);
    } else if (violation) {
      const failure = new Error(`OpenAPI contract: ${violation}`);
      if (fn) return fn.call(this, failure, res);
      throw failure;
    }
  }
  return original.call(this, error, res, fn);
};

/** A body sent as a JSON string, parsed; any other body as it is. */
function jsonOf(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}
