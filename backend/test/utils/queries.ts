import { jest } from '@jest/globals';
import type { TestApp } from './test-app.js';

/** The SQL, parameters written in, of every query the ORM runs while `call` runs. */
export async function queriesOf(t: TestApp, call: () => Promise<unknown>): Promise<string[]> {
  // Every statement the ORM sends goes through its connection's executeQuery(sql, run, { formatted }).
  const connection = t.orm.em.getConnection() as unknown as {
    executeQuery: (sql: string, run: unknown, context: { formatted: string }) => Promise<unknown>;
  };
  const spy = jest.spyOn(connection, 'executeQuery');
  try {
    await call();
    return spy.mock.calls.map(([, , context]) => context.formatted);
  } finally {
    spy.mockRestore();
  }
}
