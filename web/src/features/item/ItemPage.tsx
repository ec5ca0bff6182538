// Item page (spec trading-core 2): /itemInfo/{productType}/{productName}/{productId}, and the same page
// under /shop/.... See shared/items/itemPaths.ts for what the three parameters mean (type, slug, id).
// Shows the art, name, rarity, type, origin and year; the variants in stock (selectable); the offers;
// the price history and, beside it, the order book of the chosen variant (or the cheapest). The chosen variant (or
// the cheapest) and every offer can go to the cart or be bought at once in the fast-buy dialog; the viewer's own
// offers say so instead. An autopurchase of the chosen variant (or of any, with none in stock) can be set.
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Link, Redirect, useLocation, useParams, useSearch } from 'wouter';
import type { Variant } from '../../../../modules/catalog/catalog.schemas';
import type { ItemPage as ItemPageData, ItemVariantSummary, Offer } from '../../../../modules/market/market.schemas';
import { HttpError } from '../../shared/api/HttpError';
import { OrderBook } from '../../shared/autobuy/OrderBook';
import { SetAutobuyLink } from '../../shared/autobuy/SetAutobuyLink';
import { BuyButtons } from '../../shared/cart/BuyButtons';
import { cardKey, lineOfCard, lineOfOffer, offerKey } from '../../shared/cart/cartRules';
import { formatMoney } from '../../shared/format/money';
import { RarityBadge, VariantChips, variantName } from '../../shared/items/ItemBadges';
import { itemPath } from '../../shared/items/itemPaths';
import { NOT_FOUND_PATH } from '../../shared/routing/normalize';
import { store } from '../../shared/state/store';
import { Button } from '../../shared/ui/Button';
import { ErrorState } from '../../shared/ui/ErrorState';
import { Icon } from '../../shared/ui/Icon';
import { PageLoading } from '../../shared/ui/PageProgress';
import { Price } from '../../shared/ui/Price';
import { TabPanel, Tabs } from '../../shared/ui/Tabs';
import { useItemPage, usePriceHistory } from './api';
import type { Currency, GameKey } from '../../../../kernel';
import '../../shared/ui/skeleton.css';
import './item.css';
import './itemBook.css';

// uPlot is loaded only when a chart is drawn: it stays out of the initial bundle and the page's own chunk.
const PriceChart = lazy(() => import('./PriceChart'));

export const HISTORY_PERIODS = [7, 30, 90] as const;
type Period = (typeof HISTORY_PERIODS)[number];
/** The period tabs' ids are history-tab-<days>; their panel is history-panel (tests select them). */
const TAB_IDS = 'history-tab';
const PANEL_ID = 'history-panel';

interface ItemParams {
  productType: string;
  productName?: string;
  productRealName?: string;
  productId: string;
}

const sameVariant = (a: Variant, b: Variant) =>
  a.age === b.age &&
  a.level === b.level &&
  a.flyable === b.flyable &&
  a.rideable === b.rideable &&
  a.chroma === b.chroma;

/** The art in the look of a variant (neon, mega neon, chroma). */
function artOf(art: string, variant: Variant | undefined): string {
  if (!variant) return art;
  const [path, query = ''] = art.split('?');
  const params = new URLSearchParams(query);
  if (variant.level !== 'default') params.set('level', variant.level);
  if (variant.chroma) params.set('chroma', '1');
  const look = params.toString();
  return look ? `${path}?${look}` : (path ?? art);
}

