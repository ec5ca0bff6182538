// Frame of the profile area (spec accounts-platform 2.3 "Profile tabs", trading-core 2 "quick sale" among them):
// title and the section tabs, links to the pages of several features (profile, purchases, autopurchases,
// withdrawals, history, statistics, reviews, seller, quick sale). The route table puts each page of the area into it
// (routes.ts, profilePage), so the pages themselves do not know the frame.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { AUTOBUY_LIST_PATH } from '../../shared/autobuy/paths';
import { RATINGS_PATH } from '../../shared/ratings/blockMessage';
import { UnreadBadge } from '../../shared/ratings/UnreadBadge';
import { PROFILE_REVIEWS_PATH } from '../../shared/reviews/paths';
import { store } from '../../shared/state/store';
import type { IconName } from '../../shared/ui/Icon';
import { Tabs, type PageTab } from '../../shared/ui/Tabs';
import '../../shared/form/form.css';
import '../../shared/ui/card.css';
import './profileShell.css';

export function ProfileShell({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const { flags } = useSnapshot(store);
  // label: a message id when it is not profile.nav.<id> (the seller tabs keep their own key prefixes).
  const links: { id: string; href: string; icon: IconName; label?: string }[] = [
    { id: 'main', href: '/profile', icon: 'user' },
    { id: 'purchased', href: '/profile/purchased', icon: 'bag' },
    { id: 'autobuy', href: AUTOBUY_LIST_PATH, icon: 'repeat' },
    { id: 'withdrawals', href: '/profile/items-withdrawal', icon: 'collect' },
    { id: 'oldItems', href: '/profile/old-items', icon: 'clock' },
    { id: 'ratings', href: RATINGS_PATH, icon: 'star' },
    { id: 'statisticsBuyer', href: '/profile/statistics/buyer', icon: 'chart' },
    { id: 'statisticsSeller', href: '/profile/statistics/seller', icon: 'trendUp' },
    { id: 'history', href: '/profile/history', icon: 'history' },
    { id: 'subscriptions', href: '/profile/subscriptions', icon: 'promo' },
    ...(flags.reviews !== false ? [{ id: 'reviews', href: PROFILE_REVIEWS_PATH, icon: 'chat' as IconName }] : []),
    { id: 'trade', href: '/profile/trade', icon: 'trade', label: 'trade.nav.hub' },
    { id: 'inventory', href: '/profile/trade/inventory', icon: 'inventory', label: 'inventory.nav.inventory' },
    { id: 'onSale', href: '/profile/trade/inventory/sale', icon: 'tag', label: 'inventory.nav.onSale' },
    ...(flags.fastSale !== false
      ? [{ id: 'quickSale', href: '/profile/trade/fast-sell', icon: 'coin' as IconName, label: 'quickSale.nav' }]
      : []),
    { id: 'connected', href: '/profile/trade/connected', icon: 'gamepad', label: 'trade.nav.connected' },
    { id: 'storeLink', href: '/profile/store-link', icon: 'link', label: 'storeLink.nav' },
    { id: 'password', href: '/profile/security', icon: 'lock' },
    ...(flags.securityPage && flags.twoFactor
      ? [{ id: 'twoFactor', href: '/profile/security-settings', icon: 'shield' as IconName }]
      : []),
    { id: 'logout', href: '/logout', icon: 'logout' },
  ];
  const tabs: PageTab[] = links.map((link) => ({
    ...link,
    label: (
      <>
        <FormattedMessage id={link.label ?? `profile.nav.${link.id}`} />
        {link.id === 'ratings' && <UnreadBadge />}
      </>
    ),
  }));
  return (
    <div className="profile container">
      <h1 className="profile__title">
        <FormattedMessage id="profile.title" />
      </h1>
      <div className="profile__layout">
        <Tabs label={intl.formatMessage({ id: 'profile.nav' })} className="profile-nav" tabs={tabs} />
        <div className="profile__content">{children}</div>
      </div>
    </div>
  );
}
