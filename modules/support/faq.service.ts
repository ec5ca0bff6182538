import { inject, injectable } from 'inversify';
import type { AppConfig } from '../../config';
import type { Language } from '../../kernel';
import type { Logger } from '../../src/platform/logger';
import { TYPES } from '../../src/platform/tokens';
import { faqValues } from './faq-content/values';
import { faqErrors } from './faq.errors';
import { localeOf, markedSegments } from './faq.markup';
import { type RenderedArticle, type RenderedFaq, renderAllOnce } from './faq.render';
import { FaqRepo } from './faq.repo';
import { seedFaq } from './faq.seed';
import {
  FAQ_POPULAR_COUNT,
  FAQ_QUERY_MAX,
  FAQ_SEARCH_LIMIT,
  FAQ_TEXT_SEARCH_CONFIG,
  type FaqArticleRef,
  type FaqIndex,
  type FaqSearchResult,
  type FaqSectionView,
  isFaqSection,
} from './faq.schemas';
import { OPERATIONS_SERVICE, type OperationsService } from '../operations';

/** Words of a query searched at most, and the longest word kept. */
const QUERY_WORDS_MAX = 8;
const WORD_MAX = 40;

/** Until articles are opened, the popular questions are the ones the spec links to, then the basics. */
const POPULAR_BY_DEFAULT = [
  'errorWithBuying',
  'howToCollect',
  'freezeAccount',
  'failedLinkAccount',
  'ratingLadders',
  'cashoutFees',
  'howToBuy',
  'howToSell',
];

const ref = (a: RenderedArticle): FaqArticleRef => ({ id: a.id, section: a.section, title: a.title });

/**
 * The FAQ (spec trading-core 2 "Help", 3 "Support"; the newFaq flag): its sections and articles in the reader's
 * language, rendered once from faq-content with the values of the code; search over the copy seeded into Postgres
 * (full text in the language's configuration, typo correction by trigrams, title matches first); and the popular
 * questions, the articles opened most.
 */
@injectable()
export class FaqService {
  private readonly faq: Record<Language, RenderedFaq>;

  constructor(
    @inject(TYPES.Config) config: AppConfig,
    @inject(OPERATIONS_SERVICE) private readonly operations: OperationsService,
    @inject(TYPES.Logger) private readonly logger: Logger,
    @inject(FaqRepo) private readonly repo: FaqRepo,
  ) {
    this.faq = renderAllOnce(faqValues(config));
  }

  /** At start: the rendered articles into Postgres, where search reads them (only what changed is written). */
  async seed(): Promise<void> {
    await seedFaq(this.faq, this.repo, this.logger);
  }

  async index(lang: Language): Promise<FaqIndex> {
    this.requireFlag();
    const faq = this.faq[lang];
    return {
      lang,
      sections: faq.sections.map((s) => ({
        key: s.key,
        title: s.title,
        description: s.description,
        articles: s.articles.map(ref),
      })),
      popular: await this.popular(faq),
    };
  }

  section(key: string, lang: Language): FaqSectionView {
    this.requireFlag();
    const section = isFaqSection(key) ? this.faq[lang].sections.find((s) => s.key === key) : undefined;
    if (!section) throw faqErrors.noSection(key);
    return {
      lang,
      key: section.key,
      title: section.title,
      description: section.description,
      articles: section.articles.map(({ id, section, title, body }) => ({ id, section, title, body })),
    };
  }

  async search(query: string, lang: Language): Promise<FaqSearchResult> {
    this.requireFlag();
    const typed = query.toLocaleLowerCase(localeOf(lang)).slice(0, FAQ_QUERY_MAX);
    const words = (typed.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, QUERY_WORDS_MAX).map((w) => w.slice(0, WORD_MAX));
    const answer: FaqSearchResult = { lang, query, corrected: null, results: [] };
    if (!words.length) return answer;
    const corrected = await this.repo.correct(lang, words);
    const searched = corrected.filter((w): w is string => w !== null);
    if (corrected.some((w, i) => w !== null && w !== words[i])) answer.corrected = searched.join(' ');
    if (!searched.length) return answer;
    const rows = await this.repo.search({
      lang,
      config: FAQ_TEXT_SEARCH_CONFIG[lang],
      words: searched,
      typed,
      limit: FAQ_SEARCH_LIMIT,
    });
    const articles = this.faq[lang].articles;
    answer.results = rows.flatMap((row) => {
      const article = articles.get(row.id);
      if (!article) return [];
      return [
        {
          ...ref(article),
          match: row.title_hit ? 'title' : row.similar ? 'similar' : 'body',
          titleMarked: markedSegments(row.title_marked),
          snippet: markedSegments(row.snippet),
        },
      ];
    });
    return answer;
  }

  /**
   * The articles the chat assistant offers for a message, best first: what search finds for it, else the articles
   * sharing most of its words (a sentence seldom has every word in one article). None when the FAQ is off.
   */
  async suggest(text: string, lang: Language, limit: number): Promise<RenderedArticle[]> {
    if (!this.operations.flags().newFaq) return [];
    const articles = this.faq[lang].articles;
    const found = (await this.search(text, lang)).results.map((r) => r.id);
    let ids = found;
    if (!ids.length) {
      const typed = text.toLocaleLowerCase(localeOf(lang));
      const words = (typed.match(/[\p{L}\p{N}]+/gu) ?? [])
        .slice(0, QUERY_WORDS_MAX * 2)
        .map((w) => w.slice(0, WORD_MAX));
      const corrected = (await this.repo.correct(lang, words)).filter((w): w is string => w !== null);
      if (corrected.length)
        ids = await this.repo.related({ lang, config: FAQ_TEXT_SEARCH_CONFIG[lang], words: corrected, limit });
    }
    return ids.slice(0, limit).flatMap((id) => articles.get(id) ?? []);
  }

  /** An article's title and section in a language, for links to it (the chat's offered articles). */
  articleRef(lang: Language, id: string): FaqArticleRef | undefined {
    const article = this.faq[lang].articles.get(id);
    return article && ref(article);
  }

  /** An article was opened: its counter goes up (the popular questions follow). */
  async viewed(id: string): Promise<{ id: string; views: number }> {
    this.requireFlag();
    if (!this.faq.en.articles.has(id)) throw faqErrors.noArticle(id);
    return { id, views: await this.repo.addView(id) };
  }

  /** The articles opened most; ties and the rest in the default order. */
  private async popular(faq: RenderedFaq): Promise<FaqArticleRef[]> {
    const views = new Map((await this.repo.views()).map((v) => [v.id, v.views]));
    const order = [...POPULAR_BY_DEFAULT, ...faq.articles.keys()];
    const rank = (id: string) => {
      const at = order.indexOf(id);
      return at === -1 ? order.length : at;
    };
    return [...faq.articles.values()]
      .sort((a, b) => (views.get(b.id) ?? 0) - (views.get(a.id) ?? 0) || rank(a.id) - rank(b.id))
      .slice(0, FAQ_POPULAR_COUNT)
      .map(ref);
  }

  private requireFlag(): void {
    if (!this.operations.flags().newFaq) throw faqErrors.disabled();
  }
}
