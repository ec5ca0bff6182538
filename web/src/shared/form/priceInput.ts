// A price as a user types it (listing, repricing, autopurchases) and the problems a price or count field can have.
// Formik keeps field errors as strings, so a problem travels JSON-encoded. Pure.
import { type Currency, MINOR_PER_MAJOR } from '../../../../kernel';

/** A field's problem: a message key suffix, with the bound, count or wait it names. */
export interface FieldProblem {
  key: string;
  /** The server's errorCode, when the server said it (data-code on the message). */
  code?: string;
  /** A price bound in minor units, with its currency. */
  amount?: number;
  currency?: Currency;
  /** A count: a quantity's bounds, the pieces already bought. */
  count?: number;
  /** A wait in seconds, and when it ends (ms since epoch), for a live countdown. */
  seconds?: number;
  until?: number;
}

export const encodeFieldProblem = (problem: FieldProblem): string => JSON.stringify(problem);

export function decodeFieldProblem(text: string): FieldProblem {
  try {
    const value = JSON.parse(text) as FieldProblem;
    if (value && typeof value.key === 'string') return value;
  } catch {
    // a plain string (a schema's key): not one of ours
  }
  return { key: 'invalid' };
}

export type ParsedPrice = { minor: number } | { error: 'required' | 'invalid' | 'positive' | 'decimals' | 'unsafe' };

/** A typed price in major units ("12.5", "12,50") to minor units; a comma is a decimal separator. */
export function parsePriceInput(input: string | number | null | undefined): ParsedPrice {
  const text = String(input ?? '')
    .trim()
    .replace(',', '.');
  if (text === '') return { error: 'required' };
  if (!/^\d+(\.\d+)?$/.test(text)) return { error: /^-\d/.test(text) ? 'positive' : 'invalid' };
  if ((text.split('.')[1] ?? '').length > 2) return { error: 'decimals' };
  const minor = Math.round(Number(text) * MINOR_PER_MAJOR);
  if (!Number.isSafeInteger(minor)) return { error: 'unsafe' };
  if (minor <= 0) return { error: 'positive' };
  return { minor };
}

/** Minor units as the text of a price input ("12.5" for 1250, "3" for 300). */
export const toPriceText = (minor: number): string => String(minor / MINOR_PER_MAJOR);
