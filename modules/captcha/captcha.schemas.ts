import * as yup from 'yup';
import { MESSAGE } from '../../kernel';

// Pure: the web app imports these. Spec accounts-platform 5: registration, login, password reset and the code check
// each optionally add a captcha token under a field named by the chosen captcha method; ours is ALTCHA.

/** The captcha method, and the body field that carries its token. */
export const CAPTCHA_FIELD = 'altcha';
/** A token is the widget's base64 JSON payload (challenge + solution): a few hundred bytes. */
export const CAPTCHA_TOKEN_MAX = 4000;

/** GET /api/captcha/config: whether the forms must show the widget, and where it fetches challenges. */
export interface CaptchaConfig {
  enabled: boolean;
  field: typeof CAPTCHA_FIELD;
  challengeUrl: string;
}

/** The token field of a form's body; whether it is required is the server's config, checked by the captcha. */
export const captchaTokenSchema = yup.string().max(CAPTCHA_TOKEN_MAX, MESSAGE.tooLong).optional();
