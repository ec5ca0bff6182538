// A refused set, edit or cancel of an autopurchase (spec trading-core 5, 8) in words, where it belongs: a bound
// (MIN_NUMBER, MAX_NUMBER: details carry it), an amount that cannot be one (UNSAFE_NUMBER), an item without a price
// (NO_PRICE) or a field the server named (VALIDATION_ERROR) on its field; the balance (INVALID_USER_BALANCE, with a
// top-up), the limit of open autopurchases, a buyer's block (BUYER_IS_BLOCKED, shared words), maintenance, an
// autopurchase that ended or is gone, for the whole form. Pure.
import { HttpError } from '../../shared/api/HttpError';
import { readServerError, type MessageRef } from '../../shared/form/serverErrors';
import type { FieldProblem } from './autobuyForm';
import type { Money } from '../../../../kernel';

export interface AutobuyFailure {
  fields: { price?: FieldProblem; quantity?: FieldProblem };
  alert: MessageRef | null;
  /** INVALID_USER_BALANCE: the alert offers a top-up of what the balance lacks. */
  topUp: boolean;
  /** 401: the session is gone; the buyer signs in again. */
  signIn: boolean;
  /** AUTOPURCHASE_ENDED, NOT_FOUND on one: the list is read again. */
  stale: boolean;
}

interface Body {
  errorCode?: unknown;
  details?: {
    field?: unknown;
    fields?: unknown;
    min?: Money;
    max?: Money;
    filled?: unknown;
  } & Record<string, unknown>;
}

const ALERTS: Record<string, string> = {
  INVALID_USER_BALANCE: 'autobuy.error.balance',
  AUTOPURCHASES_LIMIT: 'autobuy.error.limit',
  TECH_WORKS: 'autobuy.error.techWorks',
  AUTOPURCHASE_ENDED: 'autobuy.error.ended',
};

/** What failed, for the page that asked: setting one (`create`) or changing one of the list (`change`). */
export function readAutobuyFailure(error: unknown, action: 'create' | 'change'): AutobuyFailure {
  const failure: AutobuyFailure = { fields: {}, alert: null, topUp: false, signIn: false, stale: false };
  if (!(error instanceof HttpError)) {
    failure.alert = { id: 'errors.generic' };
    return failure;
  }
  if (error.code === 401) {
    failure.signIn = true;
    return failure;
  }
  const body = (error.data && typeof error.data === 'object' ? error.data : {}) as Body;
  const code = typeof body.errorCode === 'string' ? body.errorCode : null;
  const details = body.details && typeof body.details === 'object' ? body.details : {};
  switch (code) {
    case 'MIN_NUMBER':
    case 'MAX_NUMBER': {
      const bound = code === 'MIN_NUMBER' ? details.min : details.max;
      failure.fields.price = {
        key: code === 'MIN_NUMBER' ? 'min' : 'max',
        code,
        ...(bound && typeof bound.amount === 'number' ? { amount: bound.amount, currency: bound.currency } : {}),
      };
      return failure;
    }
    case 'UNSAFE_NUMBER':
      failure.fields.price = { key: 'unsafe', code };
      return failure;
    case 'NO_PRICE':
      failure.fields.price = { key: 'noPrice', code };
      return failure;
    case 'VALIDATION_ERROR': {
      const fields = Array.isArray(details.fields) ? (details.fields as { field?: unknown }[]) : [];
      for (const { field } of fields) {
        if (field === 'price') failure.fields.price = { key: 'invalid', code };
        else if (field === 'quantity')
          failure.fields.quantity =
            typeof details.filled === 'number'
              ? { key: 'belowFilled', code, count: details.filled }
              : { key: 'invalid', code };
      }
      if (!failure.fields.price && !failure.fields.quantity) failure.alert = { id: 'autobuy.error.invalid' };
      return failure;
    }
    case 'NOT_FOUND':
      failure.alert = { id: action === 'create' ? 'autobuy.error.itemGone' : 'autobuy.error.gone' };
      failure.stale = action === 'change';
      return failure;
    case 'AUTOPURCHASES_LIMIT':
      failure.alert = { id: ALERTS[code]!, values: { max: Number(details.max) || 0 } };
      return failure;
    default:
      if (code && ALERTS[code]) {
        failure.alert = { id: ALERTS[code] };
        failure.topUp = code === 'INVALID_USER_BALANCE';
        failure.stale = code === 'AUTOPURCHASE_ENDED';
        return failure;
      }
      // A buyer's block (its words and until when), too many requests, the network, the rest.
      failure.alert = readServerError(error, []).alert ?? { id: 'errors.generic' };
      if (!code && error.code === 503) failure.alert = { id: 'autobuy.error.techWorks' };
      return failure;
  }
}
