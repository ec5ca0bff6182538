import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../config';
import { LANGUAGES } from '../../kernel';
import { COLLECT_MINUTES } from '../../modules/orders/orders.vocabulary.schemas';
import { SALES_FEE_PERCENT } from '../../modules/market/market.vocabulary.schemas';
import { LADDERS, RATING_POINTS, RATING_START } from '../../modules/ratings/ladders.vocabulary.schemas';
import { CASHOUT_FEES, CASHOUT_METHODS, TOPUP_LIMITS } from '../../modules/wallet/wallet.schemas';
import { GENERATED_BLOCKS } from '../../modules/support/faq-content/blocks';
import { FAQ_CONTENT } from '../../modules/support/faq-content/content';
import { faqValues } from '../../modules/support/faq-content/values';
import {
  FaqMarkupError,
  formatValue,
  markedSegments,
  namesIn,
  parseInline,
  parseTemplate,
  plainText,
  renderTemplate,
  type TemplateBlock,
  type TemplateInline,
} from '../../modules/support/faq.markup';
import { renderAll } from '../../modules/support/faq.render';
import {
  FAQ_ARTICLES,
  FAQ_SECTIONS,
  FAQ_SPEC_ANCHORS,
  type FaqBlock,
  type FaqInline,
  sectionOfArticle,
} from '../../modules/support/faq.schemas';

// The FAQ's content (modules/support/faq-content): complete in every language, and every number in it is the code's.
const config = loadConfig({ NODE_ENV: 'test' });
const values = faqValues(config);
const rendered = renderAll(values);
const articleIds = FAQ_SECTIONS.flatMap((s) => [...FAQ_ARTICLES[s]]);
const template = (lang: keyof typeof FAQ_CONTENT, id: (typeof articleIds)[number]) =>
  parseTemplate(FAQ_CONTENT[lang].articles[id].body);

/** Every inline node of a template (nested ones too). */
function inlines(blocks: TemplateBlock[]): TemplateInline[] {
  const out: TemplateInline[] = [];
  const walk = (nodes: TemplateInline[]) => {
    for (const node of nodes) {
      out.push(node);
      if (node.type === 'strong' || node.type === 'link') walk(node.content);
    }
  };
  for (const block of blocks) {
    if (block.type === 'paragraph') walk(block.content);
    else if (block.type === 'list') block.items.forEach(walk);
  }
  return out;
}

/** Names of games spelled with a digit: the only digits a text may hold. */
const withoutGameNames = (text: string) => text.replaceAll('Murder Mystery 2', '');

/** The app's routes as the web app declares them (web/src/app/routing/routes.ts), plus the question page. */
const APP_ROUTES = [
  ...readFileSync(fileURLToPath(new URL('../../web/src/app/routing/routes.ts', import.meta.url)), 'utf8').matchAll(
    /path: '([^']+)'/g,
  ),
]
  .map((m) => m[1]!)
  .concat(['/help/question']);
const routeMatches = (route: string, path: string) =>
  new RegExp(`^${route.replace(/:[A-Za-z]+/g, '[^/]+')}$`).test(path);

