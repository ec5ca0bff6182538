// The market (spec trading-core 2: the home page is the market). Filters are a left sidebar from 1024 px
// and a drawer below it; the grid pages by cursor with "Show more" and infinite scroll.
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import type { MarketPage } from '../../../../modules/market/market.schemas';
import { formatMoney, toMinor } from '../../shared/format/money';
import { store } from '../../shared/state/store';
import { useSettledCurrency } from '../../shared/state/useSettledCurrency';
import { mediaUp } from '../../shared/styles/breakpoints';
import { Button } from '../../shared/ui/Button';
import { EmptyResult } from '../../shared/ui/EmptyResult';
import { ErrorState } from '../../shared/ui/ErrorState';
import { Icon } from '../../shared/ui/Icon';
import { Modal } from '../../shared/ui/Modal';
import { useMediaQuery } from '../../shared/ui/useMediaQuery';
import { useMarketPages } from './api';
import { FilterPanel } from './FilterPanel';
import { ItemCard, ItemCardSkeleton } from './ItemCard';
import {
  activeFilterCount,
  LIST_KEYS,
  marketUrl,
  resetFilters,
  sortChoiceOf,
  sortChoices,
  withSearch,
  withSortChoice,
  type MarketFilters,
  type SortChoice,
} from './marketQuery';
import { SearchBox } from './SearchBox';
import { useMarketFilters } from './useMarketFilters';
import '../../shared/ui/skeleton.css';
import '../../shared/form/form.css';
import './market.css';

export const MARKET_PAGE_SIZE = 24;
const SKELETONS = 8;

export function MarketSection() {
  const intl = useIntl();
  const { game, filters, setFilters } = useMarketFilters();
  const { currency } = useSnapshot(store);
  // A newcomer's first page is asked for once, in the currency the country gives (null until then).
  const pageCurrency = useSettledCurrency();
  const desktop = useMediaQuery(mediaUp('lg'));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const topRef = useRef<HTMLElement>(null);

  const { data, error, size, setSize, isLoading, isValidating, mutate } = useMarketPages(
    pageCurrency && ((cursor) => marketUrl(game, filters, pageCurrency, cursor, MARKET_PAGE_SIZE)),
    { keepPreviousData: true },
  );

  // The grid shows a deferred copy of the pages: React renders arriving cards in a transition, in slices,
  // instead of in one long task (a page of cards is slow to render on a phone). Until then the skeletons stay.
  const pages = useDeferredValue(data);
  const first = pages?.[0];
  const cards = useMemo(() => pages?.flatMap((page) => page.cards) ?? [], [pages]);
  const hasMore = !!pages?.[pages.length - 1]?.nextCursor;
  const loadingMore = !error && size > 0 && !!pages && pages[size - 1] === undefined;
  const active = activeFilterCount(filters);
  const loadMore = useCallback(() => void setSize((current) => current + 1), [setSize]);

  // A change of filters while scrolled into the results brings the market's top back into view.
  const change = (next: MarketFilters) => {
    setFilters(next);
    const top = topRef.current?.getBoundingClientRect().top;
    if (top !== undefined && top < 0) topRef.current?.scrollIntoView({ block: 'start' });
  };

  const panel = (idPrefix: string) => (
    <FilterPanel
      game={game}
      filters={filters}
      facets={first?.facets}
      currency={currency}
      onChange={change}
      idPrefix={idPrefix}
    />
  );

  return (
    <section id="market" className="market container" aria-labelledby="market-title" ref={topRef}>
      <div className="market__head">
        <h2 id="market-title" className="market__title">
          <FormattedMessage id="market.title" values={{ game: intl.formatMessage({ id: `game.${game}.name` }) }} />
        </h2>
        {first && (
          <p className="market__total" aria-live="polite">
            <FormattedMessage id="market.total" values={{ count: first.total }} />
          </p>
        )}
      </div>
      <div className="market__layout">
        {desktop && (
          <aside className="market__sidebar" aria-labelledby="market-sidebar-title">
            {panel('market-sidebar')}
          </aside>
        )}
        <div className="market__main">
          <div className="market__toolbar">
            <SearchBox value={filters.q} onSearch={(q) => change(withSearch(filters, q))} />
            <div className="market__tools">
              {!desktop && (
                <Button
                  variant="secondary"
                  size="sm"
                  className="market__filters-button"
                  onClick={() => setDrawerOpen(true)}
                  aria-haspopup="dialog"
                >
                  <Icon name="settings" size={18} />
                  <FormattedMessage id="market.filters" />
                  {active > 0 && <span className="market__filters-count">{active}</span>}
                </Button>
              )}
              <SortSelect filters={filters} onChange={(choice) => change(withSortChoice(filters, choice))} />
            </div>
          </div>
          <ActiveFilters filters={filters} onChange={change} />
          <Results
            cards={cards}
            total={first?.total}
            firstLoading={!pages && (isLoading || !!data || !pageCurrency)}
            busy={isValidating && !loadingMore}
            error={error}
            hasMore={hasMore}
            loadingMore={loadingMore}
            onMore={loadMore}
            onRetry={() => void mutate()}
            onReset={() => change(resetFilters({ ...filters, q: '' }))}
            filtered={active > 0 || !!filters.q}
          />
        </div>
      </div>
      {!desktop && (
        <Modal
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          titleId="market-drawer-title"
          size="full"
          className="filter-drawer"
        >
          {panel('market-drawer')}
          <div className="filter-drawer__footer">
            <Button className="filter-drawer__apply" onClick={() => setDrawerOpen(false)}>
              {first ? (
                <FormattedMessage id="market.filters.show" values={{ count: first.total }} />
              ) : (
                <FormattedMessage id="market.filters.close" />
              )}
            </Button>
          </div>
        </Modal>
      )}
    </section>
  );
}

