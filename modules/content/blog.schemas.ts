// The blog's API (spec accounts-platform 2.2 storyPage): its query shapes and answers, shared with the web app.
// A post's body is the FAQ's safe node tree (modules/support), grouped under optional headings: never HTML.
import * as yup from 'yup';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, MESSAGE as MSG } from '../../kernel';
import type { FaqBlock } from '../support/faq.schemas';

/** Posts on one page of the index. */
export const BLOG_PAGE_SIZE = 6;
/** A post's slug: lower-case words joined by hyphens (its address, /storyPage/{slug}). */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** The built-in cover arts a post may name. */
export const BLOG_COVERS = ['safety', 'quickSale', 'wheel', 'season', 'cashout'] as const;
export type BlogCover = (typeof BLOG_COVERS)[number];

const lang = yup.string().oneOf(LANGUAGES, MSG.invalidValue).default(DEFAULT_LANGUAGE);

export const blogIndexQuerySchema = yup.object({
  lang,
  page: yup.number().typeError(MSG.invalidValue).integer(MSG.invalidValue).min(1).max(10_000).default(1),
});

export const blogPostQuerySchema = yup.object({ lang });
export const blogPostParamsSchema = yup.object({
  slug: yup.string().required(MSG.required).max(80, MSG.tooLong).matches(BLOG_SLUG_PATTERN, MSG.invalidValue),
});

export interface BlogPostCard {
  slug: string;
  /** The language it is written in: the reader's, or English when the post has no version in theirs. */
  language: Language;
  title: string;
  summary: string;
  cover: BlogCover | null;
  publishedAt: string;
}

/** A part of a post: an optional heading and its blocks. */
export interface BlogSection {
  heading: string | null;
  blocks: FaqBlock[];
}

export interface BlogPost extends BlogPostCard {
  body: BlogSection[];
}

/** GET /api/blog/posts: newest first. */
export interface BlogIndex {
  posts: BlogPostCard[];
  page: number;
  pageSize: number;
  total: number;
}