describe('support FAQ: the content of every language (spec trading-core 2 "Help", accounts-platform 9)', () => {
  it('spec accounts-platform 9: every language has every section and article, none empty, and renders', () => {
    for (const lang of LANGUAGES) {
      const content = FAQ_CONTENT[lang];
      expect(Object.keys(content.sections).sort(), lang).to.deep.equal([...FAQ_SECTIONS].sort());
      expect(Object.keys(content.articles).sort(), lang).to.deep.equal([...articleIds].sort());
      for (const section of FAQ_SECTIONS) {
        expect(content.sections[section].title.trim(), `${lang} ${section}`).to.not.equal('');
        expect(content.sections[section].description.trim(), `${lang} ${section}`).to.not.equal('');
      }
      for (const id of articleIds) {
        const article = rendered[lang].articles.get(id)!;
        expect(article.title.trim(), `${lang} ${id}`).to.not.equal('');
        expect(article.body.length, `${lang} ${id}`).to.be.greaterThan(0);
        expect(article.plain.length, `${lang} ${id}`).to.be.greaterThan(40);
      }
    }
  });

  it('every language names the same values, tables, error codes and links in each article as English', () => {
    for (const id of articleIds) {
      const english = template('en', id);
      const expected = {
        ...namesIn(english),
        codes: inlines(english).flatMap((n) => (n.type === 'code' ? [n.text] : [])),
        links: inlines(english).flatMap((n) => (n.type === 'link' ? [n.href] : [])),
      };
      for (const lang of LANGUAGES) {
        const blocks = template(lang, id);
        const actual = {
          ...namesIn(blocks),
          codes: inlines(blocks).flatMap((n) => (n.type === 'code' ? [n.text] : [])),
          links: inlines(blocks).flatMap((n) => (n.type === 'link' ? [n.href] : [])),
        };
        expect(actual.values.sort(), `${lang} ${id}: values`).to.deep.equal([...expected.values].sort());
        expect(actual.generated, `${lang} ${id}: tables`).to.deep.equal(expected.generated);
        expect(actual.codes.sort(), `${lang} ${id}: codes`).to.deep.equal([...expected.codes].sort());
        expect(actual.links.sort(), `${lang} ${id}: links`).to.deep.equal([...expected.links].sort());
      }
    }
  });

  it('no number is written into the content: every number an article shows comes from the code (a value or a table)', () => {
    for (const lang of LANGUAGES) {
      const content = FAQ_CONTENT[lang];
      const texts = [
        ...Object.values(content.sections).flatMap((s) => [s.title, s.description]),
        ...articleIds.map((id) => content.articles[id].title),
        ...articleIds.flatMap((id) => inlines(template(lang, id)).flatMap((n) => (n.type === 'text' ? [n.text] : []))),
        ...JSON.stringify(content.labels).match(/"[^"]*"/g)!,
      ];
      const offending = texts.filter((t) => /\d/.test(withoutGameNames(t)));
      expect(offending, `${lang}: numbers written by hand`).to.deep.equal([]);
    }
  });

  it('every link goes to a page of the app; FAQ links to an existing section and article', () => {
    for (const lang of LANGUAGES) {
      for (const id of articleIds) {
        for (const node of inlines(template(lang, id))) {
          if (node.type !== 'link') continue;
          const [path, anchor] = node.href.split('#') as [string, string | undefined];
          const faq = /^\/help\/faq\/([A-Za-z]+)$/.exec(path);
          if (faq) {
            expect(FAQ_SECTIONS, `${lang} ${id}: ${node.href}`).to.include(faq[1]);
            if (anchor) expect(sectionOfArticle(anchor), `${lang} ${id}: ${node.href}`).to.equal(faq[1]);
          } else {
            expect(
              APP_ROUTES.some((route) => routeMatches(route, path)),
              `${lang} ${id}: ${node.href} is no route`,
            ).to.equal(true);
          }
        }
      }
    }
  });

  it('spec trading-core 2: the help anchors the spec names are a section, or an article of that section', () => {
    for (const anchor of FAQ_SPEC_ANCHORS) {
      const [, section, id] = /^\/help\/faq\/([A-Za-z]+)(?:#([A-Za-z]+))?$/.exec(anchor)!;
      expect(FAQ_SECTIONS).to.include(section);
      if (id) expect(sectionOfArticle(id), anchor).to.equal(section);
    }
  });

  it('every generated table exists, and every language has the words of each', () => {
    const named = new Set(articleIds.flatMap((id) => namesIn(template('en', id)).generated));
    expect([...named].sort()).to.deep.equal([...GENERATED_BLOCKS].sort());
    for (const lang of LANGUAGES) {
      expect(FAQ_CONTENT[lang].labels.block, lang).to.include('{duration}');
      expect(FAQ_CONTENT[lang].labels.feePlusFixed, lang).to.include('{percent}').and.include('{fixed}');
    }
  });
});

const tableOf = (blocks: FaqBlock[], caption: string) => {
  const table = blocks.find((b) => b.type === 'table' && b.caption === caption);
  if (table?.type !== 'table') throw new Error(`no table ${caption}`);
  return table;
};
const bodyText = (lang: (typeof LANGUAGES)[number], id: string) => rendered[lang].articles.get(id)!.plain;

describe('support FAQ: the numbers are the code constants, in the reader’s language', () => {
  it('spec trading-core 4: the ladders are rendered from LADDERS (thresholds and block lengths) in every language', () => {
    for (const lang of LANGUAGES) {
      const { body } = rendered[lang].articles.get('ratingLadders')!;
      const labels = FAQ_CONTENT[lang].labels;
      for (const role of ['buyer', 'seller'] as const) {
        const table = tableOf(body, role === 'buyer' ? labels.buyerLadder : labels.sellerLadder);
        expect(
          table.rows.map((r) => r[0]),
          `${lang} ${role}`,
        ).to.deep.equal(LADDERS[role].map((rung) => formatValue({ kind: 'number', value: rung.threshold }, lang)));
        LADDERS[role].forEach((rung, i) => {
          const c = rung.consequence;
          if (c.kind === 'block' && c.minutes !== null) {
            expect(table.rows[i]![1], `${lang} ${role} ${rung.threshold}`).to.include(
              formatValue({ kind: 'duration', seconds: c.minutes * 60 }, lang),
            );
          }
        });
      }
    }
    const english = tableOf(rendered.en.articles.get('ratingLadders')!.body, 'Buyer rating');
    expect(english.rows).to.deep.include(['60', 'Blocked for 30 minutes']);
    expect(english.rows).to.deep.include(['35', 'Blocked for 24 hours']);
    expect(english.rows).to.deep.include(['15', 'Blocked for 7 days']);
  });

  it('spec trading-core 4 "Rating changes": the points per event are RATING_POINTS; 3: the starts are RATING_START', () => {
    for (const lang of LANGUAGES) {
      const { body } = rendered[lang].articles.get('ratingPoints')!;
      const labels = FAQ_CONTENT[lang].labels;
      for (const role of ['buyer', 'seller'] as const) {
        const table = tableOf(body, role === 'buyer' ? labels.buyerPoints : labels.sellerPoints);
        expect(table.rows.map((r) => r[1])).to.deep.equal(
          Object.values(RATING_POINTS[role]).map((p) => formatValue({ kind: 'signed', value: p }, lang)),
        );
      }
      expect(bodyText(lang, 'howRatingWorks'))
        .to.include(String(RATING_START.buyer))
        .and.include(String(RATING_START.seller));
    }
    expect(tableOf(rendered.en.articles.get('ratingPoints')!.body, 'Buyer rating').rows[0]).to.deep.equal([
      'Each item you collect',
      '+2.5',
    ]);
  });

  it('spec trading-core 9: the collect window, the sales fees, the cash-out fees and the top-up limits are the code’s', () => {
    expect(bodyText('en', 'collectTime')).to.include(`${COLLECT_MINUTES} minutes from the purchase`);
    expect(bodyText('ru', 'collectTime')).to.include(`${COLLECT_MINUTES} минут`);
    expect(bodyText('en', 'sellerFee')).to.include(`${SALES_FEE_PERCENT.rub}% for prices in rubles`);
    expect(bodyText('en', 'sellerFee')).to.include(`${SALES_FEE_PERCENT.usd}% in dollars`);
    expect(bodyText('en', 'sellerFee')).to.include('a listing at $1.00 brings you $0.80');
    const fees = tableOf(rendered.en.articles.get('cashoutFees')!.body, 'Cash-out fees');
    expect(fees.rows.map((r) => r[1])).to.deep.equal(
      CASHOUT_METHODS.map((m) =>
        CASHOUT_FEES[m].fixedRubMinor
          ? `${CASHOUT_FEES[m].percent}% + ${formatValue({ kind: 'money', money: { amount: CASHOUT_FEES[m].fixedRubMinor, currency: 'rub' } }, 'en')}`
          : `${CASHOUT_FEES[m].percent}%`,
      ),
    );
    const limits = tableOf(rendered.en.articles.get('howTopUp')!.body, 'One top-up');
    expect(limits.rows.find((r) => r[0] === 'US Dollar')).to.deep.equal([
      'US Dollar',
      `$${(TOPUP_LIMITS.usd.min / 100).toFixed(2)}`,
      `$${(TOPUP_LIMITS.usd.max / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`,
    ]);
  });

  it('settings the code reads are rendered too: the withdrawal trades a buyer may run, the session lengths', () => {
    const other = renderAll(
      faqValues(loadConfig({ NODE_ENV: 'test', WITHDRAWAL_MAX_ACTIVE_TRADES: '7', REFRESH_TOKEN_TTL_DAYS: '14' })),
    );
    expect(other.en.articles.get('withdrawalRefused')!.plain).to.include('you have 7 trades under way');
    expect(other.en.articles.get('sessions')!.plain).to.include('for up to 14 days');
  });
});

describe('support FAQ: the markup (faq.markup.ts)', () => {
  const render = (body: string) => renderTemplate(parseTemplate(body), { lang: 'en', values, generated: () => null });

  it('fills named values in the reader’s language: numbers, signed points, percents, money, durations, ranges', () => {
    expect(formatValue({ kind: 'number', value: 5000 }, 'en')).to.equal('5,000');
    expect(formatValue({ kind: 'number', value: 5000 }, 'de')).to.equal('5.000');
    expect(formatValue({ kind: 'signed', value: 2.5 }, 'en')).to.equal('+2.5');
    expect(formatValue({ kind: 'signed', value: -1.5 }, 'ru')).to.equal('-1,5');
    expect(formatValue({ kind: 'percent', value: 20 }, 'tr')).to.equal('%20');
    expect(formatValue({ kind: 'money', money: { amount: 80, currency: 'usd' } }, 'en')).to.equal('$0.80');
    expect(formatValue({ kind: 'duration', seconds: 3600 }, 'en')).to.equal('60 minutes');
    expect(formatValue({ kind: 'duration', seconds: 7200 }, 'en')).to.equal('2 hours');
    expect(formatValue({ kind: 'duration', seconds: 86_400 }, 'en')).to.equal('24 hours');
    expect(formatValue({ kind: 'duration', seconds: 3 * 86_400 }, 'ru')).to.equal('3 дня');
    expect(formatValue({ kind: 'duration', seconds: 30 }, 'ph')).to.equal('30 segundo');
    expect(formatValue({ kind: 'dayRange', min: 5, max: 7 }, 'en')).to.equal('5–7 days');
    expect(formatValue({ kind: 'choice', items: ['cup', 'tea', 'apple'] }, 'en')).to.equal('cup, tea, or apple');
  });

  it('renders paragraphs, lists, bold, code and links as nodes; text stays text (no HTML ever)', () => {
    const body = render(
      'Collect within **{collectTime}**: see [Purchased](/profile/purchased).\n\n- `NOT_FOUND`: <b>gone</b>\n- two\n\n1. first\n2. second',
    );
    expect(body).to.deep.equal([
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'Collect within ' },
          { type: 'strong', content: [{ type: 'text', text: '60 minutes' }] },
          { type: 'text', text: ': see ' },
          { type: 'link', href: '/profile/purchased', content: [{ type: 'text', text: 'Purchased' }] },
          { type: 'text', text: '.' },
        ],
      },
      {
        type: 'list',
        ordered: false,
        items: [
          [
            { type: 'code', text: 'NOT_FOUND' },
            { type: 'text', text: ': <b>gone</b>' },
          ] as FaqInline[],
          [{ type: 'text', text: 'two' }],
        ],
      },
      { type: 'list', ordered: true, items: [[{ type: 'text', text: 'first' }], [{ type: 'text', text: 'second' }]] },
    ]);
    expect(plainText(body)).to.equal(
      'Collect within 60 minutes: see Purchased.\nNOT_FOUND: <b>gone</b>\ntwo\nfirst\nsecond',
    );
  });

  it('refuses broken markup, unknown values and tables, and links out of the app', () => {
    expect(() => parseInline('an **open bold')).to.throw(FaqMarkupError);
    expect(() => parseInline('a `code')).to.throw(FaqMarkupError);
    expect(() => parseInline('a {} brace')).to.throw(FaqMarkupError);
    expect(() => parseInline('[x](https://evil.example)')).to.throw(FaqMarkupError, /Not a path/);
    expect(() => parseInline('[x](javascript:alert(1))')).to.throw(FaqMarkupError);
    expect(() => parseInline('[x](//evil.example/a)')).to.throw(FaqMarkupError);
    expect(() => parseTemplate('- item\nnot an item')).to.throw(FaqMarkupError);
    expect(() => render('{noSuchValue}')).to.throw(FaqMarkupError, /noSuchValue/);
    expect(() => render('[[no.such.table]]')).to.throw(FaqMarkupError, /no.such.table/);
  });

  it('search headlines become marked segments (no HTML)', () => {
    expect(markedSegments('What does \u0002freezing\u0003 an \u0002account\u0003 do?')).to.deep.equal([
      { text: 'What does ', mark: false },
      { text: 'freezing', mark: true },
      { text: ' an ', mark: false },
      { text: 'account', mark: true },
      { text: ' do?', mark: false },
    ]);
  });
});
