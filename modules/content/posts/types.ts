import type { Language } from '../../../kernel';
import type { BlogCover } from '../blog.schemas';

/** A post's text in one language: a title, a summary for the index card, and a body in the blog's markup. */
export interface PostText {
  title: string;
  summary: string;
  body: string;
}

/** A seeded post: its slug, cover and date, and its text in the languages it is written in (English always). */
export interface SeedPost {
  slug: string;
  cover: BlogCover | null;
  publishedAt: string;
  texts: { en: PostText } & Partial<Record<Language, PostText>>;
}
