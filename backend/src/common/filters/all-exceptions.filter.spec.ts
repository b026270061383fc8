import { jest } from '@jest/globals';
import {
  ConflictException,
  Logger,
  NotImplementedException,
  ServiceUnavailableException,
} from '@nestjs/common';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../database-unavailable.js';
import { AllExceptionsFilter, ValidationFailedException } from './all-exceptions.filter.js';

describe('AllExceptionsFilter', () => {
  const filter = new AllExceptionsFilter();

  beforeAll(() => {
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });

  it('answers an unexpected error as a plain 500, without its message or stack', () => {
    const body = filter.toBody(new Error('connection string postgresql://user:secret@db'));
    expect(body).toEqual({
      statusCode: 500,
      message: 'Something went wrong on our side. Please try again.',
      error: 'Internal Server Error',
    });
    expect(JSON.stringify(body)).not.toMatch(/secret|at .*\.ts/);
  });

  it('keeps the sentence of an HTTP exception', () => {
    expect(filter.toBody(new ConflictException('This email is already registered'))).toEqual({
      statusCode: 409,
      message: 'This email is already registered',
      error: 'Conflict',
    });
    expect(filter.toBody(new NotImplementedException('Lead capture is not available yet')).statusCode).toBe(
      501,
    );
  });

  it('gives validation failures the first message and the full list', () => {
    expect(filter.toBody(new ValidationFailedException(['First rule', 'Second rule']))).toEqual({
      statusCode: 400,
      message: 'First rule',
      error: 'Bad Request',
      errors: ['First rule', 'Second rule'],
    });
  });

  it('passes on the 4xx of Express middleware in plain words', () => {
    const tooLarge = Object.assign(new Error('request entity too large'), {
      status: 413,
      type: 'entity.too.large',
    });
    expect(filter.toBody(tooLarge)).toEqual({
      statusCode: 413,
      message: 'The request body is too large',
      error: 'Payload Too Large',
    });
  });

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
});
