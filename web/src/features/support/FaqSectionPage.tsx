// An FAQ section (spec trading-core 2 "Help": /help/faq/{section}): its questions as an accordion, each an anchor —
// /help/faq/buy#errorWithBuying opens that answer and scrolls to it, and opening an answer puts its anchor in the
// address (a link to share, a popular question counted). The sections beside it, the search above, and the way to
// ask a question below.
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Link, useLocation, useParams } from 'wouter';
import type { FaqSearchHit } from '../../../../modules/support/faq.vocabulary.schemas';
import { HttpError } from '../../shared/api/HttpError';
import { store } from '../../shared/state/store';
import { ButtonLink } from '../../shared/ui/Button';
import { CardLoading } from '../../shared/ui/CardLoading';
import { CopyButton } from '../../shared/ui/CopyButton';
import { ErrorState } from '../../shared/ui/ErrorState';
import { Icon } from '../../shared/ui/Icon';
import { RetryBox } from '../../shared/ui/RetryBox';
import { SupportNav } from './SupportNav';
import { FaqAsk } from './FaqAsk';
import { FaqBody } from './FaqBody';
import { FaqSearch } from './FaqSearch';
import { countView, useFaqIndex, useFaqSection } from './faqApi';
import { useLocationHash } from './faqHooks';
import { articleOfHash } from './faqNav';
import { SECTION_ICONS } from './sectionIcons';
import '../../shared/ui/card.css';
import '../../shared/ui/errorState.css';
import './faq.css';

/** After the route's own scroll to the top and the opened panel's render (two frames), the article comes into view. */
function scrollToArticle(id: string): () => void {
  let second = 0;
  const first = requestAnimationFrame(() => {
    second = requestAnimationFrame(() => {
      document.getElementById(id)?.scrollIntoView({ block: 'start' });
      document.getElementById(`${id}-button`)?.focus({ preventScroll: true });
    });
  });
  return () => {
    cancelAnimationFrame(first);
    cancelAnimationFrame(second);
  };
}

