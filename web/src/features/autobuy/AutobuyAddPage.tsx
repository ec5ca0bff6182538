// The add page of an autopurchase (spec trading-core 2 /inventory/autobuy, 3, 5), started from a product card or the
// item page; its query names the item and the variant (shared/autobuy/paths.ts). It shows the item, a pet's variant
// to pick when the query names none, the price per piece (starting at the variant's recommended price, else its lowest
// on sale), the quantity, the sum held on the balance and whether the balance covers it (a top-up of what it lacks,
// as the cart's), and the variant's order book beside, whose asks at or under the price would be bought at once. Once
// set, the buyer goes to the list, told what was bought at once.
import { Form, Formik, type FormikHelpers } from 'formik';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Link, useLocation, useSearch } from 'wouter';
import type { Variant } from '../../../../modules/catalog/catalog.vocabulary.schemas';
import type { ItemPage, ItemVariantSummary } from '../../../../modules/market/market.schemas';
import { COLLECT_MINUTES } from '../../../../modules/orders/orders.vocabulary.schemas';
import { HttpError } from '../../shared/api/HttpError';
import { instantPieces } from '../../shared/autobuy/bookDepth';
import { fillNews } from '../../shared/autobuy/fillNews';
import { OrderBook } from '../../shared/autobuy/OrderBook';
import { AUTOBUY_LIST_PATH, readAutobuyQuery, type AutobuyQuery } from '../../shared/autobuy/paths';
import { useOrderBook } from '../../shared/autobuy/useOrderBook';
import { FormAlert } from '../../shared/form/fields';
import type { MessageRef } from '../../shared/form/serverErrors';
import { amountText, formatMoney } from '../../shared/format/money';
import { RarityBadge, VariantChips } from '../../shared/items/ItemBadges';
import { itemPath } from '../../shared/items/itemPaths';
import { RatingsFixLink } from '../../shared/ratings/RatingsFixLink';
import { openAuth, rememberRedirect } from '../../shared/session/session';
import { pushToast } from '../../shared/state/actions';
import { store } from '../../shared/state/store';
import { Button, ButtonLink } from '../../shared/ui/Button';
import { CardLoading } from '../../shared/ui/CardLoading';
import { Icon } from '../../shared/ui/Icon';
import { Price } from '../../shared/ui/Price';
import { RetryBox } from '../../shared/ui/RetryBox';
import { useTitle } from '../../shared/ui/useTitle';
import { createAutopurchaseCall, useAutobuyItem, useRefreshAutobuy } from './api';
import { PriceField, QuantityField } from './AutobuyFields';
import { readAutobuyFailure } from './autobuyErrors';
import {
  autobuySchema,
  encodeProblem,
  priceMinor,
  priceProblem,
  quantityProblem,
  toPriceText,
  type AutobuyValues,
  type KnownBounds,
} from './autobuyForm';
import { orderSum } from './autobuyMath';
import { BalanceRows, TopUpLink } from './BalanceRows';
import { HowAutobuyWorks } from './HowAutobuyWorks';
import { cardOf, hasPetVariants, initialDraft, sameVariant, variantOfDraft, type VariantDraft } from './variantChoice';
import { VariantChooser } from './VariantChooser';
import type { Currency, GameKey } from '../../../../kernel';
import '../../shared/form/form.css';
import '../../shared/ui/card.css';
import './autobuy.css';

export default function AutobuyAddPage() {
  useTitle('autobuy.add.title');
  const search = useSearch();
  const query = useMemo(() => readAutobuyQuery(search), [search]);
  const { game, currency } = useSnapshot(store);
  const { data, error, mutate } = useAutobuyItem(game, query.slug, currency);
  const gone = error instanceof HttpError && error.code === 404;
  // The previous item, or this one in the previous currency, stays in the cache while the asked one loads.
  const loaded = data?.item.slug === query.slug && data.variants.every((v) => v.price.currency === currency);
  let body: ReactNode;
  if (!query.slug || gone) body = <NoItem gone={gone} />;
  else if (error && !data) body = <RetryBox message="autobuy.add.loadFailed" onRetry={() => void mutate()} />;
  else if (!data || !loaded) body = <CardLoading />;
  else
    body = (
      <AddAutobuy key={`${game}|${currency}|${search}`} page={data} query={query} game={game} currency={currency} />
    );
  return <div className="autobuy-add container">{body}</div>;
}

