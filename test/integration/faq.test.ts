import { expect } from 'chai';
import pg from 'pg';
import { LANGUAGES } from '../../kernel';
import { LADDERS, RATING_POINTS, RATING_START } from '../../modules/ratings/ladders.vocabulary.schemas';
import { FaqService } from '../../modules/support/faq.service';
import {
  FAQ_ARTICLES,
  FAQ_POPULAR_COUNT,
  FAQ_QUERY_MAX,
  FAQ_SECTIONS,
  FAQ_SPEC_ANCHORS,
  type FaqArticle,
  type FaqBlock,
  type FaqIndex,
  type FaqMarked,
  type FaqSearchResult,
  type FaqSectionView,
} from '../../modules/support/faq.schemas';
import { startTestApp, type TestApp } from '../support/app';
import { api } from '../support/http';

/**
 * The FAQ (spec trading-core 2 "Help": /help/faq, /help/faq/{section} and the anchors it names; "Support: FAQ with
 * search, popular questions"; accounts-platform 6 the newFaq flag, 9 nine languages). Articles are seeded into
 * Postgres at start, searched there (full text in each language's configuration, typos corrected by trigrams, title
 * matches first) and rendered with the code's constants.
 */
describe('support FAQ: sections, anchors, search and popular questions', function () {
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
  const search = async (q: string, lang: string) => {
    const res = await get<FaqSearchResult>(`/api/support/faq/search?${new URLSearchParams({ q, lang })}`);
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    return res.body;
  };
  const marked = (segments: FaqMarked) => segments.filter((s) => s.mark).map((s) => s.text.toLowerCase());
  const table = (article: FaqArticle, caption: string) => {
    const found = article.body.find(
      (b): b is Extract<FaqBlock, { type: 'table' }> => b.type === 'table' && b.caption === caption,
    );
    if (!found) throw new Error(`${article.id}: no table "${caption}"`);
    return found;
  };

  it('spec trading-core 2 "Help": every anchor the spec names resolves to its section and article, in every language', async () => {
    for (const anchor of FAQ_SPEC_ANCHORS) {
      const [, section, id] = /^\/help\/faq\/([A-Za-z]+)(?:#([A-Za-z]+))?$/.exec(anchor)!;
      for (const lang of LANGUAGES) {
        const res = await get<FaqSectionView>(`/api/support/faq/${section}?lang=${lang}`);
        expect(res.status, `${anchor} ${lang}`).to.equal(200);
        expect(res.body).to.include({ key: section, lang });
        if (id) {
          const article = res.body.articles.find((a) => a.id === id);
          expect(article, `${anchor} ${lang}`).to.not.equal(undefined);
          expect(article!.body.length).to.be.greaterThan(0);
        }
      }
    }
  });

  it('spec trading-core 2 "Support: section list": every section with its questions, in the reader’s language', async () => {
    const en = (await get<FaqIndex>('/api/support/faq?lang=en')).body;
    const ru = (await get<FaqIndex>('/api/support/faq?lang=ru')).body;
    expect(en.sections.map((s) => s.key)).to.deep.equal([...FAQ_SECTIONS]);
    expect(ru.sections.map((s) => s.key)).to.deep.equal([...FAQ_SECTIONS]);
    for (const s of en.sections) expect(s.articles.map((a) => a.id)).to.deep.equal([...FAQ_ARTICLES[s.key]]);
    const buy = (index: FaqIndex) => index.sections.find((s) => s.key === 'buy')!;
    expect(buy(en).title).to.equal('Buying');
    expect(buy(ru).title).to.equal('Покупка');
    expect(buy(ru).articles.find((a) => a.id === 'errorWithBuying')!.title).to.equal('Почему покупка не удалась?');
    // No language given: English.
    expect((await get<FaqIndex>('/api/support/faq')).body.lang).to.equal('en');
  });

  it('the articles are seeded at start, one row per article and language, in the language’s text search configuration; a start rewrites only what changed', async () => {
    const articles = FAQ_SECTIONS.flatMap((s) => FAQ_ARTICLES[s]).length;
    const { rows } = await db.query(
      'SELECT lang, search_config::text AS config, count(*)::int AS n FROM support.faq_articles GROUP BY lang, search_config ORDER BY lang',
    );
    expect(rows).to.have.length(LANGUAGES.length);
    const configs = Object.fromEntries(rows.map((r) => [r.lang, r.config]));
    expect(configs).to.include({ en: 'english', ru: 'russian', de: 'german', tr: 'turkish', ph: 'simple' });
    for (const r of rows) expect(r.n, r.lang).to.equal(articles);
    // Someone changed a row: the next start puts it back; nothing else is written.
    await db.query(
      `UPDATE support.faq_articles SET title = 'tampered', digest = 'x' WHERE lang = 'en' AND id = 'howToBuy'`,
    );
    const before = await db.query(
      'SELECT xmin::text AS v FROM support.faq_articles WHERE NOT (lang = $1 AND id = $2) ORDER BY lang, id',
      ['en', 'howToBuy'],
    );
    await app.container.get(FaqService).seed();
    const after = await db.query(
      'SELECT xmin::text AS v FROM support.faq_articles WHERE NOT (lang = $1 AND id = $2) ORDER BY lang, id',
      ['en', 'howToBuy'],
    );
    expect(after.rows).to.deep.equal(before.rows);
    const restored = await db.query(`SELECT title FROM support.faq_articles WHERE lang = 'en' AND id = 'howToBuy'`);
    expect(restored.rows[0].title).to.equal('How do I buy an item?');
  });

  it('spec trading-core 2 "FAQ with search" (English): finds the article, title matches first, the words marked', async () => {
    const freeze = await search('freeze account', 'en');
    expect(freeze.results[0]).to.include({ id: 'freezeAccount', section: 'sell', match: 'title' });
    expect(marked(freeze.results[0]!.titleMarked)).to.include.members(['freezing', 'account']);
    expect(freeze.corrected).to.equal(null);

    // "rating" is in three titles and in many texts: the three titles come first.
    const rating = await search('rating', 'en');
    const matches = rating.results.map((r) => r.match);
    expect(matches.slice(0, 3)).to.deep.equal(['title', 'title', 'title']);
    expect(rating.results.slice(0, 3).map((r) => r.id)).to.have.members([
      'howRatingWorks',
      'ratingPoints',
      'ratingLadders',
    ]);
    expect(matches.slice(3)).to.satisfy((rest: string[]) => rest.every((m) => m !== 'title'));
    expect(rating.results.length).to.be.greaterThan(3);
    expect(rating.results[3]!.snippet.some((s) => s.mark)).to.equal(true);

    // An error code from a buy error message finds the article explaining it.
    const code = await search('INVALID_USER_BALANCE', 'en');
    expect(code.results[0]).to.include({ id: 'errorWithBuying' });
  });

  it('spec trading-core 2 "FAQ with search": tolerates typos (words corrected by trigrams), and finds a word typed halfway', async () => {
    const typo = await search('frezee acount', 'en');
    expect(typo.corrected).to.equal('freeze account');
    expect(typo.results[0]).to.include({ id: 'freezeAccount', match: 'title' });
    const halfway = await search('cancel a purch', 'en');
    expect(halfway.results[0]).to.include({ id: 'cancelPurchase' });
    const nothing = await search('xyzzy qwq', 'en');
    expect(nothing.results).to.deep.equal([]);
  });

  it('spec trading-core 2 "FAQ with search" (Russian): stemmed in Russian, a typo corrected, title matches first', async () => {
    const freeze = await search('заморозка аккаунта', 'ru');
    expect(freeze.results[0]).to.include({ id: 'freezeAccount', match: 'title' });
    const typo = await search('замарозка', 'ru');
    expect(typo.corrected).to.equal('заморозка');
    expect(typo.results[0]).to.include({ id: 'freezeAccount' });
    // "рейтинг" stands in three titles ("рейтинги", "рейтинг") and many texts.
    const rating = await search('рейтинг', 'ru');
    expect(rating.results.slice(0, 3).map((r) => r.match)).to.deep.equal(['title', 'title', 'title']);
    expect(rating.results.slice(0, 3).map((r) => r.id)).to.have.members([
      'howRatingWorks',
      'ratingPoints',
      'ratingLadders',
    ]);
    expect(rating.results.slice(3).every((r) => r.match !== 'title')).to.equal(true);
    // A language's search reads only that language.
    expect((await search('заморозка', 'en')).results).to.deep.equal([]);
  });

  it('spec trading-core 3, 4: the rating section’s numbers are the ladder constants (thresholds, blocks, points, starts)', async () => {
    for (const lang of ['en', 'ru'] as const) {
      const section = (await get<FaqSectionView>(`/api/support/faq/rating?lang=${lang}`)).body;
      const article = (id: string) => section.articles.find((a) => a.id === id)!;
      const captions =
        lang === 'en'
          ? { buyer: 'Buyer rating', seller: 'Seller rating' }
          : { buyer: 'Рейтинг покупателя', seller: 'Рейтинг продавца' };
      for (const role of ['buyer', 'seller'] as const) {
        const ladder = table(article('ratingLadders'), captions[role]);
        expect(
          ladder.rows.map((r) => Number(r[0])),
          `${lang} ${role}`,
        ).to.deep.equal(LADDERS[role].map((r) => r.threshold));
        const points = table(article('ratingPoints'), captions[role]);
        expect(
          points.rows.map((r) => Number(r[1]!.replace(',', '.'))),
          `${lang} ${role}`,
        ).to.deep.equal(Object.values(RATING_POINTS[role]));
      }
      const text = JSON.stringify(article('howRatingWorks').body);
      expect(text).to.include(String(RATING_START.buyer)).and.include(String(RATING_START.seller));
    }
    const english = (await get<FaqSectionView>('/api/support/faq/rating?lang=en')).body.articles.find(
      (a) => a.id === 'ratingLadders',
    )!;
    const seller = table(english, 'Seller rating').rows;
    expect(seller).to.deep.include(['50', 'Blocked for 24 hours']);
    expect(seller).to.deep.include(['40', 'Blocked for 3 days']);
    expect(seller).to.deep.include(['10', 'Selling closed until support reopens it']);
  });

  it('spec trading-core 2 "popular questions": the questions opened most, counted per article across languages', async () => {
    const popular = async () => (await get<FaqIndex>('/api/support/faq?lang=en')).body.popular.map((p) => p.id);
    const initial = await popular();
    expect(initial).to.have.length(FAQ_POPULAR_COUNT);
    expect(initial[0]).to.equal('errorWithBuying');
    expect(initial).to.not.include('sessions');
    const view = (id: string) => api(app.url, 'POST', `/api/support/faq/articles/${id}/views`);
    for (let i = 0; i < 3; i++) expect((await view('sessions')).status).to.equal(200);
    const last = await view('syncFailed');
    expect(last.body).to.deep.equal({ id: 'syncFailed', views: 1 });
    expect((await view('sessions')).body).to.deep.equal({ id: 'sessions', views: 4 });
    const now = await popular();
    expect(now.slice(0, 2)).to.deep.equal(['sessions', 'syncFailed']);
    // The same order in another language, with that language's titles.
    const ru = (await get<FaqIndex>('/api/support/faq?lang=ru')).body.popular;
    expect(ru[0]).to.deep.equal({ id: 'sessions', section: 'security', title: 'Как долго я остаюсь в аккаунте?' });
  });

  it('bad input is a 400 VALIDATION_ERROR that changes nothing; an unknown section or article is 404 NOT_FOUND', async () => {
    const bad = [
      '/api/support/faq?lang=xx',
      '/api/support/faq/buy?lang=klingon',
      '/api/support/faq/search?lang=en',
      '/api/support/faq/search?q=%20%20%20&lang=en',
      `/api/support/faq/search?q=${'a'.repeat(FAQ_QUERY_MAX + 1)}&lang=en`,
      '/api/support/faq/search?q=buy&lang=xx',
      '/api/support/faq/search?q=a&q=b',
      '/api/support/faq/bad-section!',
    ];
    for (const path of bad) {
      const res = await get(path);
      expect(res.status, path).to.equal(400);
      expect(res.body, path).to.have.property('errorCode', 'VALIDATION_ERROR');
    }
    const badView = await api(app.url, 'POST', '/api/support/faq/articles/123/views');
    expect(badView.status).to.equal(400);
    const missing = await get('/api/support/faq/nope?lang=en');
    expect(missing.status).to.equal(404);
    expect(missing.body).to.include({ errorCode: 'NOT_FOUND' });
    const missingArticle = await api(app.url, 'POST', '/api/support/faq/articles/noSuchArticle/views');
    expect(missingArticle.status).to.equal(404);
    expect(missingArticle.body).to.include({ errorCode: 'NOT_FOUND' });
    const { rows } = await db.query(
      `SELECT count(*)::int AS n FROM support.faq_views WHERE article_id = 'noSuchArticle'`,
    );
    expect(rows[0].n).to.equal(0);
    // Markup in a query is only text: searched as words, answered as data (segments), never echoed as HTML.
    const markup = await search('<script>alert(1)</script>', 'en');
    expect(markup.query).to.equal('<script>alert(1)</script>');
    for (const hit of markup.results) {
      for (const segment of [...hit.titleMarked, ...hit.snippet]) expect(segment.text).to.not.include('<script>');
    }
  });
});

describe('support FAQ: the newFaq flag (spec accounts-platform 6)', function () {
  this.timeout(60_000);
  let app: TestApp;
  before(async () => {
    app = await startTestApp({ env: { FEATURE_FLAGS: 'newFaq=off' } });
  });
  after(async () => {
    await app?.stop();
  });

  it('spec accounts-platform 6: with newFaq off, every FAQ call is 404 FEATURE_DISABLED', async () => {
    for (const [method, path] of [
      ['GET', '/api/support/faq?lang=en'],
      ['GET', '/api/support/faq/buy?lang=en'],
      ['GET', '/api/support/faq/search?q=buy&lang=en'],
      ['POST', '/api/support/faq/articles/howToBuy/views'],
    ] as const) {
      const res = await api(app.url, method, path);
      expect(res.status, path).to.equal(404);
      expect(res.body, path).to.include({ errorCode: 'FEATURE_DISABLED' });
    }
  });
});
