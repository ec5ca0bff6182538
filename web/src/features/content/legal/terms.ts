import { CONTACT_EMAILS, type LegalDoc } from './types';

/** The terms of service (/terms), for users everywhere but the Russian Federation (see termsRf.ts). */
export const TERMS: LegalDoc = {
  id: 'terms',
  updated: '2026-11-20',
  sections: [
    {
      id: 'about',
      heading: '1. About these terms',
      blocks: [
        'These terms are an agreement between you and Tradehall, the operator of this website ("Tradehall", "we", "us"). They apply to every use of the site: browsing the market, buying, selling, quick sale, the exchange, buying R$, promotions and support. By creating an account or using the site you accept them.',
        'Users in the Russian Federation use the site under the separate terms for the Russian Federation, which replace these terms where they differ.',
        'Tradehall is not affiliated with Roblox Corporation or with the developers of the two games whose items are traded here. Game names and item names belong to their owners.',
      ],
    },
    {
      id: 'service',
      heading: '2. What Tradehall does',
      blocks: [
        'Tradehall is a marketplace for in-game items of two games: a pet-trading game and a murder-mystery game. Users list items they own in their game accounts, other users buy them for their balance, and the items are handed over in in-game trades run by our automated bots. Tradehall also buys items itself (quick sale), sells items from its own stock, exchanges items for its stock (the exchange) and sells the in-game currency R$.',
        'In-game items are digital goods that exist only inside the games. Their availability depends on the games and their operators, which we do not control.',
      ],
    },
    {
      id: 'account',
      heading: '3. Your account',
      blocks: [
        {
          list: [
            'You must be old enough to use online payment services in your country, or use the site with the consent of a parent or guardian.',
            'One person, one account. Each account is both a buyer and a seller.',
            'Keep your password to yourself and turn on two-factor authentication. You are responsible for what is done with your account.',
            'Give us a real e-mail address: we use it for recovery, receipts and important notices.',
          ],
        },
      ],
    },
    {
      id: 'linked-accounts',
      heading: '4. Linked game accounts and bots',
      blocks: [
        'To sell, you link up to 3 game accounts by their session cookie. You allow our bots to use that session to read the account’s inventory (a sync) and to trade the items you sold to their buyers. We store the cookie encrypted, never show it, and use it only for these purposes. Unlinking an account deletes the cookie; changing your game password ends the session.',
        'A linked account must be yours. Do not link an account that is shared, rented or not allowed to trade. While an item is in a deal, the account must stay linked and its session valid, or the deal is cancelled and the buyer refunded.',
        'Inventories can be refreshed once every 20 minutes per account. Items that sit unsold in the site’s stock are handled as described in the FAQ.',
      ],
    },
    {
      id: 'buying',
      heading: '5. Buying and collecting',
      blocks: [
        'A purchase is paid from your balance when you confirm it. The item is then yours and must be collected within 60 minutes: you give the nickname of your own game account and accept the trade our bot opens from the seller’s account. The timer pauses while a trade is running.',
        {
          list: [
            'If you do not collect in time, the purchase is cancelled and refunded to your balance in full.',
            'If the trade fails because of the seller (their session expired, the item is gone), the purchase is cancelled and refunded at once.',
            'A trade holds at most 40 items, 10 per slot.',
          ],
        },
        'Autopurchases buy for you automatically when a listing at or below your price appears; the money for them is held on your balance until they are filled or cancelled.',
      ],
    },
    {
      id: 'selling',
      heading: '6. Selling, fees and quick sale',
      blocks: [
        'You set the price of the items you list. When one is sold and delivered, we credit you the price less our sales fee: 15% for prices in rubles and 20% for prices in euros and US dollars. The fee is shown before you list.',
        'Quick sale is an offer from Tradehall to buy your items at once, through a trade with one of our bots. The offer is shown before you accept it and holds for the trade (about 10 minutes). You are paid for exactly the items the trade moved.',
      ],
    },
    {
      id: 'balance',
      heading: '7. Balance, top-ups and cash-outs',
      blocks: [
        'Your balance is held in euros, US dollars or rubles. Top-ups are processed by a payment provider and are credited within 24 hours. Tradehall does not see or store your card details.',
        'You can cash out the money on your balance, less the fee of the method you choose (bank cards 50 rubles plus 3%, e-wallets 3%, mobile operators 2%). The fee is shown before you confirm. Cash-outs are usually paid within 20 seconds to 2 hours and may take up to 168 hours when checked by hand.',
        'Money you topped up can be cashed out only 10 days after it was credited. This protects sellers and the site from card fraud and reversed payments. Money earned by selling is not held. We may hold or review a cash-out as described in the AML and KYC policy; a review takes up to 10 days.',
      ],
    },
    {
      id: 'ratings',
      heading: '8. Ratings, blocks and fair play',
      blocks: [
        'Every user has a buyer rating and a seller rating. Completed deals raise them; missed trades, cancellations caused by you and other failures lower them. Low ratings bring temporary blocks: for buyers 30 minutes, 2 hours, 24 hours and 7 days; for sellers 24 hours, 72 hours, 7 days and 15 days, and finally the loss of selling access. The full rules are in the FAQ.',
        'You must not:',
        {
          list: [
            'use the site for fraud, money laundering or to move stolen items or money;',
            'interfere with our bots, other users’ trades or the site’s security;',
            'open several accounts to avoid a block or to abuse promotions;',
            'use VPNs or other means to hide your country for a promotion limited to certain countries.',
          ],
        },
        'We may block an account that breaks these rules, cancel the deals involved and refund the people affected.',
      ],
    },
    {
      id: 'promotions',
      heading: '9. Promotions, the wheel and giveaways',
      blocks: [
        'Promo codes, free spins of the fortune wheel, the daily giveaway and seasonal events are free promotions. Each has its own conditions shown with it; a promo code can be activated once per account and one code every 3 days. The wheel’s odds are published and every spin can be verified. Prizes have no cash value until credited to your balance.',
      ],
    },
    {
      id: 'liability',
      heading: '10. Availability and liability',
      blocks: [
        'We work to keep the site available, but trades depend on the games, which may change, go offline or restrict trading. During maintenance some services (sales, inventory, trades, support) may stop for a while. Money paid for a deal that cannot be completed is returned to your balance.',
        'To the extent the law allows, Tradehall is not liable for losses caused by the games’ operators, by your own actions in your game account, or by events outside our control. Nothing in these terms limits rights you have as a consumer under the law of your country.',
      ],
    },
    {
      id: 'changes',
      heading: '11. Changes, closing your account, disputes',
      blocks: [
        'We may change these terms; we announce important changes on the site or by e-mail before they apply. You may close your account at any time after your deals are finished; money left on your balance can be cashed out under section 7.',
        `Disputes about a deal are raised with support first: we answer within 30 days. Write to ${CONTACT_EMAILS.support} or use the question form in Help. Legal notices: ${CONTACT_EMAILS.legal}.`,
      ],
    },
  ],
};
