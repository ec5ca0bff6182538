/**
 * Feature flags and their defaults (spec accounts-platform 6), as GET /api/flags names them. The server's
 * FEATURE_FLAGS setting overrides them; the web app uses them until the server answers.
 */
export const FEATURE_FLAG_DEFAULTS = {
  registration: true,
  registrationDisabled: false,
  socialLogin: true,
  fastSale: true,
  darkTheme: true,
  cartReservation: false,
  securityPage: true,
  gameSwitcher: false,
  aiSupport: false,
  reviews: true,
  twoFactor: false,
  techWorks: true,
  newProfile: true,
  newMarketBackend: true,
  newFaq: true,
  newFortuneWheel: true,
  quiz: true,
  chatBot: true,
} as const;

export type FeatureFlag = keyof typeof FEATURE_FLAG_DEFAULTS;
export type FeatureFlags = Record<FeatureFlag, boolean>;
