// The history of rating changes, newest first: date, role, reason in words, points with their sign, rating after.
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { RatingChange } from '../../../../modules/ratings/ratings.schemas';
import { CardLoading } from '../../shared/ui/CardLoading';
import { DataTable, DateTime, type Column } from '../../shared/ui/DataTable';
import { EmptyBox } from '../../shared/ui/EmptyBox';
import { Icon } from '../../shared/ui/Icon';
import { RetryBox } from '../../shared/ui/RetryBox';
import { useRatingHistory } from './api';
import { SignedPoints } from './SignedPoints';

type Row = RatingChange & { id: string };

const COLUMNS: Column<Row>[] = [
  { id: 'date', title: 'ratings.history.date', cell: (row) => <DateTime value={row.at} /> },
  {
    id: 'role',
    title: 'ratings.history.role',
    cell: (row) => <FormattedMessage id={`ratings.role.${row.role}`} />,
  },
  {
    id: 'reason',
    title: 'ratings.history.reason',
    main: true,
    cell: (row) => (
      <FormattedMessage id="ratings.history.reasonCount" values={{ count: row.count, reason: <Reason row={row} /> }} />
    ),
  },
  { id: 'points', title: 'ratings.history.points', align: 'end', cell: (row) => <SignedPoints points={row.points} /> },
  {
    id: 'after',
    title: 'ratings.history.after',
    align: 'end',
    cell: (row) => <FormattedNumber value={row.ratingAfter} maximumFractionDigits={2} />,
  },
];

function Reason({ row }: { row: RatingChange }) {
  const intl = useIntl();
  const id = `ratings.reason.${row.role}.${row.reason}`;
  return <>{id in intl.messages ? intl.formatMessage({ id }) : row.reason}</>;
}

export function HistoryCard() {
  const intl = useIntl();
  const { data, error, mutate } = useRatingHistory();
  const rows: Row[] = (data?.changes ?? []).map((c, i) => ({ ...c, id: `${c.at}-${c.role}-${i}` }));
  return (
    <section className="profile-card ratings-history" aria-labelledby="ratings-history-title">
      <h2 id="ratings-history-title" className="profile-card__title">
        <Icon name="history" size={20} />
        <FormattedMessage id="ratings.history.title" />
      </h2>
      {!data ? (
        error ? (
          <RetryBox message="ratings.error.load" onRetry={() => void mutate()} />
        ) : (
          <CardLoading inline />
        )
      ) : rows.length === 0 ? (
        <EmptyBox>
          <p>
            <FormattedMessage id="ratings.history.empty" />
          </p>
        </EmptyBox>
      ) : (
        <DataTable
          caption={intl.formatMessage({ id: 'ratings.history.title' })}
          columns={COLUMNS}
          rows={rows}
          kind="ratings"
        />
      )}
    </section>
  );
}
