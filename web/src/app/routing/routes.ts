// Route table with metadata (spec accounts-platform 2.4). Only pages that exist are listed;
// anything else goes to /404. Every page is a lazy chunk but home, the landing page: its hero paints with the
// first render (HomePage loads the market below it as a chunk of its own).
import type { ComponentType } from 'react';
import { LEGACY_ITEM_TYPES } from '../../shared/items/itemPaths';
import { lazyPage } from '../../shared/routing/lazyPage';
import type { Flags } from '../../shared/state/flags';
import HomePage from '../pages/HomePage';
import { profilePage } from './profilePage';
import type { Service } from '../../../../kernel';

export interface RouteDef {
  path: string;
  page: ComponentType;
  /** Spec 2.4 auth: -1 public (default), 1 needs login. */
  auth?: -1 | 1;
  /** Spec 2.4 enabled flag: when false the user goes home. */
  enabled?: (flags: Flags) => boolean;
  /** Spec 2.4 techWorks.serviceId: the page is replaced by the maintenance page while the service is down. */
  serviceId?: Service;
  hideFooter?: boolean;
  hideBottomNav?: boolean;
  /**
   * Spec 2.4: the name page_visit events carry. Unset, it is made from the path (routeName.ts: `/profile/trade` ->
   * `profile.trade`, parameters left out, `/` -> `home`); set where two routes would otherwise share one.
   */
  name?: string;
}

export const NOT_FOUND_ROUTE = '/404';

// The profile area's pages are framed by ProfileShell (profilePage).
const ProfilePage = profilePage(() => import('../../features/profile/ProfilePage'));
const InventoryPage = profilePage(() => import('../../features/seller/InventoryPage'));
const ItemPage = lazyPage(() => import('../../features/item/ItemPage'));
const ItemRedirect = lazyPage(() => import('../../features/item/ItemRedirects'));
const ExchangePage = lazyPage(() => import('../../features/exchange/ExchangePage'));
const PurchasedPage = profilePage(() => import('../../features/purchases/PurchasedPage'));

