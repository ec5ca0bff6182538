// The help centre's FAQ (spec trading-core 2 "Help": /help goes here; "Support: FAQ with search, popular questions,
// videos on buying, selling and top-up, section list"; the newFaq flag): search as you type, the questions opened
// most, illustrated guides, every section, and the way to ask a question. Articles come in the address's language.
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { faqArticlePath } from '../../../../modules/support/faq.vocabulary.schemas';
import { store } from '../../shared/state/store';
import { Icon } from '../../shared/ui/Icon';
import { RetryBox } from '../../shared/ui/RetryBox';
import { useTitle } from '../../shared/ui/useTitle';
import { FaqAsk } from './FaqAsk';
import { FaqGuides } from './FaqGuides';
import { SupportNav } from './SupportNav';
import { FaqSearch } from './FaqSearch';
import { useFaqIndex } from './faqApi';
import { SECTION_ICONS } from './sectionIcons';
import '../../shared/ui/card.css';
import '../../shared/ui/skeleton.css';
import './faq.css';
import '../../shared/ui/pageHero.css';

export default function FaqPage() {
  useTitle('faq.title');
  const intl = useIntl();
  const { language } = useSnapshot(store);
  const { data, error, mutate } = useFaqIndex(language);
  const sectionTitles = new Map<string, string>(data?.sections.map((s) => [s.key, s.title]) ?? []);
  return (
    <div className="container faq" data-lang={data?.lang}>
      <SupportNav current="faq" />
      <header className="faq-hero">
        <p className="page-eyebrow faq-hero__eyebrow">
          <Icon name="support" size={18} />
          <FormattedMessage id="faq.hero.eyebrow" />
        </p>
        <h1 className="page-hero-title faq-hero__title">
          <FormattedMessage id="faq.hero.title" />
        </h1>
        <p className="faq-hero__text">
          <FormattedMessage id="faq.hero.text" />
        </p>
        <FaqSearch sectionTitles={sectionTitles} size="lg" />
      </header>

      {error && !data ? (
        <RetryBox message="faq.loadFailed" onRetry={() => void mutate()} />
      ) : (
        <>
          <section className="faq-block" aria-labelledby="faq-popular-title">
            <h2 className="faq-block__title" id="faq-popular-title">
              <FormattedMessage id="faq.popular.title" />
            </h2>
            {data ? (
              <ol className="faq-popular">
                {data.popular.map((q) => (
                  <li key={q.id}>
                    <Link href={faqArticlePath(q.section, q.id)} className="faq-popular__link" data-id={q.id}>
                      <Icon name={SECTION_ICONS[q.section]} size={18} className="faq-popular__icon" />
                      <span className="faq-popular__text">
                        <span className="faq-popular__question">{q.title}</span>
                        <span className="faq-popular__section">{sectionTitles.get(q.section)}</span>
                      </span>
                      <Icon name="arrowRight" size={16} className="faq-popular__go" />
                    </Link>
                  </li>
                ))}
              </ol>
            ) : (
              <div className="faq-popular faq-popular--loading" role="status">
                <span className="visually-hidden">{intl.formatMessage({ id: 'faq.loading' })}</span>
                {[0, 1, 2, 3].map((i) => (
                  <span key={i} className="skeleton faq-popular__skeleton" aria-hidden="true" />
                ))}
              </div>
            )}
          </section>

          <section className="faq-block" aria-labelledby="faq-guides-title">
            <h2 className="faq-block__title" id="faq-guides-title">
              <FormattedMessage id="faq.guides.title" />
            </h2>
            <FaqGuides />
          </section>

          <section className="faq-block" aria-labelledby="faq-sections-title">
            <h2 className="faq-block__title" id="faq-sections-title">
              <FormattedMessage id="faq.sections.title" />
            </h2>
            <ul className="faq-sections">
              {data?.sections.map((s) => (
                <li key={s.key}>
                  <Link href={`/help/faq/${s.key}`} className="faq-section-card" data-section={s.key}>
                    <span className="faq-section-card__icon">
                      <Icon name={SECTION_ICONS[s.key]} size={22} />
                    </span>
                    <span className="faq-section-card__title">{s.title}</span>
                    <span className="faq-section-card__text">{s.description}</span>
                    <span className="faq-section-card__count">
                      <FormattedMessage id="faq.section.count" values={{ count: s.articles.length }} />
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
      <FaqAsk />
    </div>
  );
}
