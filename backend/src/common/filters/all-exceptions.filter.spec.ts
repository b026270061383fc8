import { jest } from '@jest/globals';
import { Logger, ServiceUnavailableException } from '@nestjs/common';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../database-unavailable.js';
import { AllExceptionsFilter } from './all-exceptions.filter.js';

describe('AllExceptionsFilter', () => {
  const filter = new AllExceptionsFilter();

  beforeAll(() => {
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  });

  afterAll(() => jest.restoreAllMocks());

  it('answers a database that cannot be reached with a plain 503, not a 500', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(filter.toBody(refused)).toEqual({
      statusCode: 503,
      message: DATABASE_UNAVAILABLE_MESSAGE,
      error: 'Service Unavailable',
    });
    expect(filter.toBody(new Error('Connection terminated unexpectedly')).statusCode).toBe(503);
  });

  it('keeps the list of an exception made with { message, errors }', () => {
    const exception = new ServiceUnavailableException({
      message: 'Not ready: queue',
      errors: ['queue: down'],
    });
    expect(filter.toBody(exception)).toEqual({
      statusCode: 503,
      message: 'Not ready: queue',
      error: 'Service Unavailable',
      errors: ['queue: down'],
    });
  });

  it('still answers other errors with a 500', () => {
    expect(filter.toBody(new Error('boom')).statusCode).toBe(500);
  });
});
