// A prize in words: a wheel segment's, a spin's or a door's. Balances are shown in the page's currency (a prize is
// paid in the winner's own). Pure: the caller passes intl.
import type { IntlShape } from 'react-intl';
import type { AdventPrize, AdventWon } from '../../../../modules/promo/advent.schemas';
import type { BalanceAmounts } from '../../../../modules/promo/promo.schemas';
import type { WheelPet, WheelSegmentPrize, WonPrize } from '../../../../modules/promo/wheel.schemas';
import { formatMoney } from '../../shared/format/money';
import type { Currency } from '../../../../kernel';

export const balanceText = (intl: IntlShape, amounts: BalanceAmounts, currency: Currency): string =>
  formatMoney(intl, { amount: amounts[currency], currency });

/** A segment's prize; the pet segment names the pet, or the balance it gives while there is none. */
export function segmentText(
  intl: IntlShape,
  prize: WheelSegmentPrize,
  currency: Currency,
  pet: { pet: WheelPet | null; fallback: BalanceAmounts },
): string {
  switch (prize.kind) {
    case 'balance':
      return balanceText(intl, prize.amounts, currency);
    case 'rbx':
      return intl.formatMessage({ id: 'promo.prize.rbx' }, { amount: prize.amount });
    case 'pet':
      return pet.pet ? pet.pet.name : balanceText(intl, pet.fallback, currency);
    default:
      return intl.formatMessage({ id: 'promo.prize.spin' });
  }
}

/** What a spin or a door gave. */
export function wonText(intl: IntlShape, prize: WonPrize | AdventWon): string {
  switch (prize.kind) {
    case 'balance':
      return formatMoney(intl, { amount: prize.amount, currency: prize.currency as Currency });
    case 'rbx':
      return intl.formatMessage({ id: 'promo.prize.rbx' }, { amount: prize.amount });
    case 'pet':
      return prize.name;
    default:
      return intl.formatMessage({ id: 'promo.prize.spin' });
  }
}

/** A door's prize before it is opened. */
export const adventPrizeText = (intl: IntlShape, prize: AdventPrize, currency: Currency): string =>
  prize.kind === 'spin' ? intl.formatMessage({ id: 'promo.prize.spin' }) : balanceText(intl, prize.amounts, currency);
