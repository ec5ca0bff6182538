import { createHash } from 'node:crypto';
import { LANGUAGES, type Language } from '../../kernel';
import { generatedBlock } from './faq-content/blocks';
import { FAQ_CONTENT } from './faq-content/content';
import type { FaqContent } from './faq-content/types';
import { type FaqValue, localeOf, parseTemplate, plainText, renderTemplate } from './faq.markup';
import {
  FAQ_ARTICLES,
  FAQ_SECTIONS,
  FAQ_TEXT_SEARCH_CONFIG,
  type FaqArticle,
  type FaqArticleId,
  type FaqSection,
} from './faq.schemas';

export interface RenderedArticle extends FaqArticle {
  /** Its place in its section, from 0. */
  position: number;
  plain: string;
}

export interface RenderedSection {
  key: FaqSection;
  title: string;
  description: string;
  articles: RenderedArticle[];
}

/** One language's FAQ with every value filled in: what the pages show and what search is seeded with. */
export interface RenderedFaq {
  lang: Language;
  sections: RenderedSection[];
  articles: Map<string, RenderedArticle>;
}

/** A language's content rendered with the values (and the generated tables) of the code. */
export function renderFaq(lang: Language, content: FaqContent, values: Record<string, FaqValue>): RenderedFaq {
  const articles = new Map<string, RenderedArticle>();
  const sections = FAQ_SECTIONS.map((key): RenderedSection => {
    const ids: readonly FaqArticleId[] = FAQ_ARTICLES[key];
    return {
      key,
      ...content.sections[key],
      articles: ids.map((id, position) => {
        const { title, body: template } = content.articles[id];
        const body = renderTemplate(parseTemplate(template), {
          lang,
          values,
          generated: (name) => generatedBlock(name, lang, content.labels),
        });
        const article: RenderedArticle = { id, section: key, title, body, position, plain: plainText(body) };
        articles.set(id, article);
        return article;
      }),
    };
  });
  return { lang, sections, articles };
}

/** Every language rendered (a broken template or an unknown value fails here: at start, and in the unit tests). */
export function renderAll(values: Record<string, FaqValue>): Record<Language, RenderedFaq> {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, renderFaq(lang, FAQ_CONTENT[lang], values)])) as Record<
    Language,
    RenderedFaq
  >;
}

const renderedByValues = new Map<string, Record<Language, RenderedFaq>>();

/**
 * renderAll once per set of values in a process (0.1-0.4 s of CPU each time): an app start renders the FAQ, and the
 * test suite and the benches start many apps in one process. The result is shared: read it, never change it.
 */
export function renderAllOnce(values: Record<string, FaqValue>): Record<Language, RenderedFaq> {
  const key = JSON.stringify(values);
  let rendered = renderedByValues.get(key);
  if (!rendered) {
    rendered = renderAll(values);
    renderedByValues.set(key, rendered);
  }
  return rendered;
}

/** A row of support.faq_articles for a rendered article. */
export function articleRow(lang: Language, article: RenderedArticle) {
  const row = {
    lang,
    id: article.id,
    section: article.section,
    position: article.position,
    title: article.title,
    body: JSON.stringify(article.body),
    plain: article.plain,
    search_config: FAQ_TEXT_SEARCH_CONFIG[lang],
  };
  return { ...row, digest: createHash('sha256').update(JSON.stringify(row)).digest('hex') };
}
export type FaqArticleRow = ReturnType<typeof articleRow>;

/** The words an article is made of, lower-cased as the reader's language does (what typos are corrected to). */
export function wordsOf(lang: Language, article: RenderedArticle): string[] {
  const text = `${article.title}\n${article.plain}`.toLocaleLowerCase(localeOf(lang));
  return (text.match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length >= 3 && w.length <= 40);
}
