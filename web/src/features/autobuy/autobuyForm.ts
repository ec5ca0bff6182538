// The autopurchase form's rules, mirroring the server's (modules/autopurchases/autopurchases.schemas.ts, spec
// trading-core 5 "price and quantity must be acceptable; price has a minimum and maximum"): a price per piece in major
// units with at most two decimals, at least the currency's minimum selling price and within the bounds the server
// told for this variant (its MIN_NUMBER / MAX_NUMBER answers carry them: the item page does not), and a whole
// quantity from 1 (or the pieces already bought, when editing) to AUTOPURCHASE_QUANTITY_MAX. Formik keeps field
// errors as strings: a problem travels JSON-encoded. Pure.
import * as yup from 'yup';
import { AUTOPURCHASE_QUANTITY_MAX } from '../../../../modules/autopurchases/autopurchases.vocabulary.schemas';
import { MIN_SELLING_PRICE } from '../../../../modules/catalog/catalog.schemas';
import type { Currency } from '../../../../kernel';
import {
  encodeFieldProblem as encodeProblem,
  type FieldProblem,
  parsePriceInput as parsePrice,
} from '../../shared/form/priceInput';

export {
  decodeFieldProblem as decodeProblem,
  encodeFieldProblem as encodeProblem,
  type FieldProblem,
  type ParsedPrice,
  parsePriceInput as parsePrice,
  toPriceText,
} from '../../shared/form/priceInput';

/** The minor units of a typed price, or null while it is not one. */
export const priceMinor = (input: string): number | null => {
  const parsed = parsePrice(input);
  return 'minor' in parsed ? parsed.minor : null;
};

/** The bounds of a variant's price in a currency, as far as they are known (minor units). */
export interface KnownBounds {
  min?: number;
  max?: number;
}

/** Checks a typed price; null when it can be sent. */
export function priceProblem(input: string, currency: Currency, bounds: KnownBounds = {}): FieldProblem | null {
  const parsed = parsePrice(input);
  if ('error' in parsed) return { key: parsed.error };
  const min = Math.max(MIN_SELLING_PRICE[currency], bounds.min ?? 0);
  if (parsed.minor < min) return { key: 'min', amount: min, currency };
  if (bounds.max !== undefined && parsed.minor > bounds.max) return { key: 'max', amount: bounds.max, currency };
  return null;
}

export type ParsedQuantity = { value: number } | { error: 'required' | 'invalid' };

export function parseQuantity(input: string | number | null | undefined): ParsedQuantity {
  const text = String(input ?? '').trim();
  if (text === '') return { error: 'required' };
  return /^\d+$/.test(text) ? { value: Number(text) } : { error: 'invalid' };
}

/** Checks a typed quantity: whole, from `min` (1, or the pieces already bought) to AUTOPURCHASE_QUANTITY_MAX. */
export function quantityProblem(input: string, min = 1): FieldProblem | null {
  const parsed = parseQuantity(input);
  if ('error' in parsed) return { key: parsed.error };
  if (parsed.value < Math.max(1, min)) return min > 1 ? { key: 'belowFilled', count: min } : { key: 'min', count: 1 };
  if (parsed.value > AUTOPURCHASE_QUANTITY_MAX) return { key: 'max', count: AUTOPURCHASE_QUANTITY_MAX };
  return null;
}

export interface AutobuyValues {
  price: string;
  quantity: string;
}

/** The add form's and the edit dialog's schema (`filled`: the pieces an edited autopurchase already bought). */
export function autobuySchema(currency: Currency, bounds: () => KnownBounds, filled = 0) {
  const check = (problem: FieldProblem | null, ctx: yup.TestContext) =>
    problem ? ctx.createError({ message: encodeProblem(problem) }) : true;
  return yup.object({
    price: yup
      .string()
      .default('')
      .test('price', 'invalid', (value, ctx) => check(priceProblem(value ?? '', currency, bounds()), ctx)),
    quantity: yup
      .string()
      .default('')
      .test('quantity', 'invalid', (value, ctx) => check(quantityProblem(value ?? '', filled), ctx)),
  });
}