/** No item named (or it left the market): autopurchases start from the market's cards. */
function NoItem({ gone }: { gone: boolean }) {
  return (
    <section className="profile-card autobuy-empty" id="autobuy-no-item">
      <Icon name="repeat" size={44} />
      <h1 className="autobuy-empty__title">
        <FormattedMessage id={gone ? 'autobuy.add.gone' : 'autobuy.add.noItem'} />
      </h1>
      <p className="autobuy-empty__text">
        <FormattedMessage id="autobuy.add.noItemText" />
      </p>
      <ButtonLink href="/">
        <Icon name="market" size={18} />
        <FormattedMessage id="autobuy.toMarket" />
      </ButtonLink>
    </section>
  );
}

interface AddProps {
  page: ItemPage;
  query: AutobuyQuery;
  game: GameKey;
  currency: Currency;
}

/** The price a variant's form starts at: its recommended price, else its lowest on sale. */
const startingPrice = (onSale: ItemVariantSummary | undefined): string => {
  const money = onSale?.recommended ?? onSale?.price;
  return money ? toPriceText(money.amount) : '';
};

const boundsKey = (variant: Variant | null, currency: Currency) =>
  variant
    ? `${variant.age}|${variant.level}|${Number(variant.flyable)}${Number(variant.rideable)}${Number(variant.chroma)}|${currency}`
    : '';

