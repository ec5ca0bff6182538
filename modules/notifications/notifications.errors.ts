import { AppError } from '../../src/platform/errors';

export const notificationsErrors = {
  /** Not one of the caller's notifications (another user's is not told apart from none). */
  notFound: () => new AppError(404, 'NOT_FOUND', 'There is no such notification', {}),
};
