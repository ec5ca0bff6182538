// Previous / next pages of a list (history tables, the cash-out list).
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from './Button';
import { Icon } from './Icon';
import './pager.css';

interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  busy?: boolean;
}

export function Pager({ page, pageSize, total, onPage, busy }: PagerProps) {
  const intl = useIntl();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={intl.formatMessage({ id: 'history.pager' })}>
      <Button
        variant="secondary"
        size="sm"
        disabled={page <= 1 || busy}
        onClick={() => onPage(page - 1)}
        className="pager__prev"
      >
        <Icon name="arrowLeft" size={16} />
        <FormattedMessage id="history.pager.prev" />
      </Button>
      <span className="pager__status" aria-live="polite">
        <FormattedMessage id="history.pager.status" values={{ page, pages }} />
      </span>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= pages || busy}
        onClick={() => onPage(page + 1)}
        className="pager__next"
      >
        <FormattedMessage id="history.pager.next" />
        <Icon name="arrowRight" size={16} />
      </Button>
    </nav>
  );
}
