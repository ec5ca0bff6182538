// The site's side of /trade: the items the site's trading bots hold, with a search and "Show more" past the first
// page; the item the page was opened for first. Empty stock, loading and a failed load are said in place.
import { type ReactNode, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SWRResponse } from 'swr';
import type { Age } from '../../../../modules/catalog/catalog.vocabulary.schemas';
import { searchItems } from '../../shared/trades/selection';
import { TradeEmptyState } from '../../shared/trades/TradeEmptyState';
import { ItemSearch } from '../../shared/trades/ItemSearch';
import { ShowMore, usePaging } from '../../shared/trades/ShowMore';
import { CardLoading } from '../../shared/ui/CardLoading';
import { RetryBox } from '../../shared/ui/RetryBox';
import type { ExchangeBoard, StockItem } from './api';
import { Column } from './Column';
import { StockCard, type StockCardProps } from './StockCard';

/** Cards drawn at once; "Show more" adds as many. */
const PAGE = 24;

interface StockColumnProps {
  board: SWRResponse<ExchangeBoard>;
  ages: ReadonlyMap<number, Age>;
  onAge: (item: StockItem, age: Age) => void;
  /** What the user can do with an item's card (null: a visitor, nothing). */
  picking: (item: StockItem) => StockCardProps['picking'];
  /** The item the page was opened for (/trade/{type}/{slug}/{id}). */
  target: number | null;
}

export function StockColumn({ board, ages, onAge, picking, target }: StockColumnProps) {
  const intl = useIntl();
  const [query, setQuery] = useState('');
  const paging = usePaging(PAGE);
  const stock = board.data?.stock;
  const visible = useMemo(() => {
    const found = searchItems(stock ?? [], query);
    // The page's item first: it is the one the user came for.
    return target === null
      ? found
      : [...found].sort((a, b) => Number(b.itemId === target) - Number(a.itemId === target));
  }, [stock, query, target]);

  let body: ReactNode;
  if (board.error && !board.data) {
    body = <RetryBox message="exchange.loadFailed" onRetry={() => void board.mutate()} />;
  } else if (!stock) {
    body = <CardLoading inline label="exchange.loading" />;
  } else if (stock.length === 0) {
    body = (
      <TradeEmptyState
        bare
        id="exchange-no-stock"
        icon="market"
        messages="exchange.noStock"
        action={{ href: '/', icon: 'market', variant: 'secondary' }}
      />
    );
  } else {
    body = (
      <>
        <ItemSearch
          value={query}
          label="exchange.take.search"
          onChange={(text) => {
            setQuery(text);
            paging.reset();
          }}
        />
        {visible.length === 0 ? (
          <p className="trade-toolbar__nothing">
            <FormattedMessage id="tradeOffer.search.nothing" />
          </p>
        ) : (
          <ul
            className="ex-stock-list"
            id="exchange-stock"
            aria-label={intl.formatMessage({ id: 'exchange.take.title' })}
          >
            {visible.slice(0, paging.shown).map((item) => (
              <StockCard
                key={item.itemId}
                item={item}
                age={ages.get(item.itemId) ?? null}
                onAge={onAge}
                picking={picking(item)}
                target={item.itemId === target}
              />
            ))}
          </ul>
        )}
        <ShowMore paging={paging} total={visible.length} id="exchange-stock-more" />
      </>
    );
  }
  return (
    <Column
      side="take"
      icon="market"
      meta={stock && stock.length > 0 && <FormattedMessage id="exchange.take.count" values={{ count: stock.length }} />}
    >
      {body}
    </Column>
  );
}
