import * as yup from 'yup';
import { CURRENCIES, type Currency, LANGUAGES, type Language, MESSAGE } from '../../kernel';
import { captchaTokenSchema } from '../captcha/captcha.schemas';

// Pure: no Node imports. The server validates requests and the web forms validate input with these
// same schemas. Messages are the spec's message keys (accounts-platform 5 and 8); the web app
// translates them (`validation.<key>`, with {min} and {max} where they apply).

/** A-B test variants sent at registration (spec 4.6): null for the default registration. */
export const EMAIL_NAMES = ['exclusive_club', 'free_pet'] as const;
export const SOCIAL_SOURCES = ['vk', 'discord', 'google'] as const;

export type SocialSource = (typeof SOCIAL_SOURCES)[number];

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const NICKNAME_MIN = 4;
export const NICKNAME_MAX = 24;
export const EMAIL_MAX = 254;

/** Digits, Latin letters and . , / # ! $ % @ ^ & * ; : { } = - _ ` ~ ( ) (spec 5). */
const PASSWORD_ALLOWED = /^[A-Za-z0-9.,/#!$%@^&*;:{}=\-_`~()]*$/;
const PASSWORD_SYMBOL = /[.,/#!$%@^&*;:{}=\-_`~()]/;
const NICKNAME_ALLOWED = /^[A-Za-z0-9_.-]*$/;

// biome-ignore lint/suspicious/noExplicitAny: any string schema, whatever its context and flags
const noLeadingSpace = <S extends yup.StringSchema<any, any, any, any>>(s: S): S =>
  s.test('first-symbol', MESSAGE.firstSymbolSpace, (v) => !v?.startsWith(' '));

export const passwordSchema = yup
  .string()
  .required(MESSAGE.required)
  .min(PASSWORD_MIN, MESSAGE.tooShort)
  .max(PASSWORD_MAX, MESSAGE.tooLong)
  .matches(PASSWORD_ALLOWED, MESSAGE.prohibitedSymbols)
  .matches(/[a-z]/, MESSAGE.missingLowercase)
  .matches(/[A-Z]/, MESSAGE.missingUppercase)
  .matches(/[0-9]/, MESSAGE.missingDigit)
  .matches(PASSWORD_SYMBOL, MESSAGE.missingSymbol);

/** A password being checked, not chosen: only its size is bounded. */
export const currentPasswordSchema = yup.string().required(MESSAGE.required).max(PASSWORD_MAX, MESSAGE.tooLong);

export const nicknameSchema = noLeadingSpace(yup.string().required(MESSAGE.required))
  .min(NICKNAME_MIN, MESSAGE.tooShort)
  .max(NICKNAME_MAX, MESSAGE.tooLong)
  .matches(NICKNAME_ALLOWED, MESSAGE.onlyEnglish);

export const emailSchema = noLeadingSpace(yup.string().required(MESSAGE.required))
  .max(EMAIL_MAX, MESSAGE.tooLong)
  .email(MESSAGE.invalidEmail);

/** E-mail or nickname. */
export const loginSchema = noLeadingSpace(yup.string().required(MESSAGE.required)).max(EMAIL_MAX, MESSAGE.tooLong);

export const sixDigitCodeSchema = yup
  .string()
  .required(MESSAGE.required)
  .matches(/^\d{6}$/, MESSAGE.invalidCode);

export const languageSchema = yup.string().required(MESSAGE.required).oneOf(LANGUAGES, MESSAGE.invalidValue);
export const currencySchema = yup.string().required(MESSAGE.required).oneOf(CURRENCIES, MESSAGE.invalidValue);
const refCodeSchema = yup
  .string()
  .max(64, MESSAGE.tooLong)
  .matches(/^[A-Za-z0-9_-]*$/, MESSAGE.onlyEnglish);

export const registerSchema = yup.object({
  username: nicknameSchema,
  email: emailSchema,
  password: passwordSchema,
  main_currency: currencySchema,
  main_language: languageSchema,
  ref_code: refCodeSchema.nullable().optional(),
  email_name: yup.string().oneOf(EMAIL_NAMES, MESSAGE.invalidValue).nullable().optional(),
  /** Spec 5: the captcha token, under the captcha method's name (required while CAPTCHA=on). */
  altcha: captchaTokenSchema,
});

export const loginRequestSchema = yup.object({
  email: loginSchema,
  password: currentPasswordSchema,
  /** The spec's field name for the TOTP code. */
  topt: yup
    .string()
    .matches(/^\d{6}$/, MESSAGE.invalidCode)
    .optional(),
  altcha: captchaTokenSchema,
});

/** The web form: new password twice (spec 2.6, change-password dialog). */
export const changePasswordFormSchema = yup.object({
  oldPassword: currentPasswordSchema,
  newPassword: passwordSchema,
  repeatPassword: yup
    .string()
    .required(MESSAGE.required)
    .oneOf([yup.ref('newPassword')], MESSAGE.differentPasswords),
});

export const updatePasswordSchema = yup.object({
  oldPassword: currentPasswordSchema,
  newPassword: passwordSchema,
});

export const resetPasswordSchema = yup.object({ login: loginSchema, altcha: captchaTokenSchema });
export const verifyResetCodeSchema = yup.object({
  login: loginSchema,
  code: sixDigitCodeSchema,
  altcha: captchaTokenSchema,
});
export const updatePasswordResetCodeSchema = yup.object({
  username: loginSchema,
  code: sixDigitCodeSchema,
  password: passwordSchema,
  altcha: captchaTokenSchema,
});

export const setLanguageSchema = yup.object({ language: languageSchema });
export const setCurrencySchema = yup.object({ currency: currencySchema });
export const setCountrySchema = yup.object({
  country: yup
    .string()
    .required(MESSAGE.required)
    .matches(/^[A-Za-z]{2}$/, MESSAGE.invalidValue),
});
export const setRefCodeSchema = yup.object({ ref_code: refCodeSchema.required(MESSAGE.required) });

/** The social-login callback, as the SPA forwards it (spec 7: q, email_name, language). */
export const verifySocialCodeSchema = yup.object({
  q: yup.string().required(MESSAGE.required).max(512, MESSAGE.tooLong),
  state: yup.string().required(MESSAGE.required).max(128, MESSAGE.tooLong),
  source: yup.string().required(MESSAGE.required).oneOf(SOCIAL_SOURCES, MESSAGE.invalidValue),
  email_name: yup.string().oneOf(EMAIL_NAMES, MESSAGE.invalidValue).nullable().optional(),
  language: languageSchema.optional(),
});

export const totpCodeSchema = yup.object({ code: sixDigitCodeSchema });

/** Spec 4.6: account age. */
export type Newness = 'new' | 'recent' | 'old';

export interface Profile {
  user_id: string;
  username: string;
  email: string;
  date_register: string;
  main_country: string | null;
  main_language: Language;
  main_currency: Currency;
  ref_code: string;
  /** 1 to 12: a bundled avatar. */
  avatar_url: number;
  ab_test: { name: 'email_free_pet' | 'exclusive_club'; version: number; userGroup: 0 | 1 };
  newness: Newness;
  two_factor_enabled: boolean;
  mm_beta: boolean;
  /** Spendable balance per currency, major units rounded down to 2 decimals. */
  balance: Record<Currency, number>;
}

export interface ProfileBalance {
  /** Spendable balance per currency in minor units. */
  availableOf(userId: string): Promise<Record<Currency, number>>;
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
}

/** POST /api/user/cga/create (spec 7): the tag manager's client id, and what it reported with it (or null). */
export const CGA_DATA_MAX = 2000;
export const cgaCreateSchema = yup.object({
  cga_client_id: yup
    .string()
    .required(MESSAGE.required)
    .max(100, MESSAGE.tooLong)
    .matches(/^[A-Za-z0-9._-]+$/, MESSAGE.invalidValue),
  // Free-form: its keys are the tag manager's, so they are kept (yup.object() would strip them all).
  cga_data: yup
    .mixed<Record<string, unknown>>()
    .nullable()
    .defined(MESSAGE.required)
    .test('object', MESSAGE.invalidValue, (v) => v === null || (typeof v === 'object' && !Array.isArray(v)))
    .test('size', MESSAGE.tooLong, (v) => v == null || JSON.stringify(v).length <= CGA_DATA_MAX),
});

/** PUT /api/admin/users/:id/mm-beta: a user's murder-mystery beta access. */
export const userIdParamsSchema = yup.object({ id: yup.string().required().uuid(MESSAGE.invalidValue) });
export const mmBetaAccessSchema = yup.object({
  mm_beta: yup.boolean().strict().required(MESSAGE.required),
});

/** Spec 6 and 4.1: the test-workspace flag the development-mode login sets (a cookie the web app reads). */
export const TEST_WORKSPACE_COOKIE = 'test_workspace';
export const devLoginSchema = yup.object({
  password: yup.string().required(MESSAGE.required).max(128, MESSAGE.tooLong),
});
