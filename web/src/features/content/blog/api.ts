// The blog's calls (modules/content): the index page by page and a post by its slug, in the reader's language (the
// server falls back to English post by post).
import useSWR from 'swr';
import type { BlogIndex, BlogPost } from '../../../../../modules/content/blog.schemas';
import { jsonFetcher } from '../../../shared/api/fetchers';
import type { Language } from '../../../../../kernel';

export const blogIndexKey = (lang: Language, page: number) => `/api/blog/posts?lang=${lang}&page=${page}`;
export const blogPostKey = (slug: string, lang: Language) => `/api/blog/posts/${encodeURIComponent(slug)}?lang=${lang}`;

export function useBlogIndex(lang: Language, page: number) {
  return useSWR<BlogIndex>(blogIndexKey(lang, page), jsonFetcher, { keepPreviousData: true });
}

export function useBlogPost(slug: string, lang: Language) {
  return useSWR<BlogPost>(blogPostKey(slug, lang), jsonFetcher, { shouldRetryOnError: false });
}

/** The page number of the address's ?page= (1 when missing or not a positive integer). */
export function pageOfSearch(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export const BLOG_PATH = '/storyPage';
export const postPath = (slug: string) => `${BLOG_PATH}/${slug}`;
