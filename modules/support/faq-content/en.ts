import type { FaqContent } from './types';

// The FAQ in English, the source of the other languages. Markup: modules/support/faq.markup.ts. No number is
// written here: {values} and [[tables]] come from the code's constants (faq-content/values.ts, blocks.ts).
export const en: FaqContent = {
  sections: {
    buy: { title: 'Buying', description: 'Buying items with your balance, and what a failed purchase means.' },
    withdraw: {
      title: 'Collecting items',
      description: 'Getting what you bought into your game account: the time limit, the trade and its failures.',
    },
    sell: {
      title: 'Selling',
      description: 'Putting items on sale, the sales fee, freezing an account and getting paid.',
    },
    readyForSell: {
      title: 'Linking and syncing accounts',
      description: 'Linking a game account with its session cookie and loading its items.',
    },
    quickSale: {
      title: 'Quick sale and exchange',
      description: "Selling items to the site at once, and exchanging them for the site's items.",
    },
    rating: {
      title: 'Ratings and penalties',
      description: 'How buyer and seller ratings move and what a fall brings.',
    },
    autobuy: {
      title: 'Autopurchases',
      description: 'Standing orders that buy an item for you as soon as it is on sale at your price.',
    },
    money: { title: 'Top-ups and cash-outs', description: 'Adding money to your balance and cashing it out.' },
    rbx: {
      title: 'R$',
      description: 'Buying the in-game currency R$: fast pass or game pass, and making the game pass.',
    },
    security: {
      title: 'Account security',
      description: 'Passwords, two-factor authentication and signed-in sessions.',
    },
  },
  articles: {
    howToBuy: {
      title: 'How do I buy an item?',
      body: `
Find the item on the [market](/) and choose how to buy it:

- **Add to cart** gathers items from different sellers: the cart holds up to {cartMaxItems} items, bought together.
- **Buy now** opens a short dialog to buy one item, in the quantity you pick, straight away.

You pay from your balance in the currency chosen at the top of the page; each currency has its own balance. When the balance is short, the dialog shows how much is missing and offers a [top-up](/topups).

Prices are checked again when you confirm. What you bought waits in [Purchased items](/profile/purchased): collect it into your game account within {collectTime}, or the purchase is cancelled and the money returns to your balance.
`,
    },
    errorWithBuying: {
      title: 'Why did my purchase fail?',
      body: `
A purchase either goes through whole or changes nothing: no money is taken when it fails. The message tells you why:

- \`INVALID_USER_BALANCE\`: there is not enough money on your balance in this currency. [Top up](/topups) the missing amount and buy again.
- \`PRICES_HAVE_CHANGED\`: a seller changed a price after you opened the page. The cart shows the new prices: check them and confirm again.
- \`CANNOT_BUY_YOUR_PRODUCT\`: the item is your own listing. It is taken out of the cart.
- \`NOT_FOUND\`: the item was sold or taken off sale meanwhile. It is taken out of the cart; refresh the page to see what is on sale now.
- \`NONE_IN_STOCK\`: fewer pieces are left than you asked for. The quantity is lowered: confirm again.
- \`TECH_WORKS\`: sales are under maintenance. Buying is paused for a while; try again later.
- \`BUYER_IS_BLOCKED\`: your buyer rating fell to a block. The message says until when; see [ratings and penalties](/help/faq/rating).

Anything else shows "Something went wrong": refresh the page and try again.
`,
    },
    cancelPurchase: {
      title: 'Can I cancel a purchase?',
      body: `
Yes, while it waits to be collected: press **Cancel** next to the item in [Purchased items](/profile/purchased). The money returns to your balance at once and the item goes back on sale. Cancelling changes your buyer rating by {buyerCancelPoints}.

Once a trade for the item has started it can no longer be cancelled: follow it on the [Item withdrawals](/profile/items-withdrawal) page.

A purchase not collected within {collectTime} is cancelled by itself, without a rating change: the money returns and the item is listed under [Old items](/profile/old-items).
`,
    },
    collectTime: {
      title: 'How long do I have to collect what I bought?',
      body: `
**{collectTime}** from the purchase. Each item in [Purchased items](/profile/purchased) shows the time left.

- While a trade for the item is running, the time stops.
- If the trade fails on your side or nobody's, the item waits again and the time goes on from where it stopped.
- If the trade fails on the seller's side, the purchase is cancelled and the money returns to your balance at once.

When the time runs out, the purchase is cancelled, the money returns to your balance and the item goes back on sale.
`,
    },
    howToCollect: {
      title: 'How does collecting work?',
      body: `
The item stays in the seller's game account until you collect it; the site then hands it over in a trade in the game.

1. In [Purchased items](/profile/purchased), select the items and press **Collect**.
2. Enter your nickname in the game: the account that receives the items (the site remembers it for next time).
3. Accept the friend request from the account that delivers (the seller's, or a site bot for the site's own items) and meet it in the game.
4. The trade opens with your items. Add **one cheap food item** ({foodItems}) and accept.

Items from different sellers come in separate trades; one trade moves up to {tradeMaxItems} items, {tradeMaxPerSlot} in one slot. Follow each trade live on the [Item withdrawals](/profile/items-withdrawal) page.

Murder Mystery 2 trades need level {mm2TradeLevel} in the game.
`,
    },
    withdrawalRefused: {
      title: 'Why can I not start collecting?',
      body: `
- \`NOT_FOUND\`: the items no longer wait to be collected (the time ran out, or they were cancelled). Refresh the page.
- \`USER_HAS_LIMIT_OF_WITHDRAWAL_TRADES\`: you have {withdrawalMaxActiveTrades} trades under way, the most at once. Finish them first.
- \`USER_LIMIT_WILL_BE_EXCEEDED_OF_WITHDRAWAL_TRADES\`: these items need more trades than you may still start. Collect fewer items now.
- \`SELLER_HAS_LIMIT_OF_WITHDRAWAL_TRADES\`: the seller's account is delivering to other buyers. Try again in a few minutes.
- \`LEVEL_TOO_LOW\`: Murder Mystery 2 trades need level {mm2TradeLevel} in the game.

Trade codes: \`9\` no game account has this nickname: check its spelling; \`10\` a trade with these items is already running; \`13\` large-scale technical work, trades are paused; \`14\` you missed a meeting in the game: wait a few minutes; \`15\` the temporary limit of {dailyTradeLimit} trades per day is reached; \`4\` too many trades at once: collect fewer items; \`6\` and \`7\` trading is in test mode.
`,
    },
    withdrawalFailed: {
      title: 'My collecting trade failed: what now?',
      body: `
The [Item withdrawals](/profile/items-withdrawal) page says why. What happens next depends on whose side it was on:

- **The seller's side** (their game session expired, their account is banned, the items are missing, the last item of an account, they kicked you, their friend list is full): the purchase is cancelled and the money returns to your balance at once.
- **Your side** (you declined the trade or left the game, did not add a food item, did not accept the friend request in time, your level is too low): the items wait again, the time to collect goes on, and you can press **Retry** or cancel the purchase. Your buyer rating changes by {buyerTradeFailedPoints}, or by {buyerDeclinedPoints} when you declined the trade.
- **Nobody's** (an error in the game, a cancelled trade): the items wait again and you can retry.

If the message says the bot could not find the items (code \`2\`), [ask support](/help/question).
`,
    },
    howToSell: {
      title: 'How do I sell items?',
      body: `
1. [Link your game account](/help/faq/readyForSell#linkAccount) and sync it: its items appear in your [Inventory](/profile/trade/inventory).
2. Select items and press **Put on sale**. Set a price for each: the recommended price is shown, and the price must stay within the item's bounds (at least {minPriceUsd}, {minPriceEur} or {minPriceRub}).
3. Your items are on the market. They stay in your game account until a buyer collects them.

Do not trade listed items away in the game: when a buyer cannot get them, the sale is cancelled and your seller rating changes by {sellerMissingPoints}. After a change an item can be acted on again after {itemPause}.
`,
    },
    sellerFee: {
      title: 'What fee does the site take?',
      body: `
The sales fee is **{feeRub}** for prices in rubles, **{feeUsd}** in dollars and **{feeEur}** in euros. The buyer pays the price you set; you receive the price less the fee: a listing at {feeExamplePrice} brings you {feeExampleReceives}.

The dialog where you set prices shows what you receive for each item. The fee is kept when the item is delivered; nothing is charged for items that do not sell.
`,
    },
    freezeAccount: {
      title: 'What does freezing an account do?',
      body: `
Freezing takes all the items of a linked account off sale at once, for example while you play or trade with that account in the game. Their prices are kept.

- Press **Freeze** on the account in your [Inventory](/profile/trade/inventory).
- **Unfreeze** puts the items back on sale at the same prices.

An account cannot be frozen while one of its items is in a deal (\`LINKED_RBX_ACCOUNT_HAS_RESERVED_ITEMS\`): wait until the buyer's trade ends. \`LINKED_RBX_ACCOUNT_IS_NOT_ACTIVE\` means the account is not working now (its session expired or it is blocked), and \`LINKED_RBX_ACCOUNT_IS_NOT_FROZEN\` that there is nothing to unfreeze.
`,
    },
    whenPaid: {
      title: 'When do I get paid for a sale?',
      body: `
When the buyer's trade completes: the price less the [sales fee](/help/faq/sell#sellerFee) goes to your balance, and your seller rating changes by {sellerSalePoints} per item.

- A buyer who does not collect within {collectTime}: the purchase is cancelled and the item goes back on sale.
- A trade that fails on your side (the session expired, the items are missing, your account is banned): the purchase is cancelled and the item is set aside. The account's listings pause until it works again: sync it, or link it again if its session expired.
`,
    },
    linkAccount: {
      title: 'How do I link a game account?',
      body: `
On [Linked accounts](/profile/trade/connected), choose the game and paste the **session cookie** of the game account that holds your items. The game confirms it.

- The site keeps the cookie encrypted and uses it only to sync the inventory and hand over what you sell. It is never shown again.
- You can link up to {maxLinkedAccounts} accounts. A game account can be linked by one user only.
- Never give the cookie to anyone else: it opens your game account.

**Unlink** takes the account's items off the market and makes the site forget the cookie (not while one of its items is in a deal).
`,
    },
    failedLinkAccount: {
      title: 'Why could I not link my account?',
      body: `
- \`NOT_FOUND\`: the cookie is not valid. Copy the whole value again, without spaces.
- \`NO_ACCESS\`: the session has expired or the game account is banned. Sign in to the game again and copy a fresh cookie.
- \`LIMIT_LINKED_RBX_ACCOUNTS_HAS_EXCEEDED\`: {maxLinkedAccounts} accounts are linked, the most allowed. Unlink one first.
- \`LINKED_RBX_ACCOUNT_IS_NOT_INACTIVE\`: this game account is already linked, by you or by someone else.
- \`SELLER_IS_BLOCKED\`: your seller rating fell to a block; see [ratings and penalties](/help/faq/rating).

An account whose session expired (sync code \`500\`) is repaired by linking it again with a fresh cookie.
`,
    },
    syncInventory: {
      title: 'How does a sync work?',
      body: `
A sync loads the items of a linked account into your [Inventory](/profile/trade/inventory). Press **Sync now** on the account:

1. It waits in line while another trade uses the account.
2. It checks the session and enters the game as the account.
3. It reads the inventory: new items arrive, and items no longer in the account leave your inventory and the market.

An account can be synced once every {syncInterval}. A sync loads up to {syncMaxItems} items, and skips items with role-play names. You can cancel it until it enters the game.
`,
    },
    syncFailed: {
      title: 'Why did my sync fail?',
      body: `
The account shows the reason and its code:

- \`500\` the game session has expired: [link the account again](/help/faq/readyForSell#linkAccount) with a fresh cookie.
- \`501\` the bot did not answer in time; \`502\` the account was kicked from the game; \`504\` friends interfered; \`506\` something went wrong in the game; \`507\` the sync timed out: try again later.
- \`503\` the account has no trading license in the game.
- \`505\` the account has a ban or a warning in the game: it is temporarily blocked.
- \`508\` the game tutorial is not complete on this account: finish it first.

When starting: \`LIMIT_LINKED_RBX_ACCOUNT_INVENTORIES\` means the account was synced recently (the message says when it can be again), \`ALREADY_STARTED\` that a sync is under way, and \`TRADE_AUTO_LOCK\` that the system is overloaded: try again in a few minutes.
`,
    },
    howQuickSale: {
      title: 'What is a quick sale?',
      body: `
A quick sale sells your synced items to the site at once instead of waiting for a buyer. Open [Quick sale](/profile/trade/fast-sell):

1. The site offers {quickSaleShare} of each item's recommended price, never more than the lowest price it is on sale for. Listed items can be sold too: they leave the market.
2. Pick the items (up to {quickSaleMaxItems}) and start the sale.
3. Add the site's bot (its nickname is shown) as a friend in the game and press **Ready**.
4. The bot opens the trade and takes the items; you are paid for exactly the items it took.

The offer holds for about {quickSaleHold} once the sale starts. You can cancel until the bot enters the game.
`,
    },
    quickSaleFailed: {
      title: 'Why did my quick sale fail?',
      body: `
The sale shows a code; the items it did not take stay yours.

- \`300\` the game session has expired: link the account again.
- \`301\` the bot did not answer in time; \`302\` the bot was kicked; \`304\` friends interfered; \`306\` something went wrong in the game; \`307\` the trade timed out or expired: try again.
- \`303\` the account has no trading license; \`305\` it has a ban or a warning.
- \`308\` the last remaining item of an account cannot be transferred.

When starting: \`PRICES_HAVE_CHANGED\` names the new offer, \`FAST_SELL_LINKED_RBX_ACCOUNT_NOT_FOUND\` means no bot can trade now, and \`ALREADY_STARTED\` that this account already has a quick sale under way.
`,
    },
    howExchange: {
      title: 'How does the exchange work?',
      body: `
On [Trade](/trade) you give synced items of one linked account, and balance when needed, for items of the site's stock, in one trade with the site's bot where both sides give.

- Your items count at their trade-in value: the recommended price, never more than the lowest price on sale. The site's items count at the price the market asks.
- When the site's side is worth more, you add the difference from your balance. When yours is worth more, the site pays you the difference, up to {exchangeChangeShare} of its side (\`EXCHANGE_CHANGE_TOO_LARGE\` beyond that).
- Up to {exchangeMaxItems} items in one trade. Items you sold to the site cannot be taken back this way.

The game moves a trade whole or not at all: if it fails, everything stays where it was and the held balance is released.
`,
    },
    howRatingWorks: {
      title: 'What are buyer and seller ratings?',
      body: `
Every account has two ratings. The **buyer rating** starts at {buyerStart}; the **seller rating** starts at {sellerStart} and goes no higher than {sellerMax}. Neither goes below zero.

Deals that go well raise them; failures you cause lower them: see [what moves a rating](/help/faq/rating#ratingPoints). Falling to a threshold brings a warning or a block: see [the penalty ladders](/help/faq/rating#ratingLadders).

Your ratings, their history and your notices are in [My ratings](/profile/ratings).
`,
    },
    ratingPoints: {
      title: 'What moves my rating?',
      body: `
Collected and delivered items count one by one; a failed trade counts once.

[[points.buyer]]

[[points.seller]]
`,
    },
    ratingLadders: {
      title: 'What happens when my rating falls?',
      body: `
Falling to a threshold brings its consequence once:

[[ladder.buyer]]

[[ladder.seller]]

A timed block ends by itself. A block without an end, and the loss of sales access, last until support lifts them. When your rating rises above a threshold again, you are congratulated.
`,
    },
    ratingBlocks: {
      title: 'What can I not do while blocked?',
      body: `
- A **buyer block** stops buying and cart reservations (\`BUYER_IS_BLOCKED\`); your autopurchases wait until it ends.
- A **seller block**, or the loss of sales access, stops listing, changing prices, syncs, linking and unlinking accounts and quick sales (\`SELLER_IS_BLOCKED\`).
- An exchange needs both.

You can still collect what you already paid for, and trades under way finish. Your items already on sale stay on sale. The message names when the block ends.
`,
    },
    howAutobuy: {
      title: 'What is an autopurchase?',
      body: `
A standing order: you name an item, a price per piece and a quantity, and the site buys it for you the moment a listing at that price or lower appears. Set one from an item's page or a product card; your orders are in [Autopurchases](/profile/autobuy).

- The quantity is up to {autopurchaseQuantityMax}; you can have up to {autopurchasesActiveMax} orders open.
- The sum (price times quantity) is held on your balance.
- You pay the listing's price, never more than yours, and keep the difference. Your own listings are never bought.

What is bought waits in [Purchased items](/profile/purchased): collect it within {collectTime}, as any purchase.
`,
    },
    autobuyHold: {
      title: 'Can I change or cancel an autopurchase?',
      body: `
Yes. Change its price or quantity (never below what was already bought) and the held sum follows; cancel it and the rest is released to your balance.

An order not filled within {autopurchaseLife} ends by itself and its rest is released. While your buyer rating blocks buying, your orders wait; nothing is bought during sales maintenance.
`,
    },
    howTopUp: {
      title: 'How do I top up my balance?',
      body: `
1. Open [Top up balance](/topups), enter the amount and choose a method.
2. Pay on the payment provider's secure page.
3. Come back to the site: the money is credited as soon as the provider confirms the payment.

[[limits.topup]]

Each currency has its own balance. A method may be temporarily unavailable; the page says so.
`,
    },
    cashoutFees: {
      title: 'What are the cash-out fees and limits?',
      body: `
On [Cash out](/withdraw) the fee and the amount you receive are shown before you confirm.

[[fees.cashout]]

[[limits.cashout]]

Cash-outs are checked and paid by the operators. A cash-out can only be cancelled through support: [ask a question](/help/question).
`,
    },
    cashoutHold: {
      title: 'Why can I not cash out my whole balance?',
      body: `
Money you top up can be cashed out {topupHold} after it is credited; until then it stays on the balance for buying. Money from sales can be cashed out at once.

A cash-out that fails or is cancelled returns in full to your balance.
`,
    },
    buyRbx: {
      title: 'How do I buy R$?',
      body: `
On the [R$ page](/rbx) you buy from {rbxMin} to {rbxMax} R$ at a time, paid from your balance. There are two ways:

- **Fast pass**: the R$ reach your game account at once; {rbxFastPass1000} for a thousand R$.
- **Game pass**: cheaper, {rbxGamePass1000} for a thousand R$; the game holds the R$ for {gamePassDays} before they are yours.

1. Enter the amount and pick the way: the page shows the price of one R$ and the total in your currency.
2. Enter the nickname of your game account.
3. Create a game pass on that account at the price the page names ([how](/help/faq/rbx#howManageGamepass)) and paste its link or id.
4. Confirm: the total is held on your balance and our bot buys your pass.

When the R$ reach you the order is **Paid** and the held money is charged. If the bot cannot buy the pass (no such pass on that account, or another price) the order **Failed** and the money goes back to your balance. Your orders are on the R$ page and in your [history](/profile/history).
`,
    },
    howManageGamepass: {
      title: 'How do I create the game pass?',
      body: `
Our bot delivers R$ by buying a game pass you put on sale. The game keeps {gamePassFee} of a pass's price, so the pass must cost more than the R$ you want: the R$ page computes the price for you. For {rbxExampleAmount} R$ the pass costs {rbxExamplePassPrice} R$.

1. Open the game's website and sign in with the account that should receive the R$.
2. Go to **Create**, pick any of your experiences and open **Passes**.
3. Create a new pass: any name and picture will do.
4. In its **Sales** settings turn on **Item for sale** and set exactly the price the R$ page shows. Save.
5. Copy the pass's link from the address bar (or the number in it, the pass id) and paste it on the R$ page.

The pass must belong to the nickname you entered and cost exactly the price shown: otherwise the order fails with **No such game pass** or **The price is not the one computed**, and the money goes back to your balance. Keep the pass on sale until the order is paid.
`,
    },
    passwordRules: {
      title: 'What makes a valid password, and how do I change it?',
      body: `
A password has {passwordMin} to {passwordMax} characters: Latin letters, digits and symbols such as \`. , / # ! $ % @ ^ & * ; : { } = - _ ~ ( )\`, with at least one lowercase letter, one uppercase letter, one digit and one symbol.

- To change it, open [Security](/profile/security) in your profile and enter the old password and the new one twice. Every other device is signed out.
- Forgot it? Choose **Forgot password** in the sign-in form: a code is sent to your e-mail, and a new password signs out every device.
`,
    },
    twoFactor: {
      title: 'How do I turn on two-factor authentication?',
      body: `
Where the site offers it, open [Security settings](/profile/security-settings) in your profile:

1. Scan the QR code with an authenticator app (or enter the key by hand).
2. Enter the code the app shows and press **Turn on**.

From then on, every sign-in asks for a code from the app after your password. To turn it off, enter a current code.
`,
    },
    sessions: {
      title: 'How long do I stay signed in?',
      body: `
Signing in starts a session: a short access key (valid for {accessTokenLife}) renewed automatically, for up to {refreshTokenLife} after you last used the site.

- **Log out** ends the session on this device.
- Changing or resetting your password ends every session.
- If an old renewal key is ever used again (for example, copied from your device), the whole session is ended and you sign in again.
`,
    },
  },
  labels: {
    buyerLadder: 'Buyer rating',
    sellerLadder: 'Seller rating',
    threshold: 'Rating falls to',
    consequence: 'Consequence',
    warning: 'A warning',
    finalWarning: 'A final warning',
    block: 'Blocked for {duration}',
    blockUntilLifted: 'Blocked until support lifts it',
    salesAccessLost: 'Selling closed until support reopens it',
    buyerPoints: 'Buyer rating',
    sellerPoints: 'Seller rating',
    event: 'Event',
    points: 'Points',
    buyerReasons: {
      item_collected: 'Each item you collect',
      trade_failed: 'Each failed trade you caused',
      offer_cancelled: 'Each trade offer you decline',
      purchase_cancelled: 'Each purchase you cancel',
    },
    sellerReasons: {
      sale_completed: 'Each item sold and delivered',
      items_missing: 'A trade failed: items missing from your game account',
      too_many_friends: "Your account's friend list is too full to add the buyer",
      account_problem: 'A problem with your game account',
      kicked_buyer: "Kicking the buyer or changing the account's data",
      game_ban: 'A warning or a ban on your game account',
    },
    topupLimits: 'One top-up',
    cashoutLimits: 'One cash-out',
    currency: 'Currency',
    minimum: 'Minimum',
    maximum: 'Maximum',
    cashoutFees: 'Cash-out fees',
    method: 'Method',
    fee: 'Fee',
    feePlusFixed: '{percent} + {fixed}',
    cashoutMethods: {
      card: 'Bank card',
      ewallet_a: 'E-wallet',
      ewallet_b: 'E-wallet (second service)',
      mobile: 'Mobile operator',
    },
  },
};
