import { AppError } from '../../src/platform/errors';
import { CAPTCHA_FIELD } from './captcha.schemas';

/** Why a captcha token was refused (spec accounts-platform 5): the form solves a new challenge and sends again. */
export const captchaErrors = {
  required: () => new AppError(400, 'CAPTCHA_REQUIRED', 'Confirm that you are not a robot', { field: CAPTCHA_FIELD }),
  invalid: () => new AppError(400, 'CAPTCHA_INVALID', 'The captcha check failed; try again', { field: CAPTCHA_FIELD }),
  expired: () =>
    new AppError(400, 'CAPTCHA_EXPIRED', 'The captcha check has expired; try again', { field: CAPTCHA_FIELD }),
  used: () =>
    new AppError(400, 'CAPTCHA_USED', 'This captcha solution was already used; try again', { field: CAPTCHA_FIELD }),
  disabled: () => new AppError(404, 'NOT_FOUND', 'The captcha is switched off'),
};
