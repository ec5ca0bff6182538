import { CONTACT_EMAILS, type LegalDoc } from './types';

/**
 * The terms for users in the Russian Federation (/terms-rf; spec trading-core 2 "terms (a separate one for one
 * country)", accounts-platform 2.2). They replace the general terms where they differ: prices and payouts in rubles,
 * the ruble fee, the local payment methods and the consumer rules of Russian law.
 */
export const TERMS_RF: LegalDoc = {
  id: 'termsRf',
  updated: '2026-11-20',
  sections: [
    {
      id: 'scope',
      heading: '1. Who these terms are for',
      blocks: [
        'These terms apply to users whose country in their account is the Russian Federation. They are an offer by Tradehall, the operator of this website, under the law of the Russian Federation; creating an account or topping up the balance is its acceptance. In everything not said here, the general terms of service apply.',
      ],
    },
    {
      id: 'currency',
      heading: '2. Currency and prices',
      blocks: [
        'Your balance, prices and payouts are in rubles. The sales fee for items sold in rubles is 15% of the price; it is shown before you list an item.',
      ],
    },
    {
      id: 'payments',
      heading: '3. Top-ups and cash-outs',
      blocks: [
        'Top-ups are accepted through the payment provider by bank card, the faster payments system (SBP) and other methods shown on the top-up page; they are credited within 24 hours.',
        'Cash-outs are paid to a bank card (fee 50 rubles plus 3%), an e-wallet (3%) or a mobile phone account (2%). Money you topped up can be cashed out 10 days after it was credited; money earned by selling at once. Cash-outs are usually paid within 2 hours and at most within 168 hours.',
      ],
    },
    {
      id: 'goods',
      heading: '4. Digital goods',
      blocks: [
        'In-game items are digital content delivered inside the game. A purchase is complete when the item is delivered to your game account in a trade. Until then you may cancel it, and if it is not delivered within 60 minutes of the purchase it is cancelled and refunded to your balance in full. After delivery a purchase cannot be returned, except when the item was not as described.',
      ],
    },
    {
      id: 'data',
      heading: '5. Personal data',
      blocks: [
        'Your personal data is processed as described in the privacy policy, with your consent given when you register, and in line with the Federal Law "On Personal Data".',
      ],
    },
    {
      id: 'claims',
      heading: '6. Claims',
      blocks: [
        `Before going to court, send a claim to ${CONTACT_EMAILS.legal} or through the question form in Help. We answer claims within 30 days. A claim about a deal is reviewed within 14 days of the information needed being received.`,
      ],
    },
  ],
};
