import { AppError } from '../../src/platform/errors';

export const faqErrors = {
  noSection: (section: string) => new AppError(404, 'NOT_FOUND', 'There is no such FAQ section', { section }),
  noArticle: (id: string) => new AppError(404, 'NOT_FOUND', 'There is no such FAQ article', { id }),
  disabled: () => new AppError(404, 'FEATURE_DISABLED', 'The FAQ is not available right now', {}),
};