function AddAutobuy({ page, query, game, currency }: AddProps) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const refresh = useRefreshAutobuy();
  const { item } = page;
  const pets = hasPetVariants(item);
  const [draft, setDraft] = useState<VariantDraft>(() => initialDraft(page, query));
  const [variantMissing, setVariantMissing] = useState(false);
  const [alert, setAlert] = useState<{ message: MessageRef; topUp: boolean } | null>(null);
  const variant = variantOfDraft(draft, pets);
  const onSale = variant ? page.variants.find((v) => sameVariant(v.variant, variant)) : undefined;
  const cardId = cardOf(page, query, variant);
  // The bounds the server told (MIN_NUMBER, MAX_NUMBER) per variant and currency: the field keeps saying them.
  const bounds = useRef(new Map<string, KnownBounds>());
  const key = boundsKey(variant, currency);
  const schema = useMemo(() => autobuySchema(currency, () => bounds.current.get(key) ?? {}), [currency, key]);
  const initialValues: AutobuyValues = { price: startingPrice(onSale), quantity: '1' };

  const submit = async (values: AutobuyValues, helpers: FormikHelpers<AutobuyValues>) => {
    setAlert(null);
    if (!variant) {
      setVariantMissing(true);
      document.querySelector<HTMLSelectElement>('#autobuy-variant select')?.focus();
      return;
    }
    const price = priceMinor(values.price);
    if (price === null) return;
    let created: { id: string; filled: number } | null = null;
    fillNews.begin();
    try {
      const view = await createAutopurchaseCall(game, {
        itemId: item.id,
        variant,
        currency,
        price: amountText(price),
        quantity: Number(values.quantity),
      });
      created = { id: view.id, filled: view.filled };
      void refresh();
      const all = view.filled >= view.quantity;
      const words = {
        name: item.name,
        filled: view.filled,
        quantity: view.quantity,
        minutes: COLLECT_MINUTES,
        sum: formatMoney(intl, { amount: orderSum(view.price.amount, view.quantity), currency: view.price.currency }),
      };
      pushToast(
        view.filled > 0
          ? {
              type: 'success',
              message: { id: all ? 'autobuy.toast.setAllBought' : 'autobuy.toast.setSomeBought', values: words },
              showTime: 10_000,
              buttonText: { id: 'autobuy.toast.open' },
              buttonAction: 'openPurchased',
            }
          : { type: 'success', message: { id: 'autobuy.toast.set', values: words } },
      );
      navigate(all ? `${AUTOBUY_LIST_PATH}?status=ended` : AUTOBUY_LIST_PATH);
    } catch (error) {
      const failure = readAutobuyFailure(error, 'create');
      if (failure.signIn) {
        rememberRedirect(window.location.pathname + window.location.search);
        openAuth('login');
        return;
      }
      const told = failure.fields.price;
      if (told?.amount !== undefined && (told.key === 'min' || told.key === 'max')) {
        bounds.current.set(key, { ...bounds.current.get(key), [told.key]: told.amount });
      }
      for (const [field, problem] of Object.entries(failure.fields)) {
        void helpers.setFieldTouched(field, true, false);
        helpers.setFieldError(field, encodeProblem(problem));
      }
      if (failure.alert) setAlert({ message: failure.alert, topUp: failure.topUp });
      if (!(error instanceof HttpError)) console.error('Setting an autopurchase failed', error);
    } finally {
      fillNews.end(created);
    }
  };

  return (
    <Formik<AutobuyValues> initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
      {({ values, isSubmitting, touched, setFieldValue }) => {
        // The sum of a price and quantity that can be sent (within the bounds known so far).
        const typed = priceMinor(values.price);
        const price =
          typed !== null && priceProblem(values.price, currency, bounds.current.get(key)) === null ? typed : null;
        const quantityOk = quantityProblem(values.quantity) === null;
        const sum = price !== null && quantityOk ? orderSum(price, Number(values.quantity)) : null;
        const changeVariant = (next: VariantDraft) => {
          setDraft(next);
          setVariantMissing(false);
          setAlert(null);
          // A price not typed yet follows the variant.
          if (!touched.price) {
            const nextVariant = variantOfDraft(next, pets);
            const nextOnSale = nextVariant ? page.variants.find((v) => sameVariant(v.variant, nextVariant)) : undefined;
            void setFieldValue('price', startingPrice(nextOnSale), false);
          }
        };
        return (
          <>
            <header className="autobuy-add__head">
              <Link href={itemPath(item, onSale?.cardId)} className="autobuy-add__back">
                <Icon name="arrowLeft" size={16} />
                <span>{item.name}</span>
              </Link>
              <h1 className="autobuy-add__title">
                <FormattedMessage id="autobuy.add.title" />
              </h1>
              <p className="autobuy-add__lead">
                <FormattedMessage id="autobuy.add.lead" />
              </p>
            </header>
            <div className="autobuy-add__layout">
              <section className="profile-card autobuy-add__card" aria-labelledby="autobuy-item-name">
                <ItemHead page={page} variant={variant} onSale={onSale} />
                <Form className="form autobuy-form" id="autobuy-form" noValidate>
                  {pets && (
                    <VariantChooser
                      onSale={page.variants}
                      draft={draft}
                      onChange={changeVariant}
                      missing={variantMissing}
                    />
                  )}
                  <div className="autobuy-form__fields">
                    <PriceField
                      currency={currency}
                      hint={
                        <PriceHints
                          onSale={onSale}
                          onUse={(amount) => void setFieldValue('price', toPriceText(amount), true)}
                        />
                      }
                    />
                    <QuantityField currency={currency} />
                  </div>
                  <SumRows sum={sum} price={price} quantity={values.quantity} currency={currency} />
                  <InstantNote
                    game={game}
                    cardId={cardId}
                    currency={currency}
                    price={price}
                    quantity={values.quantity}
                  />
                  {alert && (
                    <FormAlert>
                      <p data-alert={alert.message.id}>
                        <FormattedMessage id={alert.message.id} values={alert.message.values} />
                      </p>
                      <RatingsFixLink messageId={alert.message.id} />
                    </FormAlert>
                  )}
                  <Button
                    type="submit"
                    size="lg"
                    className="form__submit"
                    id="autobuy-submit"
                    disabled={isSubmitting}
                    aria-busy={isSubmitting || undefined}
                  >
                    {isSubmitting && <span className="spinner spinner--inline" aria-hidden="true" />}
                    {sum !== null ? (
                      <FormattedMessage
                        id="autobuy.add.submitSum"
                        values={{ sum: <Price money={{ amount: sum, currency }} /> }}
                      />
                    ) : (
                      <FormattedMessage id="autobuy.add.submit" />
                    )}
                  </Button>
                  {sum !== null && <TopUpLink needed={sum} currency={currency} />}
                </Form>
              </section>
              <aside className="autobuy-add__side">
                <OrderBook
                  game={game}
                  cardId={cardId}
                  currency={currency}
                  className="profile-card autobuy-book"
                  subtitle={
                    variant ? (
                      <VariantChips variant={variant} emptyText={intl.formatMessage({ id: 'item.variant.plain' })} />
                    ) : null
                  }
                  yourPrice={typed}
                  noVariant={variant ? undefined : 'autobuy.book.pickVariant'}
                  onPickPrice={(money) => void setFieldValue('price', toPriceText(money.amount), true)}
                />
                <section className="profile-card autobuy-how-card" aria-labelledby="autobuy-how-title">
                  <h2 className="profile-card__title" id="autobuy-how-title">
                    <Icon name="info" size={20} />
                    <FormattedMessage id="autobuy.how.title" />
                  </h2>
                  <HowAutobuyWorks />
                </section>
              </aside>
            </div>
          </>
        );
      }}
    </Formik>
  );
}

