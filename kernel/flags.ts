/**
 * Feature flags and their defaults (spec accounts-platform 6), as GET /api/flags names them. The server's
 * FEATURE_FLAGS setting overrides them, and staff switch them live (PUT /api/admin/flags/:flag); the web app uses
 * them until the server answers. Each gates what its name says (README "Feature flags"); a flag with nothing to gate
 * yet is left out until it has: the spec's `quiz` (this product has no quiz).
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
  chatBot: true,
} as const;

export type FeatureFlag = keyof typeof FEATURE_FLAG_DEFAULTS;
export type FeatureFlags = Record<FeatureFlag, boolean>;
