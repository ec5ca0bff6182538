// Where a rating sits on its penalty ladder: a bar from 0 to the gauge's top with every threshold marked (those
// reached in red), the next threshold below in words, and the whole ladder on demand.
import { FormattedMessage, useIntl } from 'react-intl';
import { LADDERS, type RatingRole } from '../../../../modules/ratings/ladders.vocabulary.schemas';
import { gaugeMax, gaugePercent, isReached, nextRungBelow, rungMessage } from './ladder';

export function LadderGauge({ ratingRole: role, rating }: { ratingRole: RatingRole; rating: number }) {
  const intl = useIntl();
  const max = gaugeMax(role, rating);
  const next = nextRungBelow(role, rating);
  const rungs = LADDERS[role];
  return (
    <div className="ratings-ladder">
      <meter
        className="visually-hidden"
        min={0}
        max={max}
        value={rating}
        aria-label={intl.formatMessage({ id: `ratings.role.${role}` })}
      />
      <div className="ratings-gauge" aria-hidden="true">
        <div className="ratings-gauge__fill" style={{ width: `${gaugePercent(rating, max)}%` }} />
        {rungs.map((rung) => (
          <span
            key={rung.threshold}
            className={`ratings-gauge__mark${isReached(rung, rating) ? ' is-reached' : ''}${rung === next ? ' is-next' : ''}`}
            style={{ left: `${gaugePercent(rung.threshold, max)}%` }}
            title={intl.formatMessage({ id: rungMessage(rung).id }, rungMessage(rung).values)}
          />
        ))}
      </div>
      <div className="ratings-gauge__scale" aria-hidden="true">
        <span>0</span>
        <span>{max}</span>
      </div>
      <p className="ratings-ladder__next" data-next={next?.threshold ?? 'none'}>
        {next ? (
          <>
            <span className="ratings-ladder__label">
              <FormattedMessage id="ratings.next" />
            </span>{' '}
            <FormattedMessage {...rungMessage(next)} />
          </>
        ) : (
          <FormattedMessage id="ratings.next.none" />
        )}
      </p>
      <details className="ratings-ladder__all">
        <summary>
          <FormattedMessage id="ratings.ladder.all" />
        </summary>
        <ol>
          {rungs.map((rung) => (
            <li key={rung.threshold} className={isReached(rung, rating) ? 'is-reached' : undefined}>
              <FormattedMessage {...rungMessage(rung)} />
            </li>
          ))}
        </ol>
      </details>
    </div>
  );
}