function SortSelect({ filters, onChange }: { filters: MarketFilters; onChange: (choice: SortChoice) => void }) {
  return (
    <label className="market-sort">
      <span className="market-sort__label">
        <FormattedMessage id="market.sort.label" />
      </span>
      <span className="market-sort__control">
        <select
          name="sort"
          className="field__input field__select market-sort__select"
          value={sortChoiceOf(filters)}
          onChange={(event) => onChange(event.target.value as SortChoice)}
        >
          {sortChoices(filters).map((choice) => (
            <FormattedMessage key={choice} id={`market.sort.${choice}`}>
              {(label) => <option value={choice}>{label}</option>}
            </FormattedMessage>
          ))}
        </select>
        <Icon name="chevronDown" size={18} className="field__select-icon" />
      </span>
    </label>
  );
}

/** The chosen filters as removable chips, plus "reset". */
function ActiveFilters({ filters, onChange }: { filters: MarketFilters; onChange: (next: MarketFilters) => void }) {
  const intl = useIntl();
  const { currency } = useSnapshot(store);
  const chips: { key: string; label: string; remove: () => MarketFilters }[] = [];
  for (const key of LIST_KEYS) {
    for (const value of filters[key]) {
      chips.push({
        key: `${key}-${value}`,
        label: intl.formatMessage({ id: `market.${key}.${value}` }),
        remove: () => ({ ...filters, [key]: filters[key].filter((v) => v !== value) }),
      });
    }
  }
  if (filters.priceFrom !== undefined || filters.priceTo !== undefined) {
    // The price filter is in major units.
    const format = (n: number) => formatMoney(intl, { amount: toMinor(n), currency });
    const label =
      filters.priceFrom !== undefined && filters.priceTo !== undefined
        ? `${format(filters.priceFrom)} – ${format(filters.priceTo)}`
        : filters.priceFrom !== undefined
          ? intl.formatMessage({ id: 'market.chip.priceFrom' }, { price: format(filters.priceFrom) })
          : intl.formatMessage({ id: 'market.chip.priceTo' }, { price: format(filters.priceTo ?? 0) });
    chips.push({ key: 'price', label, remove: () => ({ ...filters, priceFrom: undefined, priceTo: undefined }) });
  }
  if (filters.discount) {
    chips.push({
      key: 'discount',
      label: intl.formatMessage({ id: 'market.filter.discount' }),
      remove: () => ({ ...filters, discount: false }),
    });
  }
  if (chips.length === 0) return null;
  return (
    <div className="active-filters">
      <ul className="active-filters__list" aria-label={intl.formatMessage({ id: 'market.filters.active' })}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              className="active-filter"
              aria-label={intl.formatMessage({ id: 'market.filters.remove' }, { filter: chip.label })}
              onClick={() => onChange(chip.remove())}
            >
              <span>{chip.label}</span>
              <Icon name="close" size={14} />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="link-button active-filters__reset"
        onClick={() => onChange(resetFilters(filters))}
      >
        <FormattedMessage id="market.filters.reset" />
      </button>
    </div>
  );
}

