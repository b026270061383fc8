/** The one shape of every error the API answers. */
export class ErrorResponseDto {
  /** The HTTP status code, repeated in the body. */
  statusCode!: number;
  /** A sentence for people: for validation, the message of the first rule that failed. */
  message!: string;
  /** The status text, e.g. "Bad Request". */
  error!: string;
  /** Every failed rule, for validation errors. */
  errors?: string[];
}
