// Listing rules on the seller's side (spec trading-core 4, 5, 8, 9): which items can be acted on, the
// price a seller types, and server failures placed on the price field of the item they concern. Pure.
import * as yup from 'yup';
import {
  ITEM_ACTION_PAUSE_SECONDS,
  LISTABLE_STATUSES,
  type InventoryItemView,
} from '../../../../modules/inventory-sync/inventory.schemas';
import { sellerReceives } from '../../../../modules/market/market.schemas';
import { HttpError } from '../../shared/api/HttpError';
import { readServerError, type MessageRef } from '../../shared/form/serverErrors';
import type { LinkedAccount } from './api';
import type { Currency, Money } from '../../../../kernel';
import {
  decodeFieldProblem,
  encodeFieldProblem,
  encodeFieldProblem as encodePriceError,
  type FieldProblem,
  parsePriceInput,
  type ParsedPrice,
} from '../../shared/form/priceInput';

/** Statuses from which an item may be put on sale (the server's rule, used to disable the action). */
export { LISTABLE_STATUSES };

/** An error on a price field (message `inventory.price.error.<key>`). */
export type PriceError = FieldProblem;
export {
  decodeFieldProblem as decodePriceError,
  encodeFieldProblem as encodePriceError,
  parsePriceInput,
  type ParsedPrice,
};

/** Checks a typed price against the item's bounds; null when it can be sent. */
export function priceInputError(input: string, bounds: { min: Money; max: Money }): PriceError | null {
  const parsed = parsePriceInput(input);
  if ('error' in parsed) return { key: parsed.error };
  if (parsed.minor < bounds.min.amount) return { key: 'min', amount: bounds.min.amount, currency: bounds.min.currency };
  if (parsed.minor > bounds.max.amount) return { key: 'max', amount: bounds.max.amount, currency: bounds.max.currency };
  return null;
}

/**
 * The listing dialog's schema: every row's price is required, a positive number with at most two
 * decimals, within its item's bounds (spec trading-core 5). Errors are encoded PriceErrors.
 */
export function priceFormSchema(boundsOf: (itemId: string) => { min: Money; max: Money } | undefined) {
  return yup.object({
    items: yup
      .array(
        yup.object({
          id: yup.string().required(),
          price: yup
            .string()
            .default('')
            .test('price', 'invalid', function check(value) {
              const bounds = boundsOf(String(this.parent?.id ?? ''));
              const problem = bounds ? priceInputError(value ?? '', bounds) : { key: 'notFound' };
              return problem ? this.createError({ message: encodePriceError(problem) }) : true;
            }),
        }),
      )
      .required(),
  });
}

/** What the seller receives for a typed price after the fee (spec trading-core 9), or null while it is not a price. */
export function receivesFor(input: string, currency: Currency): Money | null {
  const parsed = parsePriceInput(input);
  return 'minor' in parsed ? { amount: sellerReceives(parsed.minor, currency), currency } : null;
}

/**
 * The price a "use recommended" button fills in: the recommended price, kept within the bounds (the
 * recommended price of a cheap item can be under the currency's minimum selling price).
 */
export function suggestedPrice(item: Pick<InventoryItemView, 'recommended' | 'bounds'>): Money {
  const amount = Math.min(item.bounds.max.amount, Math.max(item.bounds.min.amount, item.recommended.amount));
  return { amount, currency: item.recommended.currency };
}

/** Minor units as the text of a price input ("12.5" for 1250, "3" for 300). */
export { toPriceText as toInputText } from '../../shared/form/priceInput';

/** Seconds until an item can be acted on again (spec trading-core 9: 30 s after a change); 0 when free. */
export function pauseSecondsLeft(pausedUntil: string | null, now: number): number {
  if (!pausedUntil) return 0;
  const ends = Date.parse(pausedUntil);
  return Number.isFinite(ends) && ends > now ? Math.ceil((ends - now) / 1000) : 0;
}

/** Why an item cannot be put on sale now, or null when it can. */
export function listBlocker(
  item: InventoryItemView,
  account: LinkedAccount | undefined,
  now: number,
): 'paused' | 'status' | 'noAccess' | 'outdated' | 'notActive' | null {
  if (!LISTABLE_STATUSES.has(item.status)) return 'status';
  if (pauseSecondsLeft(item.pausedUntil, now) > 0) return 'paused';
  if (account?.status === 'error') return 'noAccess';
  // A delivery found items gone (or the buyer kicked): what the account holds must be read again before selling.
  if (account?.status === 'outdatedItems' && !account.frozen) return 'outdated';
  if (!account || account.frozen || account.status !== 'success') return 'notActive';
  return null;
}

export const isOnSale = (item: InventoryItemView) => item.status === 'on_sale';

export interface PriceFailure {
  /** Formik path (`items.<i>.price`) -> encoded PriceError. */
  fields: Record<string, string>;
  alert: MessageRef | null;
  /** The server asked to wait (ITEM_ACTION_PAUSED): the inventory should be reloaded for the countdowns. */
  paused: boolean;
}

interface ErrorBody {
  errorCode?: unknown;
  details?: { field?: unknown; max?: Money; min?: Money; retryAfterSeconds?: unknown } | null;
}

const ITEM_CODES: Record<string, string> = {
  UNSAFE_NUMBER: 'unsafe',
  NOT_FOUND: 'notFound',
  NO_ACCESS: 'noAccess',
  LINKED_RBX_ACCOUNT_IS_NOT_ACTIVE: 'notActive',
  ITEM_ACTION_PAUSED: 'paused',
  NO_PRICE: 'noPrice',
  MAX_NUMBER: 'max',
  MIN_NUMBER: 'min',
};

