import { inject, injectable } from 'inversify';
import { sql } from 'kysely';
import { lockForTransaction } from '../../src/platform/db/advisory-lock';
import type { Db } from '../../src/platform/db/database';
import { TYPES } from '../../src/platform/tokens';
import { MARK_END, MARK_START } from './faq.markup';
import type { FaqArticleRow } from './faq.render';
import type { FaqTables } from './faq.tables';

/** A title this close to the query (pg_trgm word similarity) is a match even when no word matched: a typo. */
export const TITLE_SIMILARITY = 0.5;

const SNIPPET = `MaxWords=26, MinWords=12, ShortWord=2, MaxFragments=1, StartSel=${MARK_START}, StopSel=${MARK_END}`;
const TITLE = `HighlightAll=true, StartSel=${MARK_START}, StopSel=${MARK_END}`;

export interface FaqSearchRow {
  id: string;
  section: string;
  title_hit: boolean;
  similar: boolean;
  title_marked: string;
  snippet: string;
}

/** The FAQ's rows in the `support` schema: the rendered articles, their words, and how often each was opened. */
@injectable()
export class FaqRepo {
  constructor(@inject(TYPES.Db) private readonly db: Db<FaqTables>) {}

  /**
   * Brings the stored articles in line with the rendered ones: rows whose content changed are rewritten, articles
   * gone are deleted, and a language's words are rebuilt when any of its articles changed. Idempotent, and one
   * process at a time (processes starting together take turns).
   */
  async seed(rows: FaqArticleRow[], words: Map<string, Set<string>>): Promise<{ written: number; deleted: number }> {
    return this.db.transaction().execute(async (trx) => {
      await lockForTransaction(trx, 'support.faq-seed');
      const stored = await trx.selectFrom('support.faq_articles').select(['lang', 'id', 'digest']).execute();
      const digests = new Map(stored.map((r) => [`${r.lang}:${r.id}`, r.digest]));
      const changed = rows.filter((r) => digests.get(`${r.lang}:${r.id}`) !== r.digest);
      const wanted = new Set(rows.map((r) => `${r.lang}:${r.id}`));
      const gone = stored.filter((r) => !wanted.has(`${r.lang}:${r.id}`));
      if (changed.length) {
        await trx
          .insertInto('support.faq_articles')
          .values(changed)
          .onConflict((oc) =>
            oc.columns(['lang', 'id']).doUpdateSet((eb) => ({
              section: eb.ref('excluded.section'),
              position: eb.ref('excluded.position'),
              title: eb.ref('excluded.title'),
              body: eb.ref('excluded.body'),
              plain: eb.ref('excluded.plain'),
              search_config: eb.ref('excluded.search_config'),
              digest: eb.ref('excluded.digest'),
            })),
          )
          .execute();
      }
      for (const row of gone) {
        await trx.deleteFrom('support.faq_articles').where('lang', '=', row.lang).where('id', '=', row.id).execute();
      }
      const counted = await trx
        .selectFrom('support.faq_words')
        .select(['lang', (eb) => eb.fn.countAll<string>().as('n')])
        .groupBy('lang')
        .execute();
      const hasWords = new Set(counted.map((r) => r.lang));
      const touched = new Set([...changed, ...gone].map((r) => r.lang));
      for (const [lang, set] of words) {
        if (!touched.has(lang) && hasWords.has(lang)) continue;
        await trx.deleteFrom('support.faq_words').where('lang', '=', lang).execute();
        const list = [...set];
        for (let i = 0; i < list.length; i += 1000) {
          await trx
            .insertInto('support.faq_words')
            .values(list.slice(i, i + 1000).map((word) => ({ lang, word })))
            .execute();
        }
      }
      return { written: changed.length, deleted: gone.length };
    });
  }

  /**
   * Each word typed as it stands when some word of the language starts with it (so a word typed halfway is kept),
   * else the language's word nearest to it by trigram similarity (a typo), else null (nothing like it).
   */
  async correct(lang: string, words: string[]): Promise<Array<string | null>> {
    const { rows } = await sql<{ word: string; known: boolean; near: string | null }>`
      SELECT t.word,
             EXISTS (SELECT 1 FROM support.faq_words w WHERE w.lang = ${lang} AND w.word LIKE t.word || '%') AS known,
             (SELECT w.word FROM support.faq_words w
               WHERE w.lang = ${lang} AND w.word % t.word
               ORDER BY similarity(w.word, t.word) DESC, length(w.word), w.word
               LIMIT 1) AS near
        FROM unnest(${words}::text[]) WITH ORDINALITY AS t(word, n)
       ORDER BY t.n`.execute(this.db);
    return rows.map((r) => (r.known ? r.word : r.near));
  }

