// Seller market page (spec trading-core 2: /user/{id}; accounts-platform 2.3, the new-profile flag): the
// id is the user's id or their approved store link. The seller's name, member-since date, items on sale, rating
// from buyers' reviews, public store link, and their cards in the current game, paged by cursor with "Show more";
// then the reviews (SellerReviews.tsx).
import { useEffect, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useRoute } from 'wouter';
import type { SellerPage as SellerAnswer } from '../../../../modules/market/market.schemas';
import type { ReviewsPage } from '../../../../modules/reviews/reviews.schemas';
import { HttpError } from '../../shared/api/HttpError';
import { store } from '../../shared/state/store';
import { useSettledCurrency } from '../../shared/state/useSettledCurrency';
import { Button } from '../../shared/ui/Button';
import { CopyButton } from '../../shared/ui/CopyButton';
import { EmptyResult } from '../../shared/ui/EmptyResult';
import { Icon } from '../../shared/ui/Icon';
import { useMarketPages, useSeller } from './api';
import { ItemCard, ItemCardSkeleton } from './ItemCard';
import { sellerMarketUrl } from './marketQuery';
import { SellerRatingFact, SellerReviews, useSellerReviews } from './SellerReviews';
import '../../shared/ui/skeleton.css';
import './market.css';
import './sellerPage.css';

const PAGE_SIZE = 24;

export default function SellerPage() {
  const [, params] = useRoute('/user/:id');
  const id = params?.id ?? '';
  const seller = useSeller(id);
  useSellerTitle(seller.data?.seller.name ?? null);
  const reviews = useSellerReviews(seller.data?.seller.id ?? null);

  if (seller.error) {
    const missing = seller.error instanceof HttpError && (seller.error.code === 404 || seller.error.code === 400);
    if (!missing) throw seller.error;
    return (
      <div id="seller-not-found">
        <EmptyResult
          title={<FormattedMessage id="seller.notFound.title" />}
          text={<FormattedMessage id="seller.notFound.text" />}
        />
      </div>
    );
  }
  return (
    <div className="container seller-page">
      {seller.data ? (
        <SellerHead seller={seller.data.seller} reviews={reviews ? { first: reviews.data?.[0] } : null} />
      ) : (
        <div className="seller-head seller-head--loading skeleton" aria-hidden="true" />
      )}
      {seller.data && <SellerCards sellerId={seller.data.seller.id} />}
      {seller.data && reviews && <SellerReviews pages={reviews} name={seller.data.seller.name} />}
    </div>
  );
}

function useSellerTitle(name: string | null) {
  const intl = useIntl();
  useEffect(() => {
    const title = name
      ? intl.formatMessage({ id: 'seller.title.named' }, { name })
      : intl.formatMessage({ id: 'seller.title' });
    document.title = intl.formatMessage(
      { id: 'title.template' },
      { title, brand: intl.formatMessage({ id: 'app.brand' }) },
    );
  }, [intl, name]);
}

/** `reviews`: the first page of the seller's reviews (null: reviews are off). */
function SellerHead({
  seller,
  reviews,
}: {
  seller: SellerAnswer['seller'];
  reviews: { first: ReviewsPage | undefined } | null;
}) {
  const publicUrl = seller.link ? `${window.location.origin}/user/${seller.link}` : null;
  return (
    <section className="seller-head" aria-labelledby="seller-name">
      <span className="seller-head__avatar" aria-hidden="true">
        {seller.name.slice(0, 1).toUpperCase()}
      </span>
      <div className="seller-head__main">
        <p className="seller-head__eyebrow">
          <FormattedMessage id="seller.eyebrow" />
        </p>
        <h1 id="seller-name" className="seller-head__name">
          {seller.name}
        </h1>
        <dl className="seller-facts">
          <div>
            <dt>
              <FormattedMessage id="seller.memberSince" />
            </dt>
            <dd id="seller-since">
              <FormattedDate value={seller.registeredAt} dateStyle="long" />
            </dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="seller.onSale" />
            </dt>
            <dd id="seller-on-sale">
              <FormattedMessage id="seller.onSale.count" values={{ count: seller.onSale }} />
            </dd>
          </div>
          {reviews && <SellerRatingFact first={reviews.first} />}
          {publicUrl && (
            <div className="seller-facts__link">
              <dt>
                <FormattedMessage id="seller.storeLink" />
              </dt>
              <dd>
                <a href={publicUrl} id="seller-store-link" className="seller-head__url">
                  {publicUrl.replace(/^https?:\/\//, '')}
                </a>
                <CopyButton text={publicUrl} />
              </dd>
            </div>
          )}
        </dl>
      </div>
    </section>
  );
}

function SellerCards({ sellerId }: { sellerId: string }) {
  const intl = useIntl();
  const { game } = useSnapshot(store);
  const currency = useSettledCurrency();
  const { data, error, size, setSize, isLoading, mutate } = useMarketPages(
    currency && ((cursor) => sellerMarketUrl(game, sellerId, currency, cursor, PAGE_SIZE)),
  );
  const [retrying, setRetrying] = useState(false);
  const cards = data?.flatMap((page) => page.cards) ?? [];
  const total = data?.[0]?.total ?? 0;
  const hasMore = !!data?.[data.length - 1]?.nextCursor;
  const loadingMore = !error && size > 0 && !!data && data[size - 1] === undefined;
  const gameName = intl.formatMessage({ id: `game.${game}.name` });

  return (
    <section className="seller-cards" aria-labelledby="seller-cards-title">
      <div className="market__head">
        <h2 id="seller-cards-title" className="market__title">
          <FormattedMessage id="seller.cards.title" values={{ game: gameName }} />
        </h2>
        {data && (
          <p className="market__total" id="seller-cards-total">
            <FormattedMessage id="seller.cards.total" values={{ count: total }} />
          </p>
        )}
      </div>
      {isLoading || !currency ? (
        <ul className="market-grid" aria-hidden="true">
          {Array.from({ length: 8 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders of a fixed count, never reordered
            <li key={i}>
              <ItemCardSkeleton />
            </li>
          ))}
        </ul>
      ) : cards.length === 0 && !error ? (
        <p className="seller-cards__empty" id="seller-cards-empty">
          <FormattedMessage id="seller.cards.empty" values={{ game: gameName }} />
        </p>
      ) : (
        <ul className="market-grid" id="seller-cards">
          {cards.map((card) => (
            <li key={card.cardId}>
              <ItemCard card={card} />
            </li>
          ))}
        </ul>
      )}
      <div className="seller-more">
        {error ? (
          <div className="seller-more__error" role="alert">
            <FormattedMessage id="seller.cards.failed" />
            <Button
              variant="secondary"
              size="sm"
              disabled={retrying}
              onClick={async () => {
                setRetrying(true);
                await mutate();
                setRetrying(false);
              }}
            >
              <Icon name="reload" size={18} />
              <FormattedMessage id="inventory.retry" />
            </Button>
          </div>
        ) : (
          hasMore && (
            <Button
              variant="secondary"
              id="seller-more"
              disabled={loadingMore}
              aria-busy={loadingMore || undefined}
              onClick={() => void setSize(size + 1)}
            >
              {loadingMore && <span className="spinner spinner--inline" aria-hidden="true" />}
              <FormattedMessage id="seller.cards.more" />
            </Button>
          )
        )}
      </div>
    </section>
  );
}