/** Alerts for the same codes when no item can be named. */
const ALERTS: Record<string, string> = {
  NOT_FOUND: 'inventory.error.notFound',
  NO_ACCESS: 'inventory.error.noAccess',
  LINKED_RBX_ACCOUNT_IS_NOT_ACTIVE: 'inventory.error.notActive',
  ITEM_ACTION_PAUSED: 'inventory.error.paused',
};

/**
 * A failed itemsAdd / itemsUpdate (spec trading-core 8) on the dialog's fields. The item comes from
 * details.field (`items[2].price`, `items[2].id`); NO_ACCESS and LINKED_RBX_ACCOUNT_IS_NOT_ACTIVE name no
 * item, so they go to the items whose account explains them, else to the whole form.
 */
export function readPriceFailure(
  error: unknown,
  itemIds: readonly string[],
  accountOf: (itemId: string) => LinkedAccount | undefined,
  now = Date.now(),
): PriceFailure {
  const failure: PriceFailure = { fields: {}, alert: null, paused: false };
  const body = (
    error instanceof HttpError && error.data && typeof error.data === 'object' ? error.data : {}
  ) as ErrorBody;
  const code = typeof body.errorCode === 'string' ? body.errorCode : null;
  const key = code ? ITEM_CODES[code] : undefined;
  if (!(error instanceof HttpError) || !code || !key) {
    if (code === 'VALIDATION_ERROR') {
      const fields = validationFields(error as HttpError, itemIds.length);
      if (Object.keys(fields).length > 0) return { ...failure, fields };
    }
    failure.alert = readServerError(error, []).alert ?? { id: 'errors.generic' };
    return failure;
  }
  failure.paused = code === 'ITEM_ACTION_PAUSED';
  const details = body.details ?? {};
  const priceError: PriceError = { key, code };
  if (code === 'MAX_NUMBER' && details.max)
    Object.assign(priceError, { amount: details.max.amount, currency: details.max.currency });
  if (code === 'MIN_NUMBER' && details.min)
    Object.assign(priceError, { amount: details.min.amount, currency: details.min.currency });
  if (code === 'ITEM_ACTION_PAUSED') {
    const seconds = Number(details.retryAfterSeconds);
    priceError.seconds = Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : ITEM_ACTION_PAUSE_SECONDS;
    priceError.until = now + priceError.seconds * 1000;
  }
  const encoded = encodePriceError(priceError);
  const index = fieldIndex(details.field, itemIds.length);
  if (index !== null) {
    failure.fields[`items.${index}.price`] = encoded;
    return failure;
  }
  if (code === 'NO_ACCESS' || code === 'LINKED_RBX_ACCOUNT_IS_NOT_ACTIVE') {
    itemIds.forEach((id, i) => {
      const account = accountOf(id);
      const explains =
        code === 'NO_ACCESS' ? account?.status === 'error' : !account || account.frozen || account.status !== 'success';
      if (explains) failure.fields[`items.${i}.price`] = encoded;
    });
    if (Object.keys(failure.fields).length > 0) return failure;
  }
  failure.alert = ALERTS[code]
    ? { id: ALERTS[code], values: priceError.seconds ? { seconds: priceError.seconds } : undefined }
    : { id: 'errors.generic' };
  return failure;
}

/** `items[3].price`, `items[3].id`, `ids[3]` -> 3 (when the dialog has that row). */
function fieldIndex(field: unknown, rows: number): number | null {
  if (typeof field !== 'string') return null;
  const match = /^(?:items|ids)\[(\d+)\]/.exec(field);
  if (!match) return null;
  const index = Number(match[1]);
  return index < rows ? index : null;
}

function validationFields(error: HttpError, rows: number): Record<string, string> {
  const details = (error.data as { details?: { fields?: { field?: unknown }[] } } | null)?.details;
  const fields: Record<string, string> = {};
  for (const item of details?.fields ?? []) {
    const index = fieldIndex(item?.field, rows);
    if (index !== null) fields[`items.${index}.price`] = encodePriceError({ key: 'invalid', code: 'VALIDATION_ERROR' });
  }
  return fields;
}

const ACTION_ALERTS: Record<string, string> = {
  ...ALERTS,
  LINKED_RBX_ACCOUNT_IS_NOT_FROZEN: 'inventory.error.notFrozen',
  LINKED_RBX_ACCOUNT_HAS_RESERVED_ITEMS: 'inventory.error.reserved',
};

/** A failed remove-from-sale or freeze / unfreeze (spec trading-core 8), as one message for a toast. */
export function actionFailureMessage(error: unknown, what: 'item' | 'account'): MessageRef {
  const body = (
    error instanceof HttpError && error.data && typeof error.data === 'object' ? error.data : {}
  ) as ErrorBody;
  const code = typeof body.errorCode === 'string' ? body.errorCode : null;
  if (code === 'NOT_FOUND' && what === 'account') return { id: 'inventory.error.accountNotFound' };
  if (code === 'ITEM_ACTION_PAUSED') {
    const seconds = Number(body.details?.retryAfterSeconds);
    return {
      id: 'inventory.error.paused',
      values: { seconds: Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 30 },
    };
  }
  if (code && ACTION_ALERTS[code]) return { id: ACTION_ALERTS[code] };
  return readServerError(error, []).alert ?? { id: 'errors.generic' };
}
