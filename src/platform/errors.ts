/**
 * A failure the client can act on: an HTTP status plus the spec's error code.
 * Anything else that is thrown is an internal error and answers 500 without details.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly details: Record<string, unknown> = {},
    /** Extra response headers, e.g. Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (errorCode: string, message: string, details?: Record<string, unknown>) =>
  new AppError(400, errorCode, message, details);
export const unauthorized = (message = 'Authentication required') => new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (errorCode = 'NO_ACCESS', message = 'You have no access to this resource') =>
  new AppError(403, errorCode, message);
export const notFound = (message = 'Not found', details?: Record<string, unknown>) =>
  new AppError(404, 'NOT_FOUND', message, details);
export const conflict = (errorCode: string, message: string, details?: Record<string, unknown>) =>
  new AppError(409, errorCode, message, details);

export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(
    429,
    'TOO_MANY_REQUESTS',
    `Too many attempts. Try again in ${retryAfterSeconds} s.`,
    { retryAfterSeconds },
    {
      'Retry-After': String(retryAfterSeconds),
    },
  );

/** The JSON body every error answer has. */
export interface ErrorBody {
  errorCode: string;
  message: string;
  details: Record<string, unknown>;
}
