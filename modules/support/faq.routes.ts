import { ApiRoutes } from '../../src/platform/http/api-routes';
import {
  faqArticleParamsSchema,
  faqLangQuerySchema,
  faqSearchQuerySchema,
  faqSectionParamsSchema,
} from './faq.schemas';
import { faqErrors } from './faq.errors';
import type { FaqService } from './faq.service';

/** The FAQ (/help/faq): public, in the reader's language (?lang=, English by default). */
export function faqRoutes(faq: FaqService): ApiRoutes {
  return (
    new ApiRoutes('support')
      .add(
        {
          method: 'get',
          path: '/support/faq',
          errors: [faqErrors.disabled()],
          summary: 'The FAQ: every section with its questions, and the popular questions (the ones opened most)',
          query: faqLangQuerySchema,
        },
        ({ query }) => faq.index(query.lang),
      )
      // Before /support/faq/:section, which would take "search" for a section.
      .add(
        {
          method: 'get',
          path: '/support/faq/search',
          errors: [faqErrors.disabled()],
          summary: 'Search the FAQ as you type: ranked (title matches first), typos corrected, matches marked',
          query: faqSearchQuerySchema,
        },
        ({ query }) => faq.search(query.q, query.lang),
      )
      .add(
        {
          method: 'get',
          path: '/support/faq/:section',
          errors: [faqErrors.disabled(), faqErrors.noSection('')],
          summary: "A section's articles, rendered (NOT_FOUND for an unknown section)",
          params: faqSectionParamsSchema,
          query: faqLangQuerySchema,
        },
        ({ params, query }) => faq.section(params.section, query.lang),
      )
      .add(
        {
          method: 'post',
          path: '/support/faq/articles/:id/views',
          errors: [faqErrors.disabled(), faqErrors.noArticle('')],
          summary: 'An article was opened: counts towards the popular questions',
          params: faqArticleParamsSchema,
        },
        ({ params }) => faq.viewed(params.id),
      )
  );
}
