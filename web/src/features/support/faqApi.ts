// The FAQ's calls (modules/support, faq.*): the sections and popular questions, a section's articles and the search,
// each in the reader's language (the address's); and an article opened, counted once per browser session.
import useSWR from 'swr';
import type { FaqIndex, FaqSearchResult, FaqSectionView } from '../../../../modules/support/faq.vocabulary.schemas';
import { jsonFetcher } from '../../shared/api/fetchers';
import { request } from '../../shared/api/request';
import type { Language } from '../../../../kernel';

export const faqIndexKey = (lang: Language) => `/api/support/faq?lang=${lang}`;
export const faqSectionKey = (section: string, lang: Language) =>
  `/api/support/faq/${encodeURIComponent(section)}?lang=${lang}`;
export const faqSearchKey = (q: string, lang: Language) =>
  `/api/support/faq/search?${new URLSearchParams({ q, lang })}`;

export function useFaqIndex(lang: Language) {
  return useSWR<FaqIndex>(faqIndexKey(lang), jsonFetcher);
}

export function useFaqSection(section: string, lang: Language) {
  return useSWR<FaqSectionView>(faqSectionKey(section, lang), jsonFetcher, { shouldRetryOnError: false });
}

/** Results for what is typed (null: too short to search); the previous results stay while the next ones load. */
export function useFaqSearch(query: string | null, lang: Language) {
  return useSWR<FaqSearchResult>(query ? faqSearchKey(query, lang) : null, jsonFetcher, {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
}

const VIEWED_KEY = 'faq-viewed';

/** POST /api/support/faq/articles/{id}/views, once per article per browser session (popular questions follow). */
export function countView(id: string): void {
  let viewed: string[] = [];
  try {
    viewed = JSON.parse(sessionStorage.getItem(VIEWED_KEY) ?? '[]') as string[];
  } catch {
    viewed = [];
  }
  if (viewed.includes(id)) return;
  try {
    sessionStorage.setItem(VIEWED_KEY, JSON.stringify([...viewed, id]));
  } catch {
    // Private mode: count anyway.
  }
  void request(`/api/support/faq/articles/${encodeURIComponent(id)}/views`, { method: 'POST', retries: 0 }).catch(
    () => undefined,
  );
}
