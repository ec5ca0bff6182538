// Feature flags (spec accounts-platform 6), named as GET /api/flags names them (config/schema.ts).
// Defaults apply until the server answers.
export interface Flags {
  gameSwitcher: boolean;
  darkTheme: boolean;
  registration: boolean;
  registrationDisabled: boolean;
  socialLogin: boolean;
  securityPage: boolean;
  twoFactor: boolean;
  [name: string]: boolean;
}

export const DEFAULT_FLAGS: Flags = {
  // Defaults off.
  gameSwitcher: false,
  registration: true,
  registrationDisabled: false,
  cartReservation: false,
  twoFactor: false,
  aiSupport: false,
  // Defaults on.
  darkTheme: true,
  fastSale: true,
  newProfile: true,
  newMarketBackend: true,
  newFaq: true,
  reviews: true,
  socialLogin: true,
  securityPage: true,
  techWorks: true,
  quiz: true,
  newFortuneWheel: true,
  chatBot: true,
};

/** Keeps only boolean entries of a server answer, on top of the defaults. */
export function mergeFlags(base: Flags, incoming: unknown): Flags {
  const merged: Flags = { ...base };
  if (incoming && typeof incoming === 'object') {
    for (const [name, value] of Object.entries(incoming)) if (typeof value === 'boolean') merged[name] = value;
  }
  return merged;
}
