import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiServiceUnavailableResponse,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorResponseDto } from '../dto/error-response.dto.js';

/** The error responses an operation documents, each with the API's one error shape. */
export const ApiInvalid = (description = 'The body breaks a rule') =>
  ApiBadRequestResponse({ description, type: ErrorResponseDto });
export const ApiNotFound = (description: string) =>
  ApiNotFoundResponse({ description, type: ErrorResponseDto });
export const ApiConflict = (description: string) =>
  ApiConflictResponse({ description, type: ErrorResponseDto });
export const ApiUnauthorized = (description: string) =>
  ApiUnauthorizedResponse({ description, type: ErrorResponseDto });
export const ApiUnavailable = (description: string) =>
  ApiServiceUnavailableResponse({ description, type: ErrorResponseDto });
export const ApiTooMany = (description: string) =>
  ApiTooManyRequestsResponse({ description: `${description}; see Retry-After`, type: ErrorResponseDto });
