// Market filters (spec trading-core 2 and 3): type, subtype, rarity, age, level, properties, price range
// and the on-sale discount. Every option shows how many cards it has under the current filters.
import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { FacetCounts } from '../../../../modules/market/market.schemas';
import { CURRENCY_SYMBOLS } from '../../shared/format/money';
import { Icon } from '../../shared/ui/Icon';
import {
  activeFilterCount,
  FILTER_OPTIONS,
  resetFilters,
  showsAge,
  toggleValue,
  type ListKey,
  type MarketFilters,
} from './marketQuery';
import type { Currency, GameKey } from '../../../../kernel';

/** The type each subtype belongs to: subtypes are offered only under a chosen (or no) type. */
const SUBTYPE_PARENT: Record<string, string> = {
  scooters: 'transport',
  skateboards: 'transport',
  snowboards: 'transport',
  legendary_gift_vehicles: 'transport',
  event_vehicles: 'transport',
  vehicle_dealership: 'transport',
  premium_vehicles: 'transport',
  star_rewards_vehicles: 'transport',
  miscellaneous_vehicles: 'transport',
  gun: 'weapon',
  knife: 'weapon',
  walking: 'pet',
  floating: 'pet',
};

interface FilterPanelProps {
  game: GameKey;
  filters: MarketFilters;
  facets: FacetCounts | undefined;
  currency: Currency;
  onChange: (next: MarketFilters) => void;
  /** Keeps ids unique if the panel is ever rendered twice. */
  idPrefix: string;
}

/** How many cards a value has under the current filters (the "chroma" rarity is the chroma property count). */
function countOf(facets: FacetCounts | undefined, key: ListKey, value: string): number | undefined {
  if (!facets) return undefined;
  if (key === 'rarity' && value === 'chroma') return facets.property?.chroma ?? 0;
  return facets[key]?.[value] ?? 0;
}

export function FilterPanel({ game, filters, facets, currency, onChange, idPrefix }: FilterPanelProps) {
  const intl = useIntl();
  const options = FILTER_OPTIONS[game];
  const subtypes = options.subtype.filter(
    (s) => filters.type.length === 0 || filters.type.includes(SUBTYPE_PARENT[s] ?? ''),
  );
  const active = activeFilterCount(filters);

  const group = (key: ListKey, values: readonly string[], labelPrefix: string) => (
    <OptionGroup
      key={key}
      name={key}
      idPrefix={idPrefix}
      title={intl.formatMessage({ id: `market.filter.${key}` })}
      values={values}
      selected={filters[key]}
      labelOf={(value) => intl.formatMessage({ id: `${labelPrefix}.${value}` })}
      countOf={(value) => countOf(facets, key, value)}
      // Values of one group are alternatives (OR), except properties, which must all hold (AND).
      exclusiveCounts={key !== 'property'}
      onToggle={(value) => onChange(toggleValue(filters, key, value))}
    />
  );

  return (
    <div className="filter-panel">
      <div className="filter-panel__head">
        <h2 className="filter-panel__title" id={`${idPrefix}-title`}>
          <FormattedMessage id="market.filters" />
        </h2>
        {active > 0 && (
          <button
            type="button"
            className="link-button filter-panel__reset"
            onClick={() => onChange(resetFilters(filters))}
          >
            <FormattedMessage id="market.filters.clearAll" />
          </button>
        )}
      </div>
      <label className="filter-switch">
        <input
          type="checkbox"
          className="filter-switch__input"
          checked={filters.discount}
          onChange={() => onChange({ ...filters, discount: !filters.discount })}
        />
        <span className="filter-switch__track" aria-hidden="true" />
        <span className="filter-switch__label">
          <FormattedMessage id="market.filter.discount" />
        </span>
      </label>
      {group('type', options.type, 'market.type')}
      {subtypes.length > 0 && group('subtype', subtypes, 'market.subtype')}
      {group('rarity', options.rarity, 'market.rarity')}
      {showsAge(game, filters) && group('age', options.age, 'market.age')}
      {options.level.length > 0 && group('level', options.level, 'market.level')}
      {group('property', options.property, 'market.property')}
      <PriceRange filters={filters} currency={currency} onChange={onChange} idPrefix={idPrefix} />
    </div>
  );
}

interface OptionGroupProps {
  name: ListKey;
  idPrefix: string;
  title: string;
  values: readonly string[];
  selected: string[];
  labelOf: (value: string) => string;
  countOf: (value: string) => number | undefined;
  exclusiveCounts: boolean;
  onToggle: (value: string) => void;
}

