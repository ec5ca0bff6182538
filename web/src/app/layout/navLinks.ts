// Header links (spec trading-core 2). Most targets do not exist yet and land on /404 for now.
import { SITE_REVIEWS_PATH } from '../../shared/reviews/paths';
import type { IconName } from '../../shared/ui/Icon';

export interface NavLinkDef {
  id: 'market' | 'trade' | 'inventory' | 'blog' | 'robux' | 'support' | 'cashout' | 'promocode';
  href: string;
  icon: IconName;
}

export const HEADER_LINKS: NavLinkDef[] = [
  { id: 'market', href: '/', icon: 'market' },
  { id: 'trade', href: '/trade', icon: 'trade' },
  { id: 'inventory', href: '/inventory', icon: 'inventory' },
  { id: 'blog', href: '/storyPage', icon: 'blog' },
  { id: 'robux', href: '/rbx', icon: 'robux' },
  { id: 'support', href: '/help/faq', icon: 'support' },
  { id: 'cashout', href: '/withdraw', icon: 'cashout' },
  { id: 'promocode', href: '/promocode', icon: 'promo' },
];

/** The five that fit the mobile bottom bar; the rest are in the footer. */
export const BOTTOM_LINKS = HEADER_LINKS.filter((l) =>
  ['market', 'trade', 'inventory', 'robux', 'support'].includes(l.id),
);

export const FOOTER_LINKS = {
  marketplace: HEADER_LINKS.filter((l) => ['market', 'blog', 'robux', 'cashout', 'promocode'].includes(l.id)),
  help: [
    { id: 'support', href: '/help/faq' },
    // The site's reviews (behind the reviews flag), named by the reviews' own message.
    { id: 'reviews', href: SITE_REVIEWS_PATH, label: 'reviews.footer.link', flag: 'reviews' },
    { id: 'contacts', href: '/contacts' },
  ],
  legal: [
    { id: 'terms', href: '/terms' },
    { id: 'policy', href: '/policy' },
    { id: 'kyc', href: '/kyc' },
  ],
} as const;