export default function FaqSectionPage() {
  const intl = useIntl();
  const { section = '' } = useParams<{ section: string }>();
  const { language } = useSnapshot(store);
  const { data, error, mutate } = useFaqSection(section, language);
  const index = useFaqIndex(language);
  const [, navigate] = useLocation();
  const hash = useLocationHash();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  /** An answer the reader opened by a click: its anchor goes into the address without scrolling. */
  const clicked = useRef<string | null>(null);
  const ids = data?.articles.map((a) => a.id) ?? [];
  const target = articleOfHash(hash, ids);
  const loadedKey = data ? `${data.lang}:${data.key}` : null;

  useEffect(() => {
    const title = data?.title ?? intl.formatMessage({ id: 'faq.title' });
    document.title = intl.formatMessage(
      { id: 'title.template' },
      { title, brand: intl.formatMessage({ id: 'app.brand' }) },
    );
  }, [data?.title, intl]);

  // The anchor in the address (on arrival, or from a link or a search result on this page) opens its answer.
  useEffect(() => {
    if (!target || !loadedKey) return;
    setOpen((prev) => (prev.has(target) ? prev : new Set(prev).add(target)));
    countView(target);
    if (clicked.current === target) return;
    return scrollToArticle(target);
  }, [target, loadedKey]);

  const toggle = (id: string) => {
    const opening = !open.has(id);
    const next = new Set(open);
    if (opening) next.add(id);
    else next.delete(id);
    setOpen(next);
    if (opening) {
      clicked.current = id;
      history.replaceState(history.state, '', `${window.location.pathname}${window.location.search}#${id}`);
    } else if (target === id) {
      history.replaceState(history.state, '', `${window.location.pathname}${window.location.search}`);
    }
  };

  const pick = (hit: FaqSearchHit) => {
    clicked.current = null;
    if (hit.section !== section || target !== hit.id) navigate(`/help/faq/${hit.section}#${hit.id}`);
    else scrollToArticle(hit.id);
  };

  const sectionTitles = new Map<string, string>(index.data?.sections.map((s) => [s.key, s.title]) ?? []);
  const allOpen = ids.length > 0 && ids.every((id) => open.has(id));
  const notFound = error instanceof HttpError && error.code === 404;

  return (
    <div className="container faq faq--section" data-section={section}>
      <SupportNav current="faq" />
      <nav className="faq-crumbs" aria-label={intl.formatMessage({ id: 'faq.crumbs.label' })}>
        <ol>
          <li>
            <Link href="/help/faq">
              <FormattedMessage id="faq.crumbs.faq" />
            </Link>
          </li>
          <li aria-current="page">{data?.title ?? sectionTitles.get(section) ?? '…'}</li>
        </ol>
      </nav>
      <div className="faq-layout">
        <nav className="faq-nav" aria-label={intl.formatMessage({ id: 'faq.nav.label' })}>
          <ul>
            {index.data?.sections.map((s) => (
              <li key={s.key}>
                <Link
                  href={`/help/faq/${s.key}`}
                  className={`faq-nav__link${s.key === section ? ' is-current' : ''}`}
                  aria-current={s.key === section ? 'page' : undefined}
                >
                  <Icon name={SECTION_ICONS[s.key]} size={18} />
                  <span>{s.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="faq-main">
          <FaqSearch sectionTitles={sectionTitles} onPick={pick} />
          {notFound ? (
            <ErrorState
              heading="h1"
              className="faq-missing"
              title={<FormattedMessage id="faq.notFound.title" />}
              text={<FormattedMessage id="faq.notFound.text" />}
            >
              <ButtonLink href="/help/faq" variant="secondary" size="sm">
                <FormattedMessage id="faq.notFound.back" />
              </ButtonLink>
            </ErrorState>
          ) : error && !data ? (
            <RetryBox message="faq.loadFailed" onRetry={() => void mutate()} />
          ) : !data ? (
            <CardLoading label="faq.loading" />
          ) : (
            <>
              <header className="faq-section-head">
                <span className="faq-section-head__icon" aria-hidden="true">
                  <Icon name={SECTION_ICONS[data.key]} size={26} />
                </span>
                <div>
                  <h1 className="faq-section-head__title">{data.title}</h1>
                  <p className="faq-section-head__text">{data.description}</p>
                </div>
                <button
                  type="button"
                  className="btn btn--ghost btn--sm faq-section-head__toggle"
                  onClick={() => setOpen(allOpen ? new Set() : new Set(ids))}
                >
                  <FormattedMessage id={allOpen ? 'faq.collapseAll' : 'faq.expandAll'} />
                </button>
              </header>
              <div className="faq-articles">
                {data.articles.map((article) => {
                  const isOpen = open.has(article.id);
                  return (
                    <article
                      key={article.id}
                      id={article.id}
                      className={`faq-article${isOpen ? ' is-open' : ''}${target === article.id ? ' is-target' : ''}`}
                    >
                      <h2 className="faq-article__heading">
                        <button
                          type="button"
                          id={`${article.id}-button`}
                          className="faq-article__toggle"
                          aria-expanded={isOpen}
                          aria-controls={`${article.id}-panel`}
                          onClick={() => toggle(article.id)}
                        >
                          <span>{article.title}</span>
                          <Icon name="chevronDown" size={20} className="faq-article__chevron" />
                        </button>
                      </h2>
                      <section
                        id={`${article.id}-panel`}
                        aria-labelledby={`${article.id}-button`}
                        className="faq-article__panel"
                        hidden={!isOpen}
                      >
                        <FaqBody blocks={article.body} />
                        <div className="faq-article__foot">
                          <CopyButton
                            text={`${window.location.origin}${window.location.pathname}#${article.id}`}
                            label="faq.article.copyLink"
                          />
                        </div>
                      </section>
                    </article>
                  );
                })}
              </div>
            </>
          )}
          <FaqAsk />
        </div>
      </div>
    </div>
  );
}
