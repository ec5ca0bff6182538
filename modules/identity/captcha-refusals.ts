import { captchaErrors } from '../captcha';

/** What a form's call answers when its captcha token is refused (named in the API document). */
export const captchaRefusals = [
  captchaErrors.required(),
  captchaErrors.invalid(),
  captchaErrors.expired(),
  captchaErrors.used(),
];
