import { expect } from 'chai';
import pg from 'pg';
import { renderPostBody } from '../../modules/content/blog.markup';
import { BlogService } from '../../modules/content/blog.service';
import { BLOG_PAGE_SIZE, type BlogIndex, type BlogPost } from '../../modules/content/blog.schemas';
import { SEED_POSTS } from '../../modules/content/posts';
import { startTestApp, type TestApp } from '../support/app';
import { api } from '../support/http';

/**
 * The blog (spec accounts-platform 2.2 storyPage; trading-core 2 header link "blog"): posts seeded into Postgres at
 * start, listed newest first, each in the reader's language or else in English; a post by its slug.
 */
describe('content: the blog (/storyPage)', function () {
  this.timeout(60_000);
  let app: TestApp;
  let db: pg.Pool;
  before(async () => {
    app = await startTestApp();
    db = new pg.Pool({ connectionString: app.databaseUrl, max: 2 });
  });
  after(async () => {
    await db?.end();
    await app?.stop();
  });

  const get = <T>(path: string) => api<T>(app.url, 'GET', path);
  const newestFirst = [...SEED_POSTS].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)).map((p) => p.slug);

  it('every seeded post renders in every language it is written in (headings, lists, links inside the app only)', () => {
    for (const post of SEED_POSTS) {
      for (const [lang, text] of Object.entries(post.texts)) {
        const body = renderPostBody(text.body, lang);
        expect(body.length, `${post.slug} ${lang}`).to.be.greaterThan(1);
        expect(body.slice(1).every((s) => s.heading)).to.equal(true);
      }
    }
    expect(() => renderPostBody('[out](https://example.com)', 'en')).to.throw(/Not a path of the app/);
  });

  it('spec accounts-platform 2.2 storyPage: the index lists the posts newest first, with the page and total', async () => {
    const res = await get<BlogIndex>('/api/blog/posts');
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body).to.include({ page: 1, pageSize: BLOG_PAGE_SIZE, total: SEED_POSTS.length });
    expect(res.body.posts.map((p) => p.slug)).to.deep.equal(newestFirst.slice(0, BLOG_PAGE_SIZE));
    expect(res.body.posts.every((p) => p.language === 'en')).to.equal(true);
    expect(res.body.posts[0]).to.have.keys(['slug', 'language', 'title', 'summary', 'cover', 'publishedAt']);
  });

  it('a language with its own versions gets them; one without falls back to English, post by post', async () => {
    const ru = (await get<BlogIndex>('/api/blog/posts?lang=ru')).body;
    expect(ru.posts.map((p) => p.slug)).to.deep.equal(newestFirst.slice(0, BLOG_PAGE_SIZE));
    expect(ru.posts.every((p) => p.language === 'ru')).to.equal(true);
    expect(ru.posts.find((p) => p.slug === 'how-to-buy-safely')?.title).to.equal('Как безопасно покупать на Tradehall');

    const de = (await get<BlogIndex>('/api/blog/posts?lang=de')).body;
    expect(de.total).to.equal(SEED_POSTS.length);
    expect(de.posts.every((p) => p.language === 'en')).to.equal(true);

    // A German version of one post only: that post in German, the others still in English.
    await db.query(
      `INSERT INTO content.posts (slug, language, title, summary, body, cover, published_at)
       SELECT slug, 'de', 'Sicher kaufen', 'Kurz', 'Text.', cover, published_at
       FROM content.posts WHERE slug = 'how-to-buy-safely' AND language = 'en'`,
    );
    const mixed = (await get<BlogIndex>('/api/blog/posts?lang=de')).body;
    expect(mixed.total).to.equal(SEED_POSTS.length);
    expect(mixed.posts.filter((p) => p.language === 'de').map((p) => p.slug)).to.deep.equal(['how-to-buy-safely']);
    const post = (await get<BlogPost>('/api/blog/posts/how-to-buy-safely?lang=de')).body;
    expect(post).to.include({ language: 'de', title: 'Sicher kaufen' });
    const fallback = (await get<BlogPost>('/api/blog/posts/provably-fair-wheel?lang=de')).body;
    expect(fallback.language).to.equal('en');
  });

  it('a post answers its body as safe nodes under headings, in the reader language', async () => {
    const res = await get<BlogPost>('/api/blog/posts/how-to-buy-safely?lang=ru');
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body).to.include({ slug: 'how-to-buy-safely', language: 'ru', cover: 'safety' });
    expect(res.body.body.map((s) => s.heading)).to.deep.equal([
      null,
      'Пополнение и покупка',
      'Заберите за 60 минут',
      'Безопасность',
    ]);
    expect(res.body.body[1]!.blocks[0]).to.deep.include({ type: 'list', ordered: true });
  });

  it('pages: past the last page, no posts but the total; a post dated later is not shown until its time', async () => {
    const past = (await get<BlogIndex>('/api/blog/posts?page=3')).body;
    expect(past).to.include({ page: 3, total: SEED_POSTS.length });
    expect(past.posts).to.deep.equal([]);

    await db.query(
      `INSERT INTO content.posts (slug, language, title, summary, body, cover, published_at)
       VALUES ('coming-soon', 'en', 'Soon', 'Soon', 'Soon.', NULL, now() + interval '1 day')`,
    );
    const index = (await get<BlogIndex>('/api/blog/posts')).body;
    expect(index.posts.map((p) => p.slug)).not.to.include('coming-soon');
    expect((await get('/api/blog/posts/coming-soon')).status).to.equal(404);
  });

  it('an unknown slug is 404 NOT_FOUND', async () => {
    const res = await get<{ errorCode: string }>('/api/blog/posts/no-such-post?lang=ru');
    expect(res.status).to.equal(404);
    expect(res.body.errorCode).to.equal('NOT_FOUND');
  });

  it('bad input is 400: an unknown language, a page that is no positive number, a malformed slug', async () => {
    for (const path of [
      '/api/blog/posts?lang=xx',
      '/api/blog/posts?page=0',
      '/api/blog/posts?page=abc',
      '/api/blog/posts?page=1.5',
      '/api/blog/posts/Bad_Slug!',
      '/api/blog/posts/how-to-buy-safely?lang=klingon',
    ]) {
      const res = await get<{ errorCode: string }>(path);
      expect(res.status, path).to.equal(400);
    }
  });

  it('seeding again (a restart) changes nothing and keeps one row per post and language', async () => {
    const before = (await db.query('SELECT count(*)::int AS n FROM content.posts')).rows[0].n;
    await app.container.get(BlogService).seed();
    expect((await db.query('SELECT count(*)::int AS n FROM content.posts')).rows[0].n).to.equal(before);
  });
});
