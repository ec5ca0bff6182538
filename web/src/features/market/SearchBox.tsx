// Market search (spec trading-core 2 "search with history"). The server forgives typos; the box keeps
// the last 10 searches and offers them when it is focused empty. Each one can be removed.
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SEARCH_MAX } from '../../../../modules/market/market.vocabulary.schemas';
import { Icon } from '../../shared/ui/Icon';
import { addSearch, readSearchHistory, removeSearch, writeSearchHistory } from './searchHistory';

interface SearchBoxProps {
  value: string;
  onSearch: (q: string) => void;
}

export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const intl = useIntl();
  const id = useId();
  const [text, setText] = useState(value);
  const [history, setHistory] = useState<string[]>(readSearchHistory);
  const [focused, setFocused] = useState(false);
  const rootRef = useRef<HTMLElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // The address is the truth: Back, a link or "reset" change the box.
  useEffect(() => setText(value), [value]);

  const showHistory = focused && text === '' && history.length > 0;

  const search = (term: string) => {
    const clean = term.trim();
    setText(clean);
    if (clean) {
      const next = addSearch(readSearchHistory(), clean);
      writeSearchHistory(next);
      setHistory(next);
    }
    onSearch(clean);
  };

  const remove = (term: string) => {
    const next = removeSearch(readSearchHistory(), term);
    writeSearchHistory(next);
    setHistory(next);
    // The removed button held the focus: keep it in the box so the list stays open.
    inputRef.current?.focus();
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  // Arrow keys move between the input and the suggestions; Escape closes them.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && showHistory) {
      event.preventDefault();
      setFocused(false);
      inputRef.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const items = [...(rootRef.current?.querySelectorAll<HTMLElement>('.search-history__term') ?? [])];
    if (items.length === 0) return;
    event.preventDefault();
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown') items[Math.min(index + 1, items.length - 1)]?.focus();
    else if (index <= 0) inputRef.current?.focus();
    else items[index - 1]?.focus();
  };

  return (
    <search
      className="market-search"
      ref={rootRef}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <form
        className="market-search__form"
        onSubmit={(event) => {
          event.preventDefault();
          search(text);
        }}
      >
        <label htmlFor={`${id}-q`} className="visually-hidden">
          <FormattedMessage id="market.search.label" />
        </label>
        <Icon name="search" size={20} className="market-search__icon" />
        <input
          ref={inputRef}
          id={`${id}-q`}
          name="q"
          type="search"
          className="market-search__input"
          placeholder={intl.formatMessage({ id: 'market.search.placeholder' })}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={SEARCH_MAX}
          value={text}
          aria-describedby={showHistory ? `${id}-history-title` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            // Clearing the box clears the search at once.
            if (event.target.value === '' && value) onSearch('');
          }}
        />
        {text && (
          <button
            type="button"
            className="market-search__clear"
            aria-label={intl.formatMessage({ id: 'market.search.clear' })}
            title={intl.formatMessage({ id: 'market.search.clear' })}
            onClick={() => {
              setText('');
              if (value) onSearch('');
              inputRef.current?.focus();
            }}
          >
            <Icon name="close" size={18} />
          </button>
        )}
        <button type="submit" className="btn btn--primary btn--sm market-search__submit">
          <FormattedMessage id="market.search.submit" />
        </button>
      </form>
      {showHistory && (
        <fieldset className="search-history" aria-labelledby={`${id}-history-title`}>
          <p className="search-history__title" id={`${id}-history-title`}>
            <FormattedMessage id="market.search.history" />
          </p>
          <ul className="search-history__list">
            {history.map((term) => (
              <li key={term} className="search-history__item">
                <button type="button" className="search-history__term" onClick={() => search(term)}>
                  <Icon name="history" size={16} />
                  <span>{term}</span>
                </button>
                <button
                  type="button"
                  className="search-history__remove"
                  aria-label={intl.formatMessage({ id: 'market.search.history.remove' }, { term })}
                  title={intl.formatMessage({ id: 'market.search.history.remove' }, { term })}
                  onClick={() => remove(term)}
                >
                  <Icon name="close" size={16} />
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </search>
  );
}
