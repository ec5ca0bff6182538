import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError, type ErrorBody } from '../errors';
import type { Logger } from '../logger';

/** Unknown /api paths answer a JSON 404 instead of the SPA's index.html. */
export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(new AppError(404, 'NOT_FOUND', `No API endpoint ${req.method} ${req.originalUrl.split('?')[0]}`));
};

/** Maps typed errors to `{ errorCode, message, details }`; anything unexpected is a 500 without a stack. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, next) => {
    if (res.headersSent) return next(err);
    const { status, body } = toErrorResponse(err);
    if (err instanceof AppError) res.set(err.headers);
    if (status >= 500) (req.log ?? logger).error({ err }, 'request failed');
    res.status(status).json(body);
  };
}

export function toErrorResponse(err: unknown): { status: number; body: ErrorBody } {
  if (err instanceof AppError) {
    return { status: err.status, body: { errorCode: err.errorCode, message: err.message, details: err.details } };
  }
  // body-parser errors: malformed JSON, too large, wrong charset.
  const parserError = err as { type?: string; status?: number; expose?: boolean; message?: string };
  if (parserError?.type === 'entity.parse.failed') {
    return {
      status: 400,
      body: { errorCode: 'INVALID_JSON', message: 'The request body is not valid JSON', details: {} },
    };
  }
  if (parserError?.expose && parserError.status && parserError.status < 500) {
    return {
      status: parserError.status,
      body: { errorCode: 'BAD_REQUEST', message: parserError.message ?? 'Bad request', details: {} },
    };
  }
  return { status: 500, body: { errorCode: 'INTERNAL_ERROR', message: 'Internal Site Error', details: {} } };
}
