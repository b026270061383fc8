import { jest } from '@jest/globals';
import { ConflictException, Logger, NotImplementedException } from '@nestjs/common';
import { AllExceptionsFilter, ValidationFailedException } from './all-exceptions.filter.js';

describe('AllExceptionsFilter', () => {
  const filter = new AllExceptionsFilter();

  beforeAll(() => {
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
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
});
