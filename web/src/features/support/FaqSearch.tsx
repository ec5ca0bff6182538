// The FAQ's search box (spec trading-core 2 "Support: FAQ with search"): results as you type (debounced), ranked by
// the server (title matches first, typos corrected), the matching words marked. A combobox: the arrow keys move
// through the results, Enter opens one, Escape closes the list and then clears the box.
import { type FocusEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { FAQ_QUERY_MAX, type FaqSearchHit, faqArticlePath } from '../../../../modules/support/faq.vocabulary.schemas';
import { store } from '../../shared/state/store';
import { Icon } from '../../shared/ui/Icon';
import { Marked } from './FaqBody';
import { useFaqSearch } from './faqApi';
import { useDebounced } from './faqHooks';
import { moveActive, searchableQuery } from './faqNav';

const TYPING_PAUSE_MS = 180;

interface FaqSearchProps {
  /** Section titles by key, to say where each result is. */
  sectionTitles: ReadonlyMap<string, string>;
  /** Opens a result; by default the browser goes to its address. */
  onPick?: (hit: FaqSearchHit) => void;
  size?: 'lg' | 'md';
}

export function FaqSearch({ sectionTitles, onPick, size = 'md' }: FaqSearchProps) {
  const intl = useIntl();
  const id = useId();
  const { language } = useSnapshot(store);
  const [, navigate] = useLocation();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const typed = searchableQuery(text);
  const query = searchableQuery(useDebounced(text, TYPING_PAUSE_MS));
  const { data, error, isLoading, isValidating } = useFaqSearch(typed ? query : null, language);
  const results = typed && data ? data.results : [];
  const settled = !!data && data.query === query && query === typed;
  const panelOpen = open && typed !== null;
  const listId = `${id}-results`;
  const optionId = (i: number) => `${id}-option-${i}`;

  const pick = (hit: FaqSearchHit) => {
    setOpen(false);
    setActive(-1);
    if (onPick) onPick(hit);
    else navigate(faqArticlePath(hit.section, hit.id));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      if (panelOpen) setOpen(false);
      else setText('');
      setActive(-1);
      return;
    }
    if (['ArrowDown', 'ArrowUp'].includes(event.key) && results.length) {
      event.preventDefault();
      setOpen(true);
      setActive(moveActive(active, results.length, event.key));
    }
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <search className={`faq-search faq-search--${size}`} ref={rootRef} onBlur={onBlur}>
      <form
        className="faq-search__form"
        onSubmit={(event) => {
          event.preventDefault();
          const hit = results[active] ?? results[0];
          if (hit) pick(hit);
        }}
      >
        <label htmlFor={`${id}-q`} className="visually-hidden">
          <FormattedMessage id="faq.search.label" />
        </label>
        <Icon name="search" size={size === 'lg' ? 22 : 20} className="faq-search__icon" />
        <input
          ref={inputRef}
          id={`${id}-q`}
          name="q"
          type="search"
          className="faq-search__input"
          placeholder={intl.formatMessage({ id: 'faq.search.placeholder' })}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={FAQ_QUERY_MAX}
          role="combobox"
          aria-expanded={panelOpen}
          aria-controls={panelOpen ? listId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={panelOpen && active >= 0 ? optionId(active) : undefined}
          aria-describedby={`${id}-hint`}
          value={text}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
        />
        {typed && isValidating && <span className="spinner faq-search__busy" aria-hidden="true" />}
        {text && (
          <button
            type="button"
            className="faq-search__clear"
            aria-label={intl.formatMessage({ id: 'faq.search.clear' })}
            title={intl.formatMessage({ id: 'faq.search.clear' })}
            onClick={() => {
              setText('');
              setActive(-1);
              inputRef.current?.focus();
            }}
          >
            <Icon name="close" size={18} />
          </button>
        )}
      </form>
      <p id={`${id}-hint`} className="visually-hidden">
        <FormattedMessage id="faq.search.hint" />
      </p>
      <p className="visually-hidden" aria-live="polite">
        {panelOpen && settled ? intl.formatMessage({ id: 'faq.search.count' }, { count: results.length }) : ''}
      </p>
      {panelOpen && (
        <div className="faq-search__panel" data-state={settled ? 'settled' : 'loading'}>
          {data?.corrected && results.length > 0 && (
            <p className="faq-search__corrected">
              <FormattedMessage
                id="faq.search.corrected"
                values={{ query: data.corrected, b: (chunks) => <b>{chunks}</b> }}
              />
            </p>
          )}
          {error && !results.length ? (
            <p className="faq-search__empty" role="alert">
              <FormattedMessage id="faq.search.error" />
            </p>
          ) : results.length ? (
            <div
              className="faq-search__results"
              role="listbox"
              id={listId}
              aria-label={intl.formatMessage({ id: 'faq.search.label' })}
            >
              {results.map((hit, i) => (
                // The input keeps the focus (aria-activedescendant); a click picks.
                // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input handles the keys
                <div
                  key={hit.id}
                  id={optionId(i)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={i === active}
                  className={`faq-hit${i === active ? ' is-active' : ''}`}
                  data-id={hit.id}
                  data-match={hit.match}
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseEnter={() => setActive(i)}
                  onClick={() => pick(hit)}
                >
                  <span className="faq-hit__title">
                    <Marked segments={hit.titleMarked} />
                  </span>
                  <span className="faq-hit__section">{sectionTitles.get(hit.section) ?? ''}</span>
                  <span className="faq-hit__snippet">
                    <Marked segments={hit.snippet} />…
                  </span>
                </div>
              ))}
            </div>
          ) : settled || (!isLoading && query === typed) ? (
            <div className="faq-search__empty">
              <p>
                <FormattedMessage id="faq.search.empty" values={{ query: typed }} />
              </p>
              <Link href="/help/question" className="faq-link">
                <FormattedMessage id="faq.ask.link" />
              </Link>
            </div>
          ) : (
            <p className="faq-search__empty">
              <FormattedMessage id="faq.search.loading" />
            </p>
          )}
        </div>
      )}
    </search>
  );
}