export const routes: RouteDef[] = [
  // Home is also the market (spec trading-core 2), so it belongs to the sales service.
  { path: '/', page: HomePage, serviceId: 'sales' },
  { path: NOT_FOUND_ROUTE, page: lazyPage(() => import('../../features/errors/NotFoundPage')) },
  // Spec trading-core 2: item pages (productType = item type, productName = slug, productId = item id; see
  // shared/items/itemPaths.ts). /shop needs the new market backend flag or a signed-in user (checked by the page).
  { path: '/itemInfo/:productType/:productName/:productId', page: ItemPage, serviceId: 'sales' },
  { path: '/shop/:productType/:productRealName/:productId', page: ItemPage, serviceId: 'sales' },
  // Spec trading-core 2 /trade: the exchange (features/exchange), the user's items for the site's stock in one bot
  // trade; public (a visitor sees the stock and is asked to sign in). With an item's three values (as an item
  // page's) that site item is picked. A trade, so it runs on the trades service.
  { path: '/trade', page: ExchangePage, serviceId: 'trades' },
  { path: '/trade/:productType/:productName/:productId', page: ExchangePage, serviceId: 'trades', name: 'trade.item' },
  // Legacy item paths and a doubled itemInfo path redirect to the canonical one.
  { path: '/itemInfo/itemInfo/:productType/:productName/:productId', page: ItemRedirect },
  ...LEGACY_ITEM_TYPES.map((type): RouteDef => ({ path: `/${type}/:productName/:productId`, page: ItemRedirect })),
  // Spec 2.3: logged-in pages.
  { path: '/profile', page: ProfilePage, auth: 1 },
  { path: '/profile/security', page: ProfilePage, auth: 1 },
  // Spec trading-core 2: the seller's hub and linked accounts (features/seller): linking by session cookie, syncs.
  {
    path: '/profile/trade',
    page: profilePage(() => import('../../features/seller/TradePage')),
    auth: 1,
    serviceId: 'inventory',
  },
  {
    path: '/profile/trade/connected',
    page: profilePage(() => import('../../features/seller/ConnectedPage')),
    auth: 1,
    serviceId: 'inventory',
  },
  // Spec trading-core 2 /profile/trade/fast-sell: quick sale (features/quick-sale), the seller's items sold to the
  // site through a trade with a fleet bot; a trade, so it runs on the trades service. With the fastSale flag off
  // the page says quick sale is not available.
  {
    path: '/profile/trade/fast-sell',
    page: profilePage(() => import('../../features/quick-sale/QuickSalePage')),
    auth: 1,
    serviceId: 'trades',
  },
  // Spec trading-core 2: the seller's inventory and items on sale (features/seller); /inventory is the same page.
  { path: '/profile/trade/inventory', page: InventoryPage, auth: 1, serviceId: 'inventory' },
  { path: '/profile/trade/inventory/sale', page: InventoryPage, auth: 1, serviceId: 'inventory' },
  { path: '/inventory', page: InventoryPage, auth: 1, serviceId: 'inventory' },
  // Spec trading-core 2: the buyer's purchased and old items, and the history tables.
  { path: '/profile/purchased', page: PurchasedPage, auth: 1, serviceId: 'sales' },
  // Spec trading-core 2 /profile/items-withdrawal: the buyer's withdrawal trades, live (features/withdrawals).
  // They run on the trades service: under its maintenance no trade can start or move.
  {
    path: '/profile/items-withdrawal',
    page: profilePage(() => import('../../features/withdrawals/WithdrawalsPage')),
    auth: 1,
    serviceId: 'trades',
  },
  // Spec trading-core 2 /cart-reservation: behind the cartReservation flag (accounts-platform 6, default off).
  {
    path: '/cart-reservation',
    page: lazyPage(() => import('../../features/cart/CartReservationPage')),
    auth: 1,
    enabled: (flags) => flags.cartReservation === true,
    serviceId: 'sales',
  },
  { path: '/profile/old-items', page: PurchasedPage, auth: 1, serviceId: 'sales' },
  // Spec trading-core 1, 2: autopurchases (features/autobuy): the buyer's list in the profile, and the add page a
  // product card or an item page starts (?item=<slug>&card=<cardId> or the variant's traits: shared/autobuy/paths.ts).
  // Setting one is buying, so the add page runs on the sales service; the list stays open to cancel under maintenance.
  { path: '/profile/autobuy', page: profilePage(() => import('../../features/autobuy/AutobuyListPage')), auth: 1 },
  {
    path: '/inventory/autobuy',
    page: lazyPage(() => import('../../features/autobuy/AutobuyAddPage')),
    auth: 1,
    serviceId: 'sales',
  },
  // Spec trading-core 3, 4: the buyer's and seller's ratings, their notices and history (features/ratings).
  { path: '/profile/ratings', page: profilePage(() => import('../../features/ratings/RatingsPage')), auth: 1 },
  // Spec trading-core 2, 3: buyer and seller statistics per month, with charts (features/statistics; ?months=).
  {
    path: '/profile/statistics/buyer',
    page: profilePage(() => import('../../features/statistics/BuyerStatisticsPage')),
    auth: 1,
  },
  {
    path: '/profile/statistics/seller',
    page: profilePage(() => import('../../features/statistics/SellerStatisticsPage')),
    auth: 1,
  },
  { path: '/profile/history', page: profilePage(() => import('../pages/HistoryPage')), auth: 1 },
  // Spec trading-core 2: reviews (features/reviews; the reviews flag): the buyer's deals to review and their reviews
  // as a seller in the profile; the site's reviews on /reviews, public (a visitor is asked to sign in to review).
  {
    path: '/profile/reviews',
    page: profilePage(() => import('../../features/reviews/ProfileReviewsPage')),
    auth: 1,
    enabled: (flags) => flags.reviews !== false,
  },
  {
    path: '/reviews',
    page: lazyPage(() => import('../../features/reviews/SiteReviewsPage')),
    enabled: (flags) => flags.reviews !== false,
  },
  // Spec trading-core 2 "Help": /help goes to the FAQ; the FAQ with search and its sections (features/support, the
  // newFaq flag); /help/faq/{section}#{article} opens that answer.
  { path: '/help', page: lazyPage(() => import('./redirects').then((m) => ({ default: m.HelpRedirect }))) },
  // Spec trading-core 1, 2 /rbx: buying R$ (features/rbx) by fast pass or game pass; public (a visitor sees the prices
  // and is asked to sign in). A fleet bot buys the user's game pass, so it runs on the trades service.
  // Accounts-platform 2.2: /robux redirects to it.
  { path: '/rbx', page: lazyPage(() => import('../../features/rbx/RbxPage')), serviceId: 'trades' },
  { path: '/robux', page: lazyPage(() => import('./redirects').then((m) => ({ default: m.RobuxRedirect }))) },
  {
    path: '/help/faq',
    page: lazyPage(() => import('../../features/support/FaqPage')),
    enabled: (flags) => flags.newFaq !== false,
  },
  {
    path: '/help/faq/:section',
    name: 'help.faq.section',
    page: lazyPage(() => import('../../features/support/FaqSectionPage')),
    enabled: (flags) => flags.newFaq !== false,
  },
  // Spec trading-core 2 and accounts-platform 2.3: top up (optional ?amount=) and cash out.
  { path: '/topups', page: lazyPage(() => import('../../features/wallet/TopupPage')), auth: 1 },
  { path: '/withdraw', page: lazyPage(() => import('../../features/wallet/CashoutPage')), auth: 1 },
  { path: '/profile/store-link', page: profilePage(() => import('../../features/seller/StoreLinkPage')), auth: 1 },
  // Spec trading-core 2 /user/{id}: the seller market page (id or approved store link; the new-profile flag).
  {
    path: '/user/:id',
    page: lazyPage(() => import('../../features/market/SellerPage')),
    enabled: (flags) => flags.newProfile !== false,
    serviceId: 'sales',
  },
  {
    path: '/profile/security-settings',
    page: profilePage(() => import('../../features/profile/SecuritySettingsPage')),
    auth: 1,
    enabled: (flags) => flags.securityPage && flags.twoFactor,
  },
  // Spec trading-core 2-5: support questions (features/support): asking, the user's questions (a visitor finds theirs
  // by e-mail) and a question's conversation (a visitor's by its ?key=). Public: visitors ask too.
  { path: '/help/question', page: lazyPage(() => import('../../features/support/AskQuestionPage')) },
  { path: '/help/my-questions', page: lazyPage(() => import('../../features/support/MyQuestionsPage')) },
  {
    path: '/help/my-questions/:id',
    page: lazyPage(() => import('../../features/support/QuestionPage')),
    name: 'help.my-questions.question',
  },
  // Spec trading-core 6: the operators' desk (features/support/desk, with the asker's activity put in by
  // app/pages/SupportDeskPage): queues of questions and chats, answering, statuses, cancelling a cash-out. Signed in;
  // the page itself says when the user is no operator (the user menu offers it to operators only).
  { path: '/support/desk', page: lazyPage(() => import('../pages/SupportDeskPage')), auth: 1 },
  // Spec trading-core 2 "live chat" (the user menu's "Live chat"), 3 the chat's fields, 6 the assistant answering in
  // chat (features/support/chat). Public: a visitor chats with a name and an e-mail.
  { path: '/support', page: lazyPage(() => import('../../features/support/chat/ChatPage')) },
  // Issue 19: the operators' console (features/admin), lazy and outside the public bundle; signed in, and the page
  // itself tells a user without a staff role so. Its sections open by role.
  {
    path: '/admin/:section?',
    page: lazyPage(() => import('../../features/admin/AdminConsole')),
    auth: 1,
    name: 'admin',
  },
  // Promotions (features/promo; spec accounts-platform 2.2, 2.6, trading-core 2): the promo modal over home (?code=,
  // &instant=true; guests are asked to sign in), the fortune wheel and its public spin check, the giveaway, the
  // advent calendar, and the profile's subscriptions tab.
  { path: '/promocode', page: lazyPage(() => import('../pages/PromocodePage')), auth: 1 },
  { path: '/fortune', page: lazyPage(() => import('../../features/promo/FortunePage')) },
  { path: '/fortune/verify/:id?', page: lazyPage(() => import('../../features/promo/SpinVerifyPage')) },
  { path: '/giveaway', page: lazyPage(() => import('../../features/promo/GiveawayPage')) },
  { path: '/advent', page: lazyPage(() => import('../../features/promo/AdventPage')) },
  {
    path: '/profile/subscriptions',
    page: profilePage(() => import('../../features/promo/SubscriptionsPage')),
    auth: 1,
  },
  { path: '/lk', page: lazyPage(() => import('./redirects').then((m) => ({ default: m.ProfileRedirect }))) },
  { path: '/logout', page: lazyPage(() => import('../../features/auth/LogoutPage')) },
  // Spec 2.2: where the payment provider returns the browser (public pages).
  {
    path: '/success-payment',
    page: lazyPage(() =>
      import('../../features/wallet/PaymentResultPage').then((m) => ({ default: m.SuccessPaymentPage })),
    ),
  },
  {
    path: '/fail-payment',
    page: lazyPage(() =>
      import('../../features/wallet/PaymentResultPage').then((m) => ({ default: m.FailPaymentPage })),
    ),
  },
  // Spec 2.2: public pages of the identity area.
  { path: '/auth/social', page: lazyPage(() => import('../../features/auth/SocialCallbackPage')) },
  { path: '/ref/ggsell', page: lazyPage(() => import('../../features/referral/GgsellPage')) },
  { path: '/ref/:code', page: lazyPage(() => import('../../features/referral/RefCodePage')) },
  // Spec trading-core 2 and accounts-platform 2.2: the legal and info pages (features/content/legal), one lazy chunk
  // each, and the blog (storyPage, the header's "blog"; features/content/blog) with its posts.
  { path: '/terms', page: lazyPage(() => import('../../features/content/legal/TermsPage')) },
  { path: '/terms-rf', page: lazyPage(() => import('../../features/content/legal/TermsRfPage')) },
  { path: '/policy', page: lazyPage(() => import('../../features/content/legal/PolicyPage')) },
  { path: '/kyc', page: lazyPage(() => import('../../features/content/legal/KycPage')) },
  { path: '/contacts', page: lazyPage(() => import('../../features/content/legal/ContactsPage')) },
  { path: '/storyPage', page: lazyPage(() => import('../../features/content/blog/BlogIndexPage')) },
  { path: '/storyPage/:slug', page: lazyPage(() => import('../pages/BlogPostRoute')), name: 'storyPage.post' },
];

export const MaintenancePage = lazyPage(() => import('../../features/errors/MaintenancePage'));
