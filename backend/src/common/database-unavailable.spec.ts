import { ConnectionException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { isDatabaseUnavailable } from './database-unavailable.js';

describe('isDatabaseUnavailable', () => {
  const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a reset connection', withCode('ECONNRESET')],
    [
      'the server shutting down (57P01)',
      withCode('57P01', 'terminating connection due to administrator command'),
    ],
    ['the server starting up (57P03)', withCode('57P03', 'the database system is starting up')],
    ['a connection exception class 08', withCode('08006')],
    ['a dropped connection without a code', new Error('Connection terminated unexpectedly')],
    ['a connect timeout', new Error('timeout exceeded when trying to connect')],
    ["MikroORM's ConnectionException", new ConnectionException(new Error('down'))],
    ['a wrapped cause', new Error('query failed', { cause: withCode('ECONNREFUSED') })],
    ['an AggregateError of refusals', new AggregateError([withCode('ECONNREFUSED')], 'all failed')],
  ])('is true for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', new UniqueConstraintViolationException(withCode('23505'))],
    ['a syntax error', withCode('42601')],
    ['a plain error', new Error('boom')],
    ['a string', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('is false for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