interface ResultsProps {
  cards: MarketPage['cards'];
  total: number | undefined;
  firstLoading: boolean;
  busy: boolean;
  error: unknown;
  hasMore: boolean;
  loadingMore: boolean;
  filtered: boolean;
  onMore: () => void;
  onRetry: () => void;
  onReset: () => void;
}

function Results({
  cards,
  total,
  firstLoading,
  busy,
  error,
  hasMore,
  loadingMore,
  filtered,
  onMore,
  onRetry,
  onReset,
}: ResultsProps) {
  const intl = useIntl();
  const sentinelRef = useRef<HTMLDivElement>(null);
  const canLoad = hasMore && !loadingMore && !error;

  // Infinite scroll: the sentinel near the end asks for the next page. A new observer per page makes a
  // sentinel that is still visible after a short page fire again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `cards.length` is not read but a new page must re-create the observer (see above)
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !canLoad || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onMore(), {
      rootMargin: '0px 0px 600px 0px',
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [canLoad, cards.length, onMore]);

  if (firstLoading) {
    return (
      <div
        className="market-grid"
        role="status"
        aria-busy="true"
        aria-label={intl.formatMessage({ id: 'market.loading' })}
      >
        {Array.from({ length: SKELETONS }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders of a fixed count, never reordered
          <ItemCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (error && cards.length === 0) {
    return (
      <ErrorState
        className="market-state--error"
        title={<FormattedMessage id="market.error.title" />}
        text={<FormattedMessage id="market.error.text" />}
      >
        <Button onClick={onRetry}>
          <Icon name="reload" size={18} />
          <FormattedMessage id="market.error.retry" />
        </Button>
      </ErrorState>
    );
  }
  if (total === 0 && cards.length === 0) {
    return (
      <div className="market-empty">
        <EmptyResult
          title={<FormattedMessage id={filtered ? 'market.empty.title' : 'market.empty.titleNoFilters'} />}
          text={<FormattedMessage id={filtered ? 'market.empty.text' : 'market.empty.textNoFilters'} />}
          action={
            filtered ? (
              <Button variant="secondary" size="lg" onClick={onReset} className="market-empty__reset">
                <Icon name="reload" size={18} />
                <FormattedMessage id="market.empty.reset" />
              </Button>
            ) : (
              <Button variant="secondary" size="lg" onClick={onRetry}>
                <Icon name="reload" size={18} />
                <FormattedMessage id="market.error.retry" />
              </Button>
            )
          }
        />
      </div>
    );
  }
  return (
    <>
      <ul className={`market-grid${busy ? ' is-busy' : ''}`} aria-busy={busy || loadingMore}>
        {cards.map((card) => (
          <li key={card.cardId}>
            <ItemCard card={card} />
          </li>
        ))}
        {loadingMore &&
          Array.from({ length: 4 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders of a fixed count, never reordered
            <li key={`skeleton-${i}`} aria-hidden="true">
              <ItemCardSkeleton />
            </li>
          ))}
      </ul>
      <div className="market-more" ref={sentinelRef}>
        {error ? (
          <div className="market-more__error" role="alert">
            <span>
              <FormattedMessage id="market.error.more" />
            </span>
            <Button variant="secondary" size="sm" onClick={onRetry}>
              <Icon name="reload" size={16} />
              <FormattedMessage id="market.error.retry" />
            </Button>
          </div>
        ) : hasMore ? (
          <Button variant="secondary" onClick={onMore} disabled={loadingMore} className="market-more__button">
            <FormattedMessage id={loadingMore ? 'market.loadingMore' : 'market.more'} />
          </Button>
        ) : cards.length > 0 ? (
          <p className="market-more__end">
            <FormattedMessage id="market.end" values={{ count: cards.length }} />
          </p>
        ) : null}
      </div>
    </>
  );
}
