import type { PostText } from './types';

/** The seeded posts in English, by slug (every post has an English version: the fallback of every language). */
export const POSTS_EN = {
  'how-to-buy-safely': {
    title: 'How to buy safely on Tradehall',
    summary:
      'Top up, buy, then collect your items in a trade with the seller’s account within 60 minutes. Here is every step, and what we do when something goes wrong.',
    body: `Buying on Tradehall takes three steps: top up your balance, buy, and collect. You never pay a seller directly and you never give anybody your game password.

## Top up and buy

1. Top up your balance on the [top-up page](/topups). The payment provider credits it, usually within minutes and always within 24 hours.
2. Find the item on the [market](/) and buy it from the cart or with the fast-buy button. The price is taken from your balance at once.
3. The item is now yours and waits in [purchased items](/profile/purchased).

## Collect within 60 minutes

A bought item stays in the seller’s game account until you collect it. Press **Collect**, type the nickname of your own game account, and the seller’s account (driven by our bot) sends you a friend request, meets you in the game and opens a trade with your items. In the pet game, add one cheap food item to the trade and accept.

- You have **60 minutes** to collect. The timer pauses while a trade is running.
- If you do not collect in time, the purchase is refunded to your balance in full.
- If the seller’s side fails (their session expired, the item is gone), we cancel the purchase and refund you at once.

## Stay safe

- Nobody from Tradehall will ever ask for your password or a payment outside the site.
- Trade only with the bot whose nickname the site shows you.
- Missing trades on purpose lowers your buyer rating, and a low rating brings temporary blocks: 30 minutes, 2 hours, 24 hours, then 7 days. See [how ratings work](/help/faq/rating).

Something went wrong anyway? Read [errors when buying](/help/faq/buy#errorWithBuying) or [ask us](/help/question).`,
  },
  'how-quick-sale-works': {
    title: 'Quick sale: sell your items to the site in about 10 minutes',
    summary:
      'No waiting for a buyer: the site offers a price for your synced items and one of our bots takes them in a single trade.',
    body: `Listing an item on the market gets you the best price, but you wait for a buyer. With **quick sale** the site buys your items itself, right now.

## How the price is set

The offer is 60 percent of the item’s recommended price, and never more than the lowest price the same item is on sale for. Items you have listed can be sold this way too: they leave the market.

## Step by step

1. Link your game account and sync its inventory on the [linked accounts page](/profile/trade/connected).
2. Open [quick sale](/profile/trade/fast-sell), pick the items (up to 40 in one trade) and accept the offer.
3. Add the bot whose nickname the sale shows as a friend, then press **Ready**.
4. The bot joins you in the game and opens the trade. Accept it.

The whole sale takes about 10 minutes. You are paid for exactly the items the trade moved, straight to your balance; anything that did not move stays yours.

## When it fails

A failed quick sale shows a code from 300 to 308: an expired session, a bot timeout, a kick from the game, no trading license and so on. Nothing is taken and nothing is paid. The [quick sale help](/help/faq/quickSale) explains each code.`,
  },
  'provably-fair-wheel': {
    title: 'The fortune wheel is provably fair: check any spin yourself',
    summary:
      'Before you spin you see a hash of our secret seed; after the spin we reveal the seed. Here is how to check that the result was fixed before you pressed the button.',
    body: `The [fortune wheel](/fortune) gives free spins from promo codes and events. Its odds are published on the wheel, and every spin can be checked by anybody.

## What is committed before you spin

- A **server seed**, kept secret. You see only its SHA-256 hash.
- Your **client seed**, which you can change at any time.
- A **counter** that grows by one with each spin.

## How the result is drawn

The roll is HMAC-SHA256 of the server seed and the text "client seed:counter". The first 13 hex digits of it, read as a fraction, pick the segment by its published weight. After the spin the server seed is revealed and a new one is committed.

## Check it

Open [spin verification](/fortune/verify), paste a spin’s id, and your browser recomputes the hash and the roll with the same code the server runs. If the revealed seed did not match the hash you saw before the spin, the page would say so.

Prizes include balance, R$ sent to your game pass, a pet from the site’s stock (collected within 60 minutes like any purchase) and another free spin.`,
  },
  'cash-outs-and-the-10-day-hold': {
    title: 'Cash-outs: fees, timing and the 10-day hold',
    summary:
      'What a cash-out costs, how long it takes, and why money you topped up in the last 10 days cannot be cashed out yet.',
    body: `Money from your sales can be cashed out from the [cash-out page](/withdraw). The fee is shown before you confirm.

## Fees

- Bank cards: 50 rubles plus 3 percent.
- E-wallets: 3 percent.
- Mobile operators: 2 percent.

## Timing

Most cash-outs are paid within 20 seconds to 2 hours. Some are checked by hand, which can take up to 168 hours. If a cash-out fails or is cancelled, the full amount comes back to your balance.

## The 10-day hold on fresh top-ups

Money you topped up can be spent on the market at once, but it can be cashed out only 10 days after it was credited. This stops stolen cards from being turned into cash through the site, and it protects sellers from payments that are later reversed. Money you earned by selling is not held.

Questions about a particular cash-out? [Ask support](/help/question): a cash-out review takes up to 10 days.`,
  },
  'winter-season-advent': {
    title: 'Winter season: the advent calendar and the daily giveaway',
    summary:
      'From the first of December one door of the advent calendar opens every day, and the daily giveaway draws a winner at midnight UTC.',
    body: `The winter season brings snow to the site and two things to do every day.

## The advent calendar

The [advent calendar](/advent) has 24 doors, one for each day of December until the 24th (UTC). Only today’s door opens, once per user:

- behind most doors: a small balance bonus;
- behind every sixth door: a free spin of the [fortune wheel](/fortune);
- behind the last door: a bigger balance prize.

## The daily giveaway

Join the [giveaway](/giveaway) once a day. At midnight UTC one entry wins a balance prize. The day’s seed is committed by its hash when the day opens and revealed with the result, together with the list of entries, so anybody can check the draw. A winner waits 24 hours before joining again.

## Promo codes

Watch our channels for promo codes: enter them on the [promo code page](/promocode). A code can be used once per account, and one code every 3 days.`,
  },
} satisfies Record<string, PostText>;
