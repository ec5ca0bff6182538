// The signed-in user's account settings (spec accounts-platform 7): the password and two-factor
// authentication. Mutations are never retried: a used code must surface.
import type { Tokens } from '../../../../modules/identity/identity.schemas';
import { request } from '../../shared/api/request';

const post = async <T>(url: string, body: unknown): Promise<T> =>
  (await request<T>(url, { method: 'POST', body, retries: 0 })).data;

export const updatePasswordCall = (oldPassword: string, newPassword: string) =>
  post<Tokens>('/api/user/update-password', { oldPassword, newPassword });

export interface TwoFactorSetup {
  secret: string;
  otpauth_url: string;
  qr_data_url: string;
}
export const twoFactorSetupCall = () => post<TwoFactorSetup>('/api/user/2fa/setup', {});
export const twoFactorEnableCall = (code: string) =>
  post<{ two_factor_enabled: boolean }>('/api/user/2fa/enable', { code });
export const twoFactorDisableCall = (code: string) =>
  post<{ two_factor_enabled: boolean }>('/api/user/2fa/disable', { code });
