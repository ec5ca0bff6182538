import { AppError } from '../../src/platform/errors';

/** The identity module's failures, named after the spec's messages (accounts-platform 8). */
export const identityErrors = {
  nicknameTaken: () => new AppError(409, 'NICKNAME_TAKEN', 'This nickname is already taken', { field: 'username' }),
  emailTaken: () => new AppError(409, 'EMAIL_TAKEN', 'This e-mail is already registered', { field: 'email' }),
  invalidCredentials: () => new AppError(401, 'INVALID_CREDENTIALS', 'Incorrect login or password'),
  totpRequired: () =>
    new AppError(401, 'TOTP_REQUIRED', 'Enter the code from your authenticator app', { twoFactor: true }),
  wrongCode: () => new AppError(400, 'WRONG_CODE', 'Wrong code', { field: 'code' }),
  codeExpired: () =>
    new AppError(400, 'CODE_EXPIRED', 'The code has expired or was already used; request a new one', { field: 'code' }),
  oldPasswordWrong: () =>
    new AppError(400, 'OLD_PASSWORD_WRONG', 'The old password is incorrect', { field: 'oldPassword' }),
  invalidAccessToken: () => new AppError(401, 'UNAUTHORIZED', 'The access token is missing, invalid or expired'),
  invalidRefreshToken: () =>
    new AppError(401, 'INVALID_REFRESH_TOKEN', 'The refresh token is invalid, expired or already used'),
  featureDisabled: (feature: string) =>
    new AppError(403, 'FEATURE_DISABLED', `${feature} is switched off`, { feature }),
  invalidState: () =>
    new AppError(400, 'INVALID_STATE', 'The sign-in link has expired or was not issued here; start again'),
  /** A garbage, used or expired code: the same words for the user, a 4xx for whoever sent it. */
  socialCodeRefused: (source: string) =>
    new AppError(400, 'SOCIAL_LOGIN_FAILED', `Sign-in with ${source} was not accepted; start again`, { source }),
  socialLoginFailed: (source: string) =>
    new AppError(502, 'SOCIAL_LOGIN_FAILED', `Could not complete sign-in with ${source}; try again`, { source }),
  noPassword: () =>
    new AppError(400, 'OLD_PASSWORD_WRONG', 'This account signs in through a social network and has no password yet', {
      field: 'oldPassword',
    }),
  accountBlocked: (reason: string) =>
    new AppError(403, 'ACCOUNT_BLOCKED', `This account is blocked: ${reason}`, { reason }),
  userNotFound: () => new AppError(404, 'NOT_FOUND', 'No such user'),
  twoFactorNotSetUp: () => new AppError(400, 'TWO_FACTOR_NOT_SET_UP', 'Start two-factor set-up first'),
};
