// Identity calls of signing in (spec accounts-platform 7): login, register, password recovery, social login,
// referral code. Mutations are never retried: a 429 or a used code must surface.
import type { SocialSource, Tokens } from '../../../../modules/identity/identity.schemas';
import { request } from '../../shared/api/request';
import type { Currency, Language } from '../../../../kernel';

const post = async <T>(url: string, body: unknown): Promise<T> =>
  (await request<T>(url, { method: 'POST', body, retries: 0 })).data;
const get = async <T>(url: string): Promise<T> => (await request<T>(url, { retries: 0 })).data;

export type EmailName = 'exclusive_club' | 'free_pet' | null;
/** Spec 5: the captcha token under the captcha method's field, while the captcha is on (useCaptcha). */
export type CaptchaProof = { altcha?: string };

export const loginCall = (body: { email: string; password: string; topt?: string } & CaptchaProof) =>
  post<Tokens>('/api/user/login', body);

export const registerCall = (
  body: {
    username: string;
    email: string;
    password: string;
    main_currency: Currency;
    main_language: Language;
    ref_code?: string;
    email_name: EmailName;
  } & CaptchaProof,
) => post<Tokens>('/api/user/register', body);

export const resetPasswordCall = (login: string, proof: CaptchaProof = {}) =>
  post<{ status: string }>('/api/user/reset-password', { login, ...proof });
export const verifyResetCodeCall = (login: string, code: string, proof: CaptchaProof = {}) =>
  post<{ status: string }>('/api/user/verify-reset-code', { login, code, ...proof });
export const updatePasswordResetCodeCall = (
  username: string,
  code: string,
  password: string,
  proof: CaptchaProof = {},
) => post<{ status: string }>('/api/user/update-password-reset-code', { username, code, password, ...proof });

const SOCIAL_URL: Record<SocialSource, { path: string; field: string }> = {
  vk: { path: '/api/user/vkurl', field: 'vk_url' },
  discord: { path: '/api/user/dsurl', field: 'ds_url' },
  google: { path: '/api/user/glurl', field: 'gl_url' },
};

export async function socialUrlCall(source: SocialSource): Promise<string> {
  const { path, field } = SOCIAL_URL[source];
  const data = await get<Record<string, unknown>>(path);
  const url = data?.[field];
  if (typeof url !== 'string' || !/^https?:\/\//.test(url)) throw new Error(`No ${field} in the answer`);
  return url;
}

export const verifySocialCodeCall = (body: {
  q: string;
  state: string;
  source: SocialSource;
  email_name?: EmailName;
  language?: Language;
}) => post<Tokens & { is_new?: boolean }>('/api/user/verify-code', body);

export const setRefCodeCall = (refCode: string) => post<unknown>('/api/user/ref_code', { ref_code: refCode });
