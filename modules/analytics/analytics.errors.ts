import { AppError, badRequest } from '../../src/platform/errors';
import { MESSAGE } from '../../kernel';
import { CLIENT_EVENTS_LIMITS } from './analytics.schemas';

export const analyticsErrors = {
  tooLarge: (bytes: number) =>
    new AppError(413, 'PAYLOAD_TOO_LARGE', `At most ${CLIENT_EVENTS_LIMITS.maxBodyBytes} bytes per call`, {
      bytes,
      maxBytes: CLIENT_EVENTS_LIMITS.maxBodyBytes,
    }),
  /** An event whose datetime lies outside the window the server accepts: the whole call is refused. */
  outOfWindow: (index: number) =>
    badRequest('VALIDATION_ERROR', `events[${index}].datetime: ${MESSAGE.invalidValue}`, {
      where: 'body',
      fields: [{ field: `events[${index}].datetime`, message: MESSAGE.invalidValue }],
    }),
};
