// One page for every legal and info document (spec trading-core 2: /terms, /contacts, /policy, /kyc;
// accounts-platform 2.2: /terms-rf): the title, "last updated", the note that the text is English, a table of
// contents beside the sections (above them on a phone), and the other documents below. The chrome is translated.
import type { ReactNode } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { DEFAULT_LANGUAGE } from '../../../../../kernel';
import { store } from '../../../shared/state/store';
import { Icon } from '../../../shared/ui/Icon';
import { useTitle } from '../../../shared/ui/useTitle';
import { LegalText } from './LegalText';
import { LEGAL_PATHS, type LegalDoc, type LegalDocId } from './types';
import './legal.css';
import '../../../shared/ui/pageHero.css';

const OTHERS: LegalDocId[] = ['terms', 'termsRf', 'policy', 'kyc', 'contacts'];

interface LegalPageProps {
  doc: LegalDoc;
  /** What the page adds above the text (the contacts' ways to reach support, the terms' link to /terms-rf). */
  lead?: ReactNode;
}

export function LegalPage({ doc, lead }: LegalPageProps) {
  const titleId = `content.legal.title.${doc.id}`;
  useTitle(titleId);
  const { language } = useSnapshot(store);
  const eyebrow = doc.id === 'contacts' ? 'content.legal.eyebrow.info' : 'content.legal.eyebrow.legal';
  return (
    <div className="container legal">
      <header className="legal__head">
        <span className="page-eyebrow legal__eyebrow">
          <Icon name={doc.id === 'contacts' ? 'chat' : 'shield'} size={16} />
          <FormattedMessage id={eyebrow} />
        </span>
        <h1 className="page-hero-title legal__title">
          <FormattedMessage id={titleId} />
        </h1>
        <p className="legal__updated">
          <Icon name="clock" size={16} />
          <FormattedMessage
            id="content.legal.updated"
            values={{ date: <FormattedDate value={`${doc.updated}T12:00:00Z`} dateStyle="long" /> }}
          />
        </p>
        {language !== DEFAULT_LANGUAGE && (
          <p className="legal__lang" lang={language}>
            <Icon name="globe" size={18} />
            <FormattedMessage id="content.legal.englishNote" />
          </p>
        )}
      </header>
      {lead}
      <div className="legal__layout">
        <nav className="legal__toc" aria-labelledby="legal-toc-title">
          <h2 id="legal-toc-title" className="legal__toc-title">
            <FormattedMessage id="content.legal.toc" />
          </h2>
          <ol>
            {doc.sections.map((section) => (
              <li key={section.id}>
                {/* In-page anchors stay plain links: the router would put them under the language prefix. */}
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="legal-doc" lang="en">
          {doc.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              className="legal-doc__section"
              aria-labelledby={`${section.id}-h`}
            >
              <h2 id={`${section.id}-h`} className="legal-doc__heading">
                {section.heading}
              </h2>
              {section.blocks.map((block, i) =>
                typeof block === 'string' ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a fixed document, never reordered
                  <p key={i}>
                    <LegalText text={block} />
                  </p>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a fixed document, never reordered
                  <ul key={i}>
                    {block.list.map((item) => (
                      <li key={item}>
                        <LegalText text={item} />
                      </li>
                    ))}
                  </ul>
                ),
              )}
            </section>
          ))}
        </article>
      </div>
      <nav className="legal__others" aria-labelledby="legal-others-title">
        <h2 id="legal-others-title" className="legal__others-title">
          <FormattedMessage id="content.legal.others" />
        </h2>
        <ul>
          {OTHERS.filter((id) => id !== doc.id).map((id) => (
            <li key={id}>
              <Link href={LEGAL_PATHS[id]} className="legal__other">
                <FormattedMessage id={`content.legal.title.${id}`} />
                <Icon name="arrowRight" size={16} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
