// Pure and without yup: the exchange's value rule, shared by the server and the /trade page (which shows the same
// difference the server will check).

/** Both sides together, in one trade (spec trading-core 5: at most 40 items per trade). */
export const EXCHANGE_MAX_ITEMS = 40;

/**
 * The site's margin: when the user's items are worth more than the site's, the site pays the difference back to the
 * balance, but at most this share of the site side's value. Beyond it the site would be buying items at their full
 * market value for money (a quick sale pays 60 % of it), so it refuses (EXCHANGE_CHANGE_TOO_LARGE).
 */
export const EXCHANGE_CHANGE_SHARE = 0.1;

/** An exchange's money, all in the user's currency (minor units). */
export interface ExchangeQuote {
  userValue: number;
  siteValue: number;
  /** The user adds this from their balance (the site's items are worth more). */
  balance: number;
  /** The site pays this back to the balance (the user's items are worth more). */
  change: number;
  /** The most change the site pays for this site side. */
  maxChange: number;
  /** The change the user would be owed is beyond the margin: the site refuses the trade. */
  refused: boolean;
}

/**
 * The value rule: the user's items count for their trade-in values, the site's for the prices the market asks; the
 * side worth less makes up the difference in balance, the site's only up to EXCHANGE_CHANGE_SHARE of its side.
 */
export function quoteExchange(userValues: number[], siteValues: number[]): ExchangeQuote {
  const userValue = userValues.reduce((sum, v) => sum + v, 0);
  const siteValue = siteValues.reduce((sum, v) => sum + v, 0);
  const maxChange = Math.floor(siteValue * EXCHANGE_CHANGE_SHARE);
  const owed = Math.max(0, userValue - siteValue);
  return {
    userValue,
    siteValue,
    balance: Math.max(0, siteValue - userValue),
    change: Math.min(owed, maxChange),
    maxChange,
    refused: owed > maxChange,
  };
}
