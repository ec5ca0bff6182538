import { expect } from 'chai';
import { itemPath, LEGACY_ITEM_TYPES } from '../../shared/items/itemPaths';
import {
  activeFilterCount,
  EMPTY_FILTERS,
  filtersToSearch,
  marketUrl,
  parseFilters,
  resetFilters,
  showsAge,
  sortChoiceOf,
  sortChoices,
  toggleValue,
  withSearch,
  withSortChoice,
} from './marketQuery';
import { addSearch, removeSearch, SEARCH_HISTORY_MAX } from './searchHistory';

describe('market filters in the address', () => {
  it('spec trading-core 2: the address query reproduces the filters (a link gives the same view)', () => {
    const search =
      'type=pet&rarity=legendary,ultra_rare&level=neon&property=flyable&priceFrom=5&priceTo=50.5&discount=true&q=dragon&sort=price&order=desc';
    const filters = parseFilters(search, 'adopt');
    expect(filters).to.deep.include({
      type: ['pet'],
      rarity: ['legendary', 'ultra_rare'],
      level: ['neon'],
      property: ['flyable'],
      priceFrom: 5,
      priceTo: 50.5,
      discount: true,
      q: 'dragon',
      sort: 'price',
      order: 'desc',
    });
    expect(filtersToSearch(filters)).to.equal(search);
    expect(parseFilters(filtersToSearch(filters), 'adopt')).to.deep.equal(filters);
  });

  it('spec trading-core 3: values the game does not have are dropped, not sent (no 400 from a stale link)', () => {
    const filters = parseFilters(
      'type=knife,pet,bogus&rarity=ultra_rare,godly,chroma&age=teen&level=neon&subtype=gun,scooters',
      'mm2',
    );
    expect(filters.type).to.deep.equal(['knife', 'pet']);
    expect(filters.rarity).to.deep.equal(['godly', 'chroma']);
    expect(filters.subtype).to.deep.equal(['gun']);
    // Ages and levels are the pet game's.
    expect(filters.age).to.deep.equal([]);
    expect(filters.level).to.deep.equal([]);
    expect(parseFilters('rarity=chroma&subtype=gun', 'adopt')).to.deep.include({ rarity: [], subtype: [] });
  });

  it('bad prices, sorts and orders are ignored; relevance only counts with a search', () => {
    const parsed = parseFilters('priceFrom=abc&priceTo=-3&sort=cheap&order=up', 'adopt');
    expect([parsed.priceFrom, parsed.priceTo, parsed.sort, parsed.order]).to.deep.equal([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(filtersToSearch(parsed)).to.equal('');
    expect(parseFilters('sort=relevance', 'adopt').sort).to.equal(undefined);
    expect(parseFilters('sort=relevance&q=frost', 'adopt').sort).to.equal('relevance');
    expect(parseFilters('order=desc', 'adopt').order).to.equal(undefined);
  });

  it('the market call carries the filters, the currency, the page size and the cursor', () => {
    const filters = parseFilters('type=pet&rarity=legendary,rare&q=shadow dragon', 'adopt');
    const url = marketUrl('adopt', filters, 'eur', 'abc', 24);
    expect(url.startsWith('/api/adopt/market?')).to.equal(true);
    const params = new URL(url, 'http://x').searchParams;
    expect(Object.fromEntries(params)).to.deep.equal({
      type: 'pet',
      rarity: 'legendary,rare',
      q: 'shadow dragon',
      currency: 'eur',
      limit: '24',
      cursor: 'abc',
    });
    expect(new URL(marketUrl('mm2', EMPTY_FILTERS, 'usd', null, 24), 'http://x').searchParams.has('cursor')).to.equal(
      false,
    );
  });

  it('toggling adds and removes a value; reset keeps the search and the sort', () => {
    let filters = toggleValue(EMPTY_FILTERS, 'rarity', 'legendary');
    filters = toggleValue(filters, 'rarity', 'rare');
    expect(filters.rarity).to.deep.equal(['legendary', 'rare']);
    expect(toggleValue(filters, 'rarity', 'legendary').rarity).to.deep.equal(['rare']);
    const full = { ...filters, discount: true, priceTo: 10, q: 'dragon', sort: 'name' as const };
    expect(activeFilterCount(full)).to.equal(4);
    expect(resetFilters(full)).to.deep.equal({ ...EMPTY_FILTERS, q: 'dragon', sort: 'name', order: undefined });
  });

  it('spec trading-core 3 sorts: the select maps to sort and order, and the default stays out of the address', () => {
    expect(sortChoiceOf(EMPTY_FILTERS)).to.equal('popularity');
    expect(sortChoiceOf({ ...EMPTY_FILTERS, q: 'x' })).to.equal('relevance');
    const desc = withSortChoice(EMPTY_FILTERS, 'priceDesc');
    expect(desc).to.include({ sort: 'price', order: 'desc' });
    expect(sortChoiceOf(desc)).to.equal('priceDesc');
    expect(withSortChoice(desc, 'priceAsc')).to.include({ sort: 'price', order: 'asc' });
    expect(filtersToSearch(withSortChoice(desc, 'popularity'))).to.equal('');
    // While searching, popularity must be explicit and relevance is the default.
    const searching = withSearch(EMPTY_FILTERS, 'dragon');
    expect(withSortChoice(searching, 'popularity').sort).to.equal('popularity');
    expect(withSortChoice(searching, 'relevance').sort).to.equal(undefined);
    expect(sortChoices(EMPTY_FILTERS)).to.not.include('relevance');
    expect(sortChoices(searching)).to.include('relevance');
    // Clearing the search drops a relevance sort.
    expect(withSearch({ ...searching, sort: 'relevance' }, '  ').sort).to.equal(undefined);
  });

  it('age is offered for pets of the pet game only', () => {
    expect(showsAge('adopt', EMPTY_FILTERS)).to.equal(true);
    expect(showsAge('adopt', { ...EMPTY_FILTERS, type: ['egg'] })).to.equal(false);
    expect(showsAge('adopt', { ...EMPTY_FILTERS, type: ['egg', 'pet'] })).to.equal(true);
    expect(showsAge('mm2', EMPTY_FILTERS)).to.equal(false);
  });
});

describe('market search history', () => {
  it('spec trading-core 2: keeps the last 10 searches, newest first, without repeats', () => {
    let history: string[] = [];
    for (let i = 1; i <= 12; i++) history = addSearch(history, `term ${i}`);
    expect(history).to.have.length(SEARCH_HISTORY_MAX);
    expect(history[0]).to.equal('term 12');
    expect(history).to.not.include('term 2');
    history = addSearch(history, '  TERM 5 ');
    expect(history[0]).to.equal('TERM 5');
    expect(history.filter((t) => t.toLowerCase() === 'term 5')).to.have.length(1);
    expect(addSearch(history, '   ')).to.deep.equal(history);
    expect(removeSearch(history, 'TERM 5')).to.not.include('TERM 5');
  });
});

describe('item page addresses', () => {
  it('spec trading-core 2: /itemInfo/{productType}/{productName = slug}/{productId = item id}', () => {
    expect(itemPath({ type: 'pet', slug: 'shadow-dragon', id: 1 })).to.equal('/itemInfo/pet/shadow-dragon/1');
    expect(itemPath({ type: 'knife', slug: 'turkey-knife', id: 511 }, 2056)).to.equal(
      '/itemInfo/knife/turkey-knife/511?variant=2056',
    );
    expect(LEGACY_ITEM_TYPES).to.deep.equal(['potion', 'pet', 'transport', 'egg']);
  });
});
