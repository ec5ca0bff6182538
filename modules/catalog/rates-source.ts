import type { Currency } from '../../kernel';

/** Where fresh exchange rates come from (units per US dollar). */
export interface RatesSource {
  fetch(): Promise<Partial<Record<Currency, number>> | null>;
}

/** Offline: nothing to fetch, the seeded rates stay. */
export const offlineRates: RatesSource = { fetch: async () => null };

/** A JSON endpoint answering {"rates": {"eur": 0.92, "rub": 92}}; bad answers are refused, not stored. */
export function httpRates(url: string, timeoutMs = 5_000): RatesSource {
  return {
    async fetch() {
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`rates: HTTP ${response.status}`);
      const body = (await response.json()) as { rates?: Record<string, unknown> };
      const rates: Partial<Record<Currency, number>> = { usd: 1 };
      for (const currency of ['eur', 'rub'] as const) {
        const value = body.rates?.[currency];
        if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0)
          throw new Error(`rates: bad ${currency}`);
        rates[currency] = value;
      }
      return rates;
    },
  };
}