function OptionGroup({
  name,
  idPrefix,
  title,
  values,
  selected,
  labelOf,
  countOf,
  exclusiveCounts,
  onToggle,
}: OptionGroupProps) {
  // The counts come from the filtered market: once a value of an OR-group is chosen, the others
  // count 0 there, which says nothing about what choosing them would add. Their count is then left out.
  const groupActive = exclusiveCounts && selected.length > 0;
  const shown = values.filter((value) => groupActive || selected.includes(value) || countOf(value) !== 0);
  if (shown.length === 0) return null;
  return (
    <details className="filter-group" open data-filter={name}>
      <summary className="filter-group__title">
        <span>{title}</span>
        {selected.length > 0 && <span className="filter-group__badge">{selected.length}</span>}
        <Icon name="chevronDown" size={18} className="filter-group__chevron" />
      </summary>
      <ul className="filter-options">
        {shown.map((value) => {
          const checked = selected.includes(value);
          const count = groupActive && !checked ? undefined : countOf(value);
          return (
            <li key={value}>
              <label className="filter-option" htmlFor={`${idPrefix}-${name}-${value}`}>
                <input
                  id={`${idPrefix}-${name}-${value}`}
                  type="checkbox"
                  className="checkbox__input"
                  name={name}
                  value={value}
                  checked={checked}
                  onChange={() => onToggle(value)}
                />
                {name === 'rarity' && <span className={`rarity-dot rarity--${value}`} aria-hidden="true" />}
                <span className="filter-option__label">{labelOf(value)}</span>
                {count !== undefined && (
                  <span className="filter-option__count">
                    <FormattedNumber value={count} />
                  </span>
                )}
              </label>
            </li>
          );
        })}
      </ul>
    </details>
  );
}

const toInput = (value: number | undefined) => (value === undefined ? '' : String(value));

function parseAmount(text: string): number | undefined | null {
  const clean = text.trim().replace(/\s/g, '').replace(',', '.');
  if (clean === '') return undefined;
  const value = Number(clean);
  return Number.isFinite(value) && value >= 0 ? Math.round(value * 100) / 100 : null;
}

function PriceRange({
  filters,
  currency,
  onChange,
  idPrefix,
}: Pick<FilterPanelProps, 'filters' | 'currency' | 'onChange' | 'idPrefix'>) {
  const intl = useIntl();
  const [from, setFrom] = useState(toInput(filters.priceFrom));
  const [to, setTo] = useState(toInput(filters.priceTo));
  const [invalid, setInvalid] = useState(false);
  useEffect(() => setFrom(toInput(filters.priceFrom)), [filters.priceFrom]);
  useEffect(() => setTo(toInput(filters.priceTo)), [filters.priceTo]);

  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    let low = parseAmount(from);
    let high = parseAmount(to);
    if (low === null || high === null) return setInvalid(true);
    setInvalid(false);
    // "From 50 to 10" means 10 to 50.
    if (low !== undefined && high !== undefined && low > high) [low, high] = [high, low];
    if (low === filters.priceFrom && high === filters.priceTo) {
      setFrom(toInput(low));
      setTo(toInput(high));
      return;
    }
    onChange({ ...filters, priceFrom: low, priceTo: high });
  };

  const symbol = CURRENCY_SYMBOLS[currency];
  const field = (which: 'from' | 'to', value: string, set: (v: string) => void) => (
    <label className="price-range__field" htmlFor={`${idPrefix}-price-${which}`}>
      <span className="price-range__label">
        <FormattedMessage id={`market.filter.price.${which}`} />
      </span>
      <span className="price-range__control">
        <span className="price-range__symbol" aria-hidden="true">
          {symbol}
        </span>
        <input
          id={`${idPrefix}-price-${which}`}
          name={`price-${which}`}
          className="field__input price-range__input"
          inputMode="decimal"
          autoComplete="off"
          placeholder={which === 'from' ? '0' : '∞'}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${idPrefix}-price-error` : undefined}
          value={value}
          onChange={(event) => set(event.target.value)}
          onBlur={() => apply()}
        />
      </span>
    </label>
  );

  return (
    <details className="filter-group" open data-filter="price">
      <summary className="filter-group__title">
        <span>
          <FormattedMessage id="market.filter.price" values={{ currency: currency.toUpperCase() }} />
        </span>
        {(filters.priceFrom !== undefined || filters.priceTo !== undefined) && (
          <span className="filter-group__badge">1</span>
        )}
        <Icon name="chevronDown" size={18} className="filter-group__chevron" />
      </summary>
      <form
        className="price-range"
        onSubmit={apply}
        aria-label={intl.formatMessage({ id: 'market.filter.price' }, { currency: currency.toUpperCase() })}
      >
        <div className="price-range__fields">
          {field('from', from, setFrom)}
          <span className="price-range__dash" aria-hidden="true">
            –
          </span>
          {field('to', to, setTo)}
        </div>
        {invalid && (
          <p className="field__error" id={`${idPrefix}-price-error`} role="alert">
            <FormattedMessage id="market.filter.price.invalid" />
          </p>
        )}
        <button type="submit" className="btn btn--secondary btn--sm price-range__apply">
          <FormattedMessage id="market.filter.price.apply" />
        </button>
      </form>
    </details>
  );
}
