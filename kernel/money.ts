/** The site's currencies (spec accounts-platform: euro, dollar, ruble). */
export const CURRENCIES = ['eur', 'usd', 'rub'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const isCurrency = (value: unknown): value is Currency =>
  typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);

/** An amount in integer minor units, always with its currency (ARCHITECTURE.md, Data). */
export interface Money {
  amount: number;
  currency: Currency;
}

/** Minor units per major unit; all three currencies have two decimals. */
export const MINOR_PER_MAJOR = 100;
