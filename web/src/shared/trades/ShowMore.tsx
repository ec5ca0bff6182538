// A trade page's list drawn a page at a time (the user's items, the site's): how many are shown, and "Show more"
// under it, with how many it adds and how many are left.
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../ui/Button';
import './tradeOffer.css';

export function usePaging(page: number) {
  const [shown, setShown] = useState(page);
  return { page, shown, more: () => setShown((n) => n + page), reset: () => setShown(page) };
}
export type Paging = ReturnType<typeof usePaging>;

export function ShowMore({ paging, total, id }: { paging: Paging; total: number; id: string }) {
  const { shown, page, more } = paging;
  if (total <= shown) return null;
  return (
    <div className="trade-toolbar__more">
      <Button variant="secondary" onClick={more} id={id}>
        <FormattedMessage
          id="tradeOffer.showMore"
          values={{ count: Math.min(page, total - shown), left: total - shown }}
        />
      </Button>
    </div>
  );
}
