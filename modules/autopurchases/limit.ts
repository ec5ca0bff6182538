import type { Rates } from '../catalog';
import type { Currency } from '../../kernel';

/**
 * An autopurchase's price in US cents, the market's common unit: the most a listing may cost in US cents for the
 * buyer to pay no more than their price. Rounded down, so a listing at the limit never costs a cent more once
 * converted back (the market rounds conversions to the nearest minor unit).
 */
export function limitCents(priceMinor: number, currency: Currency, rates: Rates): number {
  return Math.max(1, Math.floor(priceMinor / rates[currency]));
}
