import { AppError } from '../../src/platform/errors';

export const contentErrors = {
  postNotFound: () => new AppError(404, 'NOT_FOUND', 'There is no such post', {}),
};
