// The /rbx form's rules and a failed order in words. Pure (yup only): the page and its tests share them.
import * as yup from 'yup';
import { rbxNicknameSchema, rbxPassSchema } from '../../../../modules/rbx/rbx.schemas';
import { RBX_MAX, RBX_MIN, type RbxMethod } from '../../../../modules/rbx/rbx.vocabulary.schemas';
import type { MessageRef } from '../../shared/form/serverErrors';
import { ACCOUNT_TRADE_ERRORS, tradeStartFailure, type StartFailure } from '../../shared/trades/startFailure';

export interface RbxValues {
  amount: string | number;
  method: RbxMethod;
  nickname: string;
  pass: string;
}

/** Every amount mistake reads the same: the range (spec trading-core 9). */
const RANGE = 'rbx.amount.range';
const amountSchema = yup
  .number()
  .typeError(RANGE)
  .required(RANGE)
  .integer(RANGE)
  .min(RBX_MIN, RANGE)
  .max(RBX_MAX, RANGE);

/** A visitor only picks an amount; a buyer names the account and the pass too; a prize's amount is fixed. */
export function rbxFormSchema(mode: 'visitor' | 'buyer' | 'prize') {
  if (mode === 'visitor') return yup.object({ amount: amountSchema });
  if (mode === 'prize') return yup.object({ nickname: rbxNicknameSchema, pass: rbxPassSchema });
  return yup.object({ amount: amountSchema, nickname: rbxNicknameSchema, pass: rbxPassSchema });
}

/** The typed amount when it is a valid one (the price is asked for it), else null. Formik keeps a number field's
 * value as a number once typed in. */
export function validAmount(value: string | number): number | null {
  const text = String(value).trim();
  const amount = Number(text);
  return text !== '' && Number.isInteger(amount) && amount >= RBX_MIN && amount <= RBX_MAX ? amount : null;
}

/** Quick amounts offered under the field. */
export const RBX_PRESETS = [100, 400, 800, 1700, 4500] as const;

/** An order refused at the start, in words; PRICES_HAVE_CHANGED carries the new quote. */
export function rbxOrderFailure(error: unknown): StartFailure {
  return tradeStartFailure(
    error,
    {
      ...ACCOUNT_TRADE_ERRORS,
      PRICES_HAVE_CHANGED: { id: 'rbx.error.pricesChanged', stale: true },
      INVALID_USER_BALANCE: { id: 'rbx.error.balance' },
      ALREADY_EXISTS: { id: 'rbx.error.retry' },
    },
    { id: 'errors.generic' },
  );
}

/** Why an order failed (the gateway's NOT_FOUND or PRICE_MISMATCH, a trade code, an unknown name) in words. */
export function rbxFailureMessage(failure: string | null): MessageRef {
  if (failure === 'NOT_FOUND' || failure === 'PRICE_MISMATCH') return { id: `rbx.failure.${failure}` };
  if (failure === 'code_3') return { id: 'trades.code.3' };
  if (failure === '9') return { id: 'trades.code.9' };
  return { id: 'rbx.failure.other' };
}
