import { inject, injectable } from 'inversify';
import { sql } from 'kysely';
import { DEFAULT_LANGUAGE, type Language } from '../../kernel';
import type { Clock } from '../../src/platform/clock';
import type { Db } from '../../src/platform/db/database';
import { TYPES } from '../../src/platform/tokens';
import { renderPostBody } from './blog.markup';
import { BLOG_PAGE_SIZE, type BlogCover, type BlogIndex, type BlogPost, type BlogPostCard } from './blog.schemas';
import { contentErrors } from './content.errors';
import { SEED_POSTS } from './posts';
import type { ContentTables, PostRow } from './tables';

const card = (row: Omit<PostRow, 'body'>): BlogPostCard => ({
  slug: row.slug,
  language: row.language as Language,
  title: row.title,
  summary: row.summary,
  cover: row.cover as BlogCover | null,
  publishedAt: row.published_at.toISOString(),
});

/**
 * The blog (spec accounts-platform 2.2 storyPage). A post is read in the reader's language when it has a version in
 * it, else in English; a post whose date has not come (by the injected clock) is not shown yet.
 */
@injectable()
export class BlogService {
  constructor(
    @inject(TYPES.Db) private readonly db: Db<ContentTables>,
    @inject(TYPES.Clock) private readonly clock: Clock,
  ) {}

  /** Writes the seeded posts (every body rendered first: a broken one stops the start), updating changed ones. */
  async seed(): Promise<void> {
    const rows = SEED_POSTS.flatMap((post) =>
      Object.entries(post.texts).map(([language, text]) => {
        renderPostBody(text.body, language);
        return {
          slug: post.slug,
          language,
          ...text,
          cover: post.cover,
          published_at: new Date(post.publishedAt),
        };
      }),
    );
    await this.db
      .insertInto('content.posts')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['slug', 'language']).doUpdateSet((eb) => ({
          title: eb.ref('excluded.title'),
          summary: eb.ref('excluded.summary'),
          body: eb.ref('excluded.body'),
          cover: eb.ref('excluded.cover'),
          published_at: eb.ref('excluded.published_at'),
        })),
      )
      .execute();
  }

  /** One version of each published post, the reader's language first, then English. */
  private versions(lang: Language) {
    return this.db
      .selectFrom('content.posts')
      .distinctOn('slug')
      .where('language', 'in', [lang, DEFAULT_LANGUAGE])
      .where('published_at', '<=', this.clock.now())
      .orderBy('slug')
      .orderBy(sql`language = ${lang}`, 'desc');
  }

  /** A page of the index, newest first. */
  async index(lang: Language, page: number): Promise<BlogIndex> {
    const rows = await this.db
      .selectFrom(this.versions(lang).select(['slug', 'language', 'title', 'summary', 'cover', 'published_at']).as('v'))
      .selectAll()
      .select(sql<string>`count(*) OVER ()`.as('total'))
      .orderBy('published_at', 'desc')
      .orderBy('slug')
      .limit(BLOG_PAGE_SIZE)
      .offset((page - 1) * BLOG_PAGE_SIZE)
      .execute();
    const total = rows[0] ? Number(rows[0].total) : await this.count(lang);
    return { posts: rows.map(card), page, pageSize: BLOG_PAGE_SIZE, total };
  }

  /** Past the last page there is no row to carry the count. */
  private async count(lang: Language): Promise<number> {
    const row = await this.db
      .selectFrom(this.versions(lang).select('slug').as('v'))
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async post(slug: string, lang: Language): Promise<BlogPost> {
    const row = await this.versions(lang).selectAll().where('slug', '=', slug).executeTakeFirst();
    if (!row) throw contentErrors.postNotFound();
    return { ...card(row), body: renderPostBody(row.body, row.language) };
  }
}
