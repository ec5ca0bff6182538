// Every route the spec names (trading-core 2, accounts-platform 2.2 and 2.3), with example values for its
// parameters, and where a visitor and a signed-in user must land on it. spec-routes.test.ts visits them all; a
// route added to the spec is added here. Checked against web/src/app/routing/routes.ts (every one has a route).

/** Real values of the test's data for the routes' parameters. */
export interface SpecRouteData {
  /** A catalog item that is on sale: its type, slug and id (the three item parameters, shared/items/itemPaths.ts). */
  item: { type: string; slug: string; id: number };
  /** A seller with items on sale (/user/{id}). */
  sellerId: string;
  /** A question the signed-in user asked (/help/my-questions/{questionId}). */
  questionId: string;
  /** A blog post (/storyPage/{slug}). */
  blogSlug: string;
}

export interface SpecRoute {
  /** The address typed in, with its example values. */
  path: string;
  /** The spec's line that names it. */
  spec: string;
  /** Spec accounts-platform 2.3 (auth level 1): a visitor is sent home with the sign-in form open (2.5 guard 3). */
  login?: true;
  /** Where the address must end (path and hash; the query is not compared); unset: where it started. */
  lands?: string;
}

const TC2 = 'trading-core 2';

export function specRoutes(d: SpecRouteData): SpecRoute[] {
  const { type, slug, id } = d.item;
  const itemInfo = `/itemInfo/${type}/${slug}/${id}`;
  return [
    // trading-core 2 "Paths", first line; accounts-platform 2.2 "Home ... with child pages promocode and giveaway".
    { path: '/', spec: `${TC2} "/ home and market"; accounts-platform 2.2 Home` },
    { path: '/giveaway', spec: `${TC2} "/giveaway"; accounts-platform 2.2 Home child giveaway` },
    { path: '/trade', spec: `${TC2} "/trade"; accounts-platform 2.2 trade` },
    { path: '/inventory', spec: `${TC2} "/inventory"; accounts-platform 2.3 inventory`, login: true },
    {
      path: '/inventory/autobuy',
      spec: `${TC2} "/inventory/autobuy"; accounts-platform 2.3 inventory child autobuy`,
      login: true,
    },
    { path: '/rbx', spec: `${TC2} "/rbx (buy the in-game currency)"` },
    { path: '/withdraw', spec: `${TC2} "/withdraw (cash out)"; accounts-platform 2.3 withdraw`, login: true },
    {
      path: '/promocode?code=X',
      spec: `${TC2} "/promocode"; accounts-platform 2.2 promo modal route (query code; guests sign in first)`,
      login: true,
    },
    { path: '/fortune', spec: `${TC2} "/fortune (wheel)"; accounts-platform 2.2 fortune` },
    {
      path: '/topups?amount=10',
      spec: `${TC2} "/topups (optional query amount)"; accounts-platform 2.3 topups`,
      login: true,
    },
    {
      path: '/cart-reservation',
      spec: `${TC2} "/cart-reservation"; accounts-platform 2.3 "needs the cart-reservation flag" (off: 2.4 goes home)`,
      login: true,
      lands: '/',
    },
    // trading-core 2 "Paths", second line; accounts-platform 2.3.
    { path: '/profile', spec: `${TC2} "/profile"; accounts-platform 2.3 profile`, login: true },
    {
      path: '/profile/items-withdrawal',
      spec: `${TC2} "/profile/items-withdrawal"; accounts-platform 2.3`,
      login: true,
    },
    { path: '/profile/trade', spec: `${TC2} "/profile/trade"; accounts-platform 2.3`, login: true },
    {
      path: '/profile/trade/inventory',
      spec: `${TC2} "/profile/trade/inventory"; accounts-platform 2.3`,
      login: true,
    },
    {
      path: '/profile/trade/inventory/sale',
      spec: `${TC2} "/profile/trade/inventory/sale"; accounts-platform 2.3`,
      login: true,
    },
    {
      path: '/profile/trade/fast-sell',
      spec: `${TC2} "/profile/trade/fast-sell"; accounts-platform 2.3 (fast-sale flag)`,
      login: true,
    },
    {
      path: '/profile/trade/connected',
      spec: `${TC2} "/profile/trade/connected"; accounts-platform 2.3`,
      login: true,
    },
    { path: '/profile/purchased', spec: `${TC2} "/profile/purchased"; accounts-platform 2.3`, login: true },
    { path: '/profile/old-items', spec: `${TC2} "/profile/old-items"; accounts-platform 2.3`, login: true },
    {
      path: '/profile/autobuy',
      spec: `${TC2} "/profile/autobuy"; accounts-platform 2.3 profile child autobuy`,
      login: true,
    },
    {
      path: '/profile/security',
      spec: `${TC2} "/profile/security"; accounts-platform 2.3 profile child security (change-password modal)`,
      login: true,
    },
    {
      path: '/profile/security-settings',
      spec: `${TC2} "/profile/security-settings"; accounts-platform 2.3 "needs the security-page flag"`,
      login: true,
      // The page holds the two-factor settings only, so routes.ts also needs the twoFactor flag (default off): with
      // it off the route is disabled and goes home as 2.4 says.
      lands: '/',
    },
    { path: '/profile/history', spec: `${TC2} "/profile/history"; accounts-platform 2.3`, login: true },
    // trading-core 2 "Screens": profile tabs the paths line does not name (their addresses are ours).
    { path: '/profile/subscriptions', spec: `${TC2} Screens "Profile tabs: ... subscriptions"`, login: true },
    { path: '/profile/reviews', spec: `${TC2} Screens "Profile tabs: ... reviews"`, login: true },
    { path: '/profile/store-link', spec: `${TC2} Screens "Profile tabs: ... store link"`, login: true },
    {
      path: '/profile/statistics/buyer',
      spec: `${TC2} Screens "Profile tabs: ... buyer and seller statistics"`,
      login: true,
    },
    {
      path: '/profile/statistics/seller',
      spec: `${TC2} Screens "Profile tabs: ... buyer and seller statistics"`,
      login: true,
    },
    // trading-core 2 "Paths", third line; accounts-platform 2.2 contacts, terms, kyc, policy, terms-rf, reviews.
    { path: '/terms', spec: `${TC2} "/terms"; accounts-platform 2.2` },
    {
      path: '/terms-rf',
      spec: 'accounts-platform 2.2 "terms-rf"; trading-core 2 "terms (a separate one for one country)"',
    },
    { path: '/contacts', spec: `${TC2} "/contacts"; accounts-platform 2.2` },
    { path: '/policy', spec: `${TC2} "/policy"; accounts-platform 2.2` },
    { path: '/kyc', spec: `${TC2} "/kyc"; accounts-platform 2.2` },
    {
      path: '/lk',
      spec: `${TC2} "/lk (goes to profile)"; accounts-platform 2.3 "lk redirects to profile"`,
      login: true,
      lands: '/profile',
    },
    {
      path: `/user/${d.sellerId}`,
      spec: `${TC2} "/user/{id} (seller market page)"; accounts-platform 2.3 user/{link} (new-profile flag)`,
    },
    { path: '/reviews', spec: `${TC2} "/reviews"; accounts-platform 2.2 reviews` },
    // trading-core 2 "Paths", fourth line; accounts-platform 2.2 itemInfo, shop, trade child.
    { path: itemInfo, spec: `${TC2} "/itemInfo/{productType}/{productName}/{productId}"; accounts-platform 2.2` },
    {
      path: `/shop/${type}/${slug}/${id}`,
      spec: `${TC2} "/shop/{productType}/{productRealName}/{productId}"; accounts-platform 2.2 (new market backend flag)`,
    },
    {
      path: `/trade/${type}/${slug}/${id}`,
      spec: `${TC2} "/trade/{productType}/{productName}/{productId}"; accounts-platform 2.2 trade child`,
    },
    ...(['potion', 'pet', 'transport', 'egg'] as const).map(
      (legacy): SpecRoute => ({
        path: `/${legacy}/${slug}/${id}`,
        spec: `${TC2} "Legacy item paths ... under potion, pet, transport and egg redirect to the canonical itemInfo path"`,
        lands: itemInfo,
      }),
    ),
    {
      path: `/itemInfo/itemInfo/${type}/${slug}/${id}`,
      spec: 'accounts-platform 2.2 "a doubled itemInfo path ... redirect to it"',
      lands: itemInfo,
    },
    // trading-core 2 "Help"; accounts-platform 2.2 "help redirects to the FAQ; FAQ section, create-question, ...".
    { path: '/help', spec: `${TC2} Help "/help (goes to FAQ)"; accounts-platform 2.2`, lands: '/help/faq' },
    { path: '/help/faq', spec: `${TC2} Help "/help/faq"` },
    { path: '/help/faq/buy', spec: `${TC2} Help "/help/faq/{section}"` },
    { path: '/help/faq/buy#errorWithBuying', spec: `${TC2} Help anchors "/help/faq/buy#errorWithBuying"` },
    { path: '/help/faq/rating', spec: `${TC2} Help anchors "/help/faq/rating"` },
    { path: '/help/faq/sell#freezeAccount', spec: `${TC2} Help anchors "/help/faq/sell#freezeAccount"` },
    {
      path: '/help/faq/readyForSell#failedLinkAccount',
      spec: `${TC2} Help anchors "/help/faq/readyForSell#failedLinkAccount"`,
    },
    { path: '/help/faq/rbx#howManageGamepass', spec: `${TC2} Help anchors "/help/faq/rbx#howManageGamepass"` },
    { path: '/help/question', spec: `${TC2} Help "/help/question"; accounts-platform 2.2 create-question` },
    { path: '/help/my-questions', spec: `${TC2} Help "/help/my-questions"; accounts-platform 2.2` },
    {
      path: `/help/my-questions/${d.questionId}`,
      spec: `${TC2} Help "/help/my-questions/{questionId}"; accounts-platform 2.2 single-question page`,
    },
    // accounts-platform 2.2, the rest of the public pages.
    { path: '/success-payment', spec: 'accounts-platform 2.2 "success-payment"' },
    { path: '/fail-payment', spec: 'accounts-platform 2.2 "fail-payment"' },
    { path: '/robux', spec: 'accounts-platform 2.2 "robux redirects to rbx"', lands: '/rbx' },
    { path: '/storyPage', spec: 'accounts-platform 2.2 "storyPage"; trading-core 2 header link "blog"' },
    { path: `/storyPage/${d.blogSlug}`, spec: 'accounts-platform 2.2 "storyPage" (a post of the blog)' },
    { path: '/support', spec: 'accounts-platform 2.2 "support"; trading-core 2 user menu "live chat"' },
    {
      path: '/auth/social?q=x&source=google',
      spec: 'accounts-platform 2.2 "auth/social: social-login callback"; 2.6 "redirects home" (here: the code fails)',
      lands: '/',
    },
    {
      path: '/ref/ggsell?id=1',
      spec: 'accounts-platform 2.2 "ref/ggsell"; 2.6 partner referral landing "redirects home"',
      lands: '/',
    },
    { path: '/ref/SOMECODE', spec: 'accounts-platform 2.2 "ref/{code}"; 2.6 goes home', lands: '/' },
    { path: '/advent', spec: `${TC2} Screens "Other: ... advent calendar" (its address is ours)` },
    { path: '/404', spec: `${TC2} "/404"; accounts-platform 2.2 "404 page"` },
    // Last: it ends the user's session.
    {
      path: '/logout',
      spec: `${TC2} "/logout"; accounts-platform 2.2 "Logout page: logs out, then goes home"`,
      lands: '/',
    },
  ];
}
