import type { AppConfig } from '../../config';
import { LANGUAGES, type Language } from '../../kernel';
import type { Db } from '../../src/platform/db/database';
import type { Logger } from '../../src/platform/logger';
import { faqValues } from './faq-content/values';
import { articleRow, type RenderedFaq, renderAllOnce, wordsOf } from './faq.render';
import { FaqRepo } from './faq.repo';

/** The rendered articles into Postgres, where search reads them; only what changed is written. */
export async function seedFaq(faq: Record<Language, RenderedFaq>, repo: FaqRepo, logger: Logger): Promise<void> {
  const rows = LANGUAGES.flatMap((lang) => [...faq[lang].articles.values()].map((a) => articleRow(lang, a)));
  const words = new Map(
    LANGUAGES.map((lang) => [lang, new Set([...faq[lang].articles.values()].flatMap((a) => wordsOf(lang, a)))]),
  );
  const { written, deleted } = await repo.seed(rows, words);
  if (written || deleted) logger.info({ written, deleted }, 'FAQ articles seeded');
}

/**
 * The FAQ as a start with this configuration seeds it, into a database no app runs on: the test suite's template, so
 * that a test file's start finds the articles written (writing them into an empty database took 0.5-1 s of it).
 */
export function seedFaqInto(db: Db, config: AppConfig, logger: Logger): Promise<void> {
  return seedFaq(renderAllOnce(faqValues(config)), new FaqRepo(db), logger);
}