export default function ItemPage() {
  const params = useParams<ItemParams>();
  const slug = params.productName ?? params.productRealName ?? '';
  const [location, navigate] = useLocation();
  const search = useSearch();
  const intl = useIntl();
  const { game, currency, flags, flagsSettled, isAuth } = useSnapshot(store);
  const prefix = location.split('/')[1] ?? 'itemInfo';

  const { data, error, isLoading, mutate } = useItemPage(game, slug, currency);

  const selectedCard = Number(new URLSearchParams(search).get('variant')) || null;
  const selected = data?.variants.find((v) => v.cardId === selectedCard);
  const select = (cardId: number | null) => {
    const next = new URLSearchParams(search);
    if (cardId === null) next.delete('variant');
    else next.set('variant', String(cardId));
    const query = next.toString();
    navigate(`${location}${query ? `?${query}` : ''}`, { replace: true });
  };

  // Page title "{item} | {brand}".
  const name = data?.item.name;
  useEffect(() => {
    const title = name ?? intl.formatMessage({ id: 'item.loading' });
    document.title = intl.formatMessage(
      { id: 'title.template' },
      { title, brand: intl.formatMessage({ id: 'app.brand' }) },
    );
  }, [intl, name]);

  // Spec accounts-platform 2.2: the shop page needs the new market backend flag or a signed-in user.
  if (prefix === 'shop' && !flags.newMarketBackend && !isAuth) {
    if (!flagsSettled) return <PageLoading />;
    return <Redirect to="/" replace />;
  }
  if (error instanceof HttpError && error.code === 404) return <Redirect to={NOT_FOUND_PATH} replace />;
  if (error && !data) {
    return (
      <div className="item-page container">
        <ErrorState
          heading="h1"
          title={<FormattedMessage id="item.error.title" />}
          text={<FormattedMessage id="item.error.text" />}
        >
          <Button onClick={() => void mutate()}>
            <Icon name="reload" size={18} />
            <FormattedMessage id="market.error.retry" />
          </Button>
        </ErrorState>
      </div>
    );
  }
  if (isLoading || !data) return <ItemSkeleton />;

  const { item, variants, offers } = data;
  // The address names the item's type and id: a stale or hand-made one is replaced by the canonical address.
  if (data.item.slug === slug && (params.productType !== item.type || params.productId !== String(item.id))) {
    const canonical = itemPath(item).replace(/^\/itemInfo\//, `/${prefix}/`);
    return <Redirect to={`${canonical}${search ? `?${search}` : ''}`} replace />;
  }

  const cheapest = variants.reduce<ItemVariantSummary | undefined>(
    (min, v) => (!min || v.price.amount < min.price.amount ? v : min),
    undefined,
  );
  const offerCount = variants.reduce((n, v) => n + v.count, 0);
  const shownOffers = selected ? offers.filter((o) => sameVariant(o.variant, selected.variant)) : offers;
  const typeName = intl.formatMessage({ id: `market.type.${item.type}` });

  return (
    <div className="item-page container">
      <nav className="breadcrumbs" aria-label={intl.formatMessage({ id: 'item.breadcrumbs' })}>
        <ol>
          <li>
            <Link href="/">
              <FormattedMessage id="header.market" />
            </Link>
          </li>
          <li>
            <Link href={`/?type=${encodeURIComponent(item.type)}`}>{typeName}</Link>
          </li>
          <li aria-current="page">{item.name}</li>
        </ol>
      </nav>

      <section className="item-hero" aria-labelledby="item-title">
        <div className="item-hero__art">
          <img src={artOf(item.art, selected?.variant)} alt={item.name} width={400} height={400} />
        </div>
        <div className="item-hero__info">
          <div className="item-hero__heading">
            <h1 id="item-title" className="item-hero__title">
              {item.name}
            </h1>
            <div className="item-hero__badges">
              <RarityBadge rarity={item.rarity} />
              {selected && <VariantChips variant={selected.variant} />}
            </div>
          </div>
          <dl className="item-facts">
            <div>
              <dt>
                <FormattedMessage id="item.fact.type" />
              </dt>
              <dd id="item-type">
                {typeName}
                {item.subtype && ` · ${intl.formatMessage({ id: `market.subtype.${item.subtype}` })}`}
              </dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="item.fact.rarity" />
              </dt>
              <dd>{intl.formatMessage({ id: `market.rarity.${item.rarity}` })}</dd>
            </div>
            {item.origin && (
              <div>
                <dt>
                  <FormattedMessage id="item.fact.origin" />
                </dt>
                <dd id="item-origin">{item.origin}</dd>
              </div>
            )}
            {item.year !== null && (
              <div>
                <dt>
                  <FormattedMessage id="item.fact.year" />
                </dt>
                <dd id="item-year">{item.year}</dd>
              </div>
            )}
          </dl>
          <div className="item-summary">
            {cheapest ? (
              <>
                <span className="item-summary__label">
                  <FormattedMessage id={selected ? 'item.summary.variantPrice' : 'item.summary.from'} />
                </span>
                <Price money={(selected ?? cheapest).price} className="item-summary__price" />
                <span className="item-summary__offers">
                  <FormattedMessage
                    id="market.card.offers"
                    values={{ count: selected ? selected.count : offerCount }}
                  />
                </span>
              </>
            ) : (
              <span className="item-summary__label">
                <FormattedMessage id="item.summary.none" />
              </span>
            )}
          </div>
          {cheapest && (
            <BuyButtons
              className="item-summary__buy"
              wide
              name={item.name}
              lineKey={cardKey((selected ?? cheapest).cardId)}
              line={() => {
                const v = selected ?? cheapest;
                return lineOfCard({
                  ...v,
                  itemId: item.id,
                  slug: item.slug,
                  type: item.type,
                  name: item.name,
                  art: artOf(item.art, v.variant),
                });
              }}
            />
          )}
          <SetAutobuyLink
            look="button"
            className="item-summary__autobuy"
            name={item.name}
            target={{ slug: item.slug, cardId: (selected ?? cheapest)?.cardId }}
          />
          {variants.length > 0 && (
            <VariantPicker variants={variants} selected={selected?.cardId ?? null} onSelect={select} />
          )}
        </div>
      </section>

      <div className="item-market">
        <HistorySection game={game} slug={item.slug} currency={currency} level={selected?.variant.level} />
        <OrderBook
          game={game}
          cardId={(selected ?? cheapest)?.cardId ?? null}
          currency={currency}
          className="item-section item-book"
          subtitle={
            (selected ?? cheapest) && (
              <VariantChips
                variant={(selected ?? cheapest)!.variant}
                emptyText={intl.formatMessage({ id: 'item.variant.plain' })}
              />
            )
          }
        />
      </div>

      <OffersSection
        item={item}
        offers={shownOffers}
        total={selected ? selected.count : offerCount}
        filtered={!!selected}
        onShowAll={() => select(null)}
      />
    </div>
  );
}

function VariantPicker({
  variants,
  selected,
  onSelect,
}: {
  variants: ItemVariantSummary[];
  selected: number | null;
  onSelect: (cardId: number | null) => void;
}) {
  const intl = useIntl();
  return (
    <fieldset className="variant-picker" aria-labelledby="item-variants-title">
      <h2 className="item-section__title item-section__title--small" id="item-variants-title">
        <FormattedMessage id="item.variants.title" values={{ count: variants.length }} />
      </h2>
      <ul className="variant-picker__list">
        <li>
          <button
            type="button"
            className="variant-option variant-option--all"
            aria-pressed={selected === null}
            onClick={() => onSelect(null)}
          >
            <span className="variant-option__name">
              <FormattedMessage id="item.variants.all" />
            </span>
          </button>
        </li>
        {variants.map((v) => (
          <li key={v.cardId}>
            <button
              type="button"
              className="variant-option"
              data-card-id={v.cardId}
              aria-pressed={selected === v.cardId}
              aria-label={intl.formatMessage(
                { id: 'item.variants.option' },
                {
                  variant:
                    variantName(v.variant, intl.formatMessage) || intl.formatMessage({ id: 'item.variant.plain' }),
                  price: formatMoney(intl, v.price),
                  count: v.count,
                },
              )}
              onClick={() => onSelect(selected === v.cardId ? null : v.cardId)}
            >
              <VariantChips variant={v.variant} emptyText={intl.formatMessage({ id: 'item.variant.plain' })} />
              <span className="variant-option__meta">
                <Price money={v.price} className="variant-option__price" />
                <span className="variant-option__count">
                  <FormattedMessage id="market.card.offers" values={{ count: v.count }} />
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

interface OffersProps {
  item: ItemPageData['item'];
  offers: Offer[];
  total: number;
  filtered: boolean;
  onShowAll: () => void;
}

function OffersSection({ item, offers, total, filtered, onShowAll }: OffersProps) {
  const intl = useIntl();
  const { profile } = useSnapshot(store);
  return (
    <section className="item-section" aria-labelledby="item-offers-title">
      <div className="item-section__head">
        <h2 className="item-section__title" id="item-offers-title">
          <FormattedMessage id="item.offers.title" />
        </h2>
        <span className="item-section__note">
          {offers.length < total ? (
            <FormattedMessage id="item.offers.cheapest" values={{ shown: offers.length, count: total }} />
          ) : (
            <FormattedMessage id="market.card.offers" values={{ count: offers.length }} />
          )}
        </span>
      </div>
      {offers.length === 0 ? (
        <div className="item-empty">
          <p>
            <FormattedMessage id="item.offers.none" />
          </p>
          {filtered && (
            <button type="button" className="link-button" onClick={onShowAll}>
              <FormattedMessage id="item.variants.all" />
            </button>
          )}
        </div>
      ) : (
        <table className="offers">
          <caption className="visually-hidden">
            <FormattedMessage id="item.offers.title" />
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="item.offers.seller" />
              </th>
              <th scope="col">
                <FormattedMessage id="item.offers.variant" />
              </th>
              <th scope="col">
                <FormattedMessage id="item.offers.listed" />
              </th>
              <th scope="col" className="offers__price-head">
                <FormattedMessage id="item.offers.price" />
              </th>
              <th scope="col" className="offers__buy-head">
                <span className="visually-hidden">
                  <FormattedMessage id="item.offers.buy" />
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            {offers.map((offer) => (
              <tr key={offer.id} className="offer" data-offer-id={offer.id}>
                <td className="offer__seller">
                  <Link href={`/user/${offer.sellerId}`} className="offer__seller-link">
                    <Icon name="user" size={16} />
                    <span>{offer.sellerName || intl.formatMessage({ id: 'item.offers.unknownSeller' })}</span>
                  </Link>
                </td>
                <td className="offer__variant">
                  <VariantChips variant={offer.variant} emptyText={intl.formatMessage({ id: 'item.variant.plain' })} />
                </td>
                <td className="offer__listed">
                  <FormattedDate value={offer.listedAt} dateStyle="medium" />
                </td>
                <td className="offer__price">
                  <Price money={offer.price} />
                </td>
                <td className="offer__buy">
                  {profile && offer.sellerId === profile.user_id ? (
                    <span className="offer__own">
                      <FormattedMessage id="item.offers.own" />
                    </span>
                  ) : (
                    <BuyButtons
                      name={item.name}
                      lineKey={offerKey(offer.id)}
                      line={() => lineOfOffer(item, artOf(item.art, offer.variant), offer)}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

interface HistoryProps {
  game: GameKey;
  slug: string;
  currency: Currency;
  level: Variant['level'] | undefined;
}

function HistorySection({ game, slug, currency, level }: HistoryProps) {
  const intl = useIntl();
  const [days, setDays] = useState<Period>(30);
  const { data, error, isLoading, mutate } = usePriceHistory(game, slug, days, currency, level);
  const points = useMemo(() => data?.points ?? [], [data]);
  const totals = useMemo(() => {
    const volume = points.reduce((n, p) => n + p.volume, 0);
    const weighted = points.reduce((n, p) => n + p.averagePrice * p.volume, 0);
    return { volume, average: volume ? Math.round(weighted / volume) : 0 };
  }, [points]);

  return (
    <section className="item-section" aria-labelledby="item-history-title">
      <div className="item-section__head">
        <h2 className="item-section__title" id="item-history-title">
          <FormattedMessage id="item.history.title" />
        </h2>
        <Tabs
          label={intl.formatMessage({ id: 'item.history.period' })}
          className="period-tabs"
          idPrefix={TAB_IDS}
          panelId={PANEL_ID}
          tabs={HISTORY_PERIODS.map((period) => ({
            id: String(period),
            label: <FormattedMessage id="item.history.days" values={{ days: period }} />,
          }))}
          selected={String(days)}
          onSelect={(period) => setDays(Number(period) as Period)}
        />
      </div>
      <TabPanel
        idPrefix={TAB_IDS}
        panelId={PANEL_ID}
        selected={String(days)}
        className="history-panel"
        data-days={data?.days ?? days}
      >
        {error && !data ? (
          <div className="item-empty" role="alert">
            <p>
              <FormattedMessage id="item.history.error" />
            </p>
            <button type="button" className="link-button" onClick={() => void mutate()}>
              <FormattedMessage id="market.error.retry" />
            </button>
          </div>
        ) : isLoading && !data ? (
          <div className="price-chart price-chart--loading skeleton" aria-hidden="true" />
        ) : points.length === 0 ? (
          <div className="item-empty history-empty">
            <Icon name="history" size={32} />
            <p>
              <FormattedMessage id="item.history.empty" values={{ days }} />
            </p>
          </div>
        ) : (
          <>
            <dl className="history-stats">
              <div>
                <dt>
                  <FormattedMessage id="item.history.average" />
                </dt>
                <dd>
                  <Price money={{ amount: totals.average, currency: data?.currency ?? currency }} />
                </dd>
              </div>
              <div>
                <dt>
                  <FormattedMessage id="item.history.sold" />
                </dt>
                <dd>
                  <FormattedNumber value={totals.volume} />
                </dd>
              </div>
            </dl>
            <Suspense fallback={<div className="price-chart price-chart--loading skeleton" aria-hidden="true" />}>
              <PriceChart points={points} currency={data?.currency ?? currency} days={data?.days ?? days} />
            </Suspense>
          </>
        )}
      </TabPanel>
    </section>
  );
}

function ItemSkeleton() {
  const intl = useIntl();
  return (
    <div
      className="item-page container"
      role="status"
      aria-busy="true"
      aria-label={intl.formatMessage({ id: 'item.loading' })}
    >
      <div className="item-hero">
        <div className="item-hero__art skeleton" />
        <div className="item-hero__info">
          <span className="skeleton skeleton--line skeleton--title" />
          <span className="skeleton skeleton--line skeleton--short" />
          <span className="skeleton skeleton--line" />
          <span className="skeleton skeleton--line skeleton--price" />
        </div>
      </div>
    </div>
  );
}