/** The item and the variant the autopurchase is for, with what it sells for now. */
function ItemHead({
  page,
  variant,
  onSale,
}: {
  page: ItemPage;
  variant: Variant | null;
  onSale: ItemVariantSummary | undefined;
}) {
  const intl = useIntl();
  const { item } = page;
  return (
    <div className="autobuy-item">
      <img className="autobuy-item__art" src={artOf(item.art, variant)} alt="" width={88} height={88} />
      <div className="autobuy-item__main">
        <p className="autobuy-item__name" id="autobuy-item-name">
          {item.name}
        </p>
        <div className="autobuy-item__tags">
          <RarityBadge rarity={item.rarity} />
          {variant && <VariantChips variant={variant} emptyText={intl.formatMessage({ id: 'item.variant.plain' })} />}
        </div>
        <p className="autobuy-item__market">
          {onSale ? (
            <FormattedMessage
              id="autobuy.add.onSale"
              values={{ price: <Price money={onSale.price} />, count: onSale.count }}
            />
          ) : (
            <FormattedMessage id={variant ? 'autobuy.add.noneOnSale' : 'autobuy.add.pickVariant'} />
          )}
        </p>
      </div>
    </div>
  );
}

/** The art in the look of a variant (neon, mega neon, chroma), as the item page draws it. */
function artOf(art: string, variant: Variant | null): string {
  if (!variant) return art;
  const [path, query = ''] = art.split('?');
  const params = new URLSearchParams(query);
  if (variant.level !== 'default') params.set('level', variant.level);
  if (variant.chroma) params.set('chroma', '1');
  return `${path}?${params}`;
}

/** Under the price: the recommended and lowest prices of the variant, each a tap away. */
function PriceHints({ onSale, onUse }: { onSale: ItemVariantSummary | undefined; onUse: (amount: number) => void }) {
  if (!onSale) return <FormattedMessage id="autobuy.field.priceHint" />;
  return (
    <span className="autobuy-hints">
      {onSale.recommended && (
        <span>
          <FormattedMessage
            id="autobuy.field.recommended"
            values={{ price: <b>{<Price money={onSale.recommended} />}</b> }}
          />{' '}
          <button
            type="button"
            className="link-button"
            id="autobuy-use-recommended"
            onClick={() => onUse(onSale.recommended!.amount)}
          >
            <FormattedMessage id="autobuy.field.use" />
          </button>
        </span>
      )}
      <span>
        <FormattedMessage id="autobuy.field.lowest" values={{ price: <b>{<Price money={onSale.price} />}</b> }} />{' '}
        <button
          type="button"
          className="link-button"
          id="autobuy-use-lowest"
          onClick={() => onUse(onSale.price.amount)}
        >
          <FormattedMessage id="autobuy.field.use" />
        </button>
      </span>
    </span>
  );
}

/** The sum held (price × quantity), the balance and what is left of it, or what it lacks. */
function SumRows({
  sum,
  price,
  quantity,
  currency,
}: {
  sum: number | null;
  price: number | null;
  quantity: string;
  currency: Currency;
}) {
  return (
    <dl className="autobuy-sums" aria-live="polite">
      <div className="autobuy-sums__row autobuy-sums__row--total">
        <dt>
          <FormattedMessage id="autobuy.sum.total" />
          {sum !== null && price !== null && (
            <span className="autobuy-sums__formula">
              <FormattedMessage
                id="autobuy.sum.formula"
                values={{ quantity: Number(quantity), price: <Price money={{ amount: price, currency }} /> }}
              />
            </span>
          )}
        </dt>
        <dd id="autobuy-sum" data-amount={sum ?? undefined}>
          {sum !== null ? <Price money={{ amount: sum, currency }} /> : '—'}
        </dd>
      </div>
      <BalanceRows needed={sum ?? 0} currency={currency} idPrefix="autobuy" />
    </dl>
  );
}

/** How many listings on sale now the price would buy at once (the book's asks at or under it). */
function InstantNote({
  game,
  cardId,
  currency,
  price,
  quantity,
}: {
  game: GameKey;
  cardId: number | null;
  currency: Currency;
  price: number | null;
  quantity: string;
}) {
  const { data, stale } = useOrderBook(game, cardId, currency);
  const wanted = quantityProblem(quantity) === null ? Number(quantity) : 0;
  const count = data && !stale && price !== null ? instantPieces(data.asks, price, wanted) : 0;
  if (count === 0) return null;
  return (
    <p className="autobuy-instant" id="autobuy-instant" data-count={count}>
      <Icon name="info" size={18} />
      <span>
        <FormattedMessage id="autobuy.add.instant" values={{ count, quantity: wanted }} />
      </span>
    </p>
  );
}
