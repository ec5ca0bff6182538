// Feature flags (spec accounts-platform 6). Defaults apply until GET /api/flags answers.
export interface Flags {
  gameSwitcher: boolean;
  darkTheme: boolean;
  registration: boolean;
  [name: string]: boolean;
}

export const DEFAULT_FLAGS: Flags = {
  // Defaults off.
  gameSwitcher: false,
  registration: true, // "registration-disable" is the flag that defaults off
  cartReservation: false,
  twoFactorLogin: false,
  aiSupport: false,
  // Defaults on.
  darkTheme: true,
  fastSale: true,
  newProfile: true,
  newMarketBackend: true,
  newFaq: true,
  reviewsPage: true,
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