  /**
   * Each word must match, in the language's stemmed form or as written (the last one as a prefix: it is being
   * typed); the language's stop words ("how", "do") are left out. Ranked: first the articles whose title holds every
   * word as typed, then those whose title holds them, then those whose text does, then those whose title is only
   * close to what was typed (a typo the word correction missed); within each, by full-text rank (title words weigh
   * more), then by closeness. Each with its title and a snippet, the matching words marked.
   */
  async search(input: {
    lang: string;
    config: string;
    words: string[];
    typed: string;
    limit: number;
  }): Promise<FaqSearchRow[]> {
    const { lang, config, words, typed, limit } = input;
    const anyWord = words.map((w, i) => `'${w}'${i === words.length - 1 ? ':*' : ''}`).join(' | ');
    const { rows } = await sql<FaqSearchRow>`
      WITH words AS (
        SELECT quote_literal(t.word) AS word, t.n = cardinality(${words}::text[]) AS last
          FROM unnest(${words}::text[]) WITH ORDINALITY AS t(word, n)
      ),
      q AS (
        SELECT to_tsquery(${config}::regconfig, word || CASE WHEN last THEN ':*' ELSE '' END) AS stem_any,
               to_tsquery('simple'::regconfig, word || CASE WHEN last THEN ':*' ELSE '' END) AS raw_any,
               to_tsquery(${config}::regconfig, word || CASE WHEN last THEN ':*A' ELSE ':A' END) AS stem_title,
               to_tsquery('simple'::regconfig, word || CASE WHEN last THEN ':*A' ELSE ':A' END) AS raw_title,
               to_tsquery(${config}::regconfig, word || ':A') AS exact_title
          FROM words
      ),
      meaningful AS (SELECT * FROM q WHERE numnode(stem_any) > 0),
      scored AS (
        SELECT a.id, a.section, a.title, a.plain,
               coalesce(bool_and(a.search @@ m.exact_title), false) AS title_exact,
               coalesce(bool_and(a.search @@ m.stem_title OR a.search_simple @@ m.raw_title), false) AS title_hit,
               coalesce(bool_and(a.search @@ m.stem_any OR a.search_simple @@ m.raw_any), false) AS text_hit,
               coalesce(sum(ts_rank(a.search, m.stem_any) + ts_rank(a.search_simple, m.raw_any)), 0) AS rank,
               word_similarity(${typed}, lower(a.title)) AS closeness
          FROM support.faq_articles a
          LEFT JOIN meaningful m ON true
         WHERE a.lang = ${lang}
         GROUP BY a.lang, a.id
      ),
      ranked AS (
        SELECT s.*, row_number() OVER (
                 ORDER BY s.title_exact DESC, s.title_hit DESC, s.text_hit DESC, s.rank DESC, s.closeness DESC, s.id
               ) AS place
          FROM scored s
         WHERE s.text_hit OR s.closeness >= ${TITLE_SIMILARITY}
      ),
      headline AS (SELECT to_tsquery(${config}::regconfig, ${anyWord}) AS query)
      SELECT r.id, r.section, r.title_hit, NOT r.text_hit AS similar,
             ts_headline(${config}::regconfig, r.title, h.query, ${TITLE}) AS title_marked,
             ts_headline(${config}::regconfig, r.plain, h.query, ${SNIPPET}) AS snippet
        FROM ranked r, headline h
       WHERE r.place <= ${limit}
       ORDER BY r.place`.execute(this.db);
    return rows;
  }

  /**
   * Articles sharing most of a sentence's words (the chat assistant): any meaningful word may match, an article
   * must hold at least half of them, ranked by how many and then by text rank. Search proper needs every word.
   */
  async related(input: { lang: string; config: string; words: string[]; limit: number }): Promise<string[]> {
    const { lang, config, words, limit } = input;
    const { rows } = await sql<{ id: string }>`
      WITH q AS (
        SELECT to_tsquery(${config}::regconfig, quote_literal(w)) AS stem,
               to_tsquery('simple'::regconfig, quote_literal(w)) AS raw
          FROM unnest(${words}::text[]) AS w
      ),
      meaningful AS (SELECT * FROM q WHERE numnode(stem) > 0),
      scored AS (
        SELECT a.id,
               count(*) FILTER (WHERE a.search @@ m.stem OR a.search_simple @@ m.raw) AS matched,
               (SELECT count(*) FROM meaningful) AS wanted,
               sum(ts_rank(a.search, m.stem)) AS rank
          FROM support.faq_articles a
          JOIN meaningful m ON true
         WHERE a.lang = ${lang}
         GROUP BY a.id
      )
      SELECT id FROM scored
       WHERE matched > 0 AND matched * 2 >= wanted
       ORDER BY matched DESC, rank DESC, id
       LIMIT ${limit}`.execute(this.db);
    return rows.map((r) => r.id);
  }

  /** How often each article was opened (one counter per article: a few dozen rows). */
  async views(): Promise<Array<{ id: string; views: number }>> {
    const rows = await this.db.selectFrom('support.faq_views').select(['article_id', 'views']).execute();
    return rows.map((r) => ({ id: r.article_id, views: Number(r.views) }));
  }

  /** One more opening of an article: a single upsert on its counter. */
  async addView(id: string): Promise<number> {
    const row = await this.db
      .insertInto('support.faq_views')
      .values({ article_id: id, views: 1 })
      .onConflict((oc) => oc.column('article_id').doUpdateSet({ views: sql`support.faq_views.views + 1` }))
      .returning('views')
      .executeTakeFirstOrThrow();
    return Number(row.views);
  }
}
