// Statement budgets: how many SQL statements one request sends to the database (BEGIN and COMMIT
// count). Requests through `app.inject()` run one at a time in a test, and the test app runs no
// background jobs, so the statements sent between start and end belong to that request.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app.ts';

export interface CountedResponse {
  res: LightMyRequestResponse;
  /** The statements the request sent, in order. */
  statements: string[];
}

export async function countStatements(
  t: TestApp,
  options: InjectOptions | string,
): Promise<CountedResponse> {
  const start = t.statements.length;
  const res = await t.app.inject(options);
  return { res, statements: t.statements.slice(start) };
}
