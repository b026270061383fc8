import {
  type ArgumentsHost,
  BadRequestException,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import { NotFoundError, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { Response } from 'express';
import { STATUS_CODES } from 'node:http';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../database-unavailable.js';
import type { ErrorResponseDto } from '../dto/error-response.dto.js';

/** Carries every failed rule along with the first one's message. */
export class ValidationFailedException extends BadRequestException {
  constructor(readonly errors: string[]) {
    super(errors[0] ?? 'The request is not valid');
  }
}

/** Errors thrown by Express middleware (body-parser and friends) carry a status and `expose`. */
interface ExposedHttpError {
  status: number;
  expose?: boolean;
  message: string;
}

function isExposedHttpError(error: unknown): error is ExposedHttpError {
  const candidate = error as Partial<ExposedHttpError> | null;
  return typeof candidate?.status === 'number' && candidate.status >= 400 && candidate.status < 500;
}

/** Plain words for what body-parser refuses (it marks its errors with a `type`). */
function bodyParserMessage(error: unknown): string | undefined {
  switch ((error as { type?: unknown } | null)?.type) {
    case 'entity.parse.failed':
      return 'The request body is not valid JSON';
    case 'entity.too.large':
      return 'The request body is too large';
    default:
      return undefined;
  }
}

/** An exception made with `{ message, errors }` (the readiness probe's failing checks) keeps its list. */
function listedErrors(response: string | object): string[] | undefined {
  if (typeof response === 'string') return undefined;
  const errors = (response as { errors?: unknown }).errors;
  return Array.isArray(errors) ? errors.map(String) : undefined;
}

function firstMessage(response: string | object): string | undefined {
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.map(String)[0];
  return typeof message === 'string' ? message : undefined;
}

/**
 * The one error shape of the API: `{ statusCode, message, error }` (plus `errors` for validation).
 * Anything unexpected is logged here with its stack and answered as a plain 500 without one.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const body = this.toBody(exception);
    if (response.headersSent) return;
    const retryAfter = (exception as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
    if (typeof retryAfter === 'number') response.setHeader('Retry-After', String(retryAfter));
    else if (body.statusCode === HttpStatus.SERVICE_UNAVAILABLE) response.setHeader('Retry-After', '5');
    response.status(body.statusCode).json(body);
  }

  toBody(exception: unknown): ErrorResponseDto {
    if (exception instanceof ValidationFailedException) {
      return { ...this.shape(HttpStatus.BAD_REQUEST, exception.message), errors: exception.errors };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const message =
        bodyParserMessage(exception.cause) ?? firstMessage(exception.getResponse()) ?? exception.message;
      // A 503 is a known state (not ready, a dependency down), not a bug: no stack.
      if (status === HttpStatus.SERVICE_UNAVAILABLE) this.logger.warn(message);
      else if (status >= 500) this.logger.error(message, exception.stack);
      const errors = listedErrors(exception.getResponse());
      return errors ? { ...this.shape(status, message), errors } : this.shape(status, message);
    }
    if (exception instanceof NotFoundError) {
      return this.shape(HttpStatus.NOT_FOUND, 'The requested item was not found');
    }
    if (exception instanceof UniqueConstraintViolationException) {
      return this.shape(HttpStatus.CONFLICT, 'This item already exists');
    }
    if (isDatabaseUnavailable(exception)) {
      this.logger.warn(
        `The database is unavailable: ${exception instanceof Error ? exception.message : String(exception)}`,
      );
      return this.shape(HttpStatus.SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE_MESSAGE);
    }
    if (isExposedHttpError(exception)) {
      return this.shape(exception.status, bodyParserMessage(exception) ?? exception.message);
    }
    this.logger.error(
      exception instanceof Error ? exception.message : String(exception),
      exception instanceof Error ? exception.stack : undefined,
    );
    return this.shape(
      HttpStatus.INTERNAL_SERVER_ERROR,
      'Something went wrong on our side. Please try again.',
    );
  }

  private shape(statusCode: number, message: string): ErrorResponseDto {
    return { statusCode, message, error: STATUS_CODES[statusCode] ?? 'Error' };
  }
}
