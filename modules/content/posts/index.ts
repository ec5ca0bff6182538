import { POSTS_EN } from './en';
import { POSTS_RU } from './ru';
import type { SeedPost } from './types';

type Slug = keyof typeof POSTS_EN;

const META: Record<Slug, Pick<SeedPost, 'cover' | 'publishedAt'>> = {
  'how-to-buy-safely': { cover: 'safety', publishedAt: '2026-09-14T10:00:00Z' },
  'how-quick-sale-works': { cover: 'quickSale', publishedAt: '2026-10-02T10:00:00Z' },
  'provably-fair-wheel': { cover: 'wheel', publishedAt: '2026-10-20T10:00:00Z' },
  'cash-outs-and-the-10-day-hold': { cover: 'cashout', publishedAt: '2026-11-05T10:00:00Z' },
  'winter-season-advent': { cover: 'season', publishedAt: '2026-11-20T10:00:00Z' },
};

/** The posts the blog starts with: written about this product, in English and Russian. */
export const SEED_POSTS: SeedPost[] = (Object.keys(META) as Slug[]).map((slug) => ({
  slug,
  ...META[slug],
  texts: { en: POSTS_EN[slug], ru: POSTS_RU[slug] },
}));
