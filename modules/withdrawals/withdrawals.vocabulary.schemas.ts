// Pure and without yup: the withdrawals module's words the web app shares.

/** Socket notification: a withdrawal trade of this buyer started or ended (the list refreshes). */
export const WITHDRAWAL_CHANGED = 'WITHDRAWAL_CHANGED';

/** The bot trade stages shown to the user, in order (spec trading-core 4). */
export const TRADE_STAGES = [
  'searching_bot',
  'checking_friendship',
  'adding_friend',
  'bot_enabling',
  'trading',
] as const;
export type TradeStage = (typeof TRADE_STAGES)[number];

/** Nicknames in the games: 3 to 20 letters, digits and underscores. */
export const NICKNAME_PATTERN = /^[A-Za-z0-9_]{3,20}$/;

/** The food items a withdrawal asks the buyer to add (spec trading-core 5). */
export const FOOD_ITEMS = [
  'cup',
  'sandwich',
  'apple',
  'gold apple',
  'cheese',
  'bottle',
  'tea',
  'watermelon',
  'ice cream',
];

/** Murder-mystery trades need this in-game level (spec trading-core 5). */
export const MM2_TRADE_LEVEL = 10;
