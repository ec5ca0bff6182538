// One role's rating: the number, where it sits on its ladder, the restriction it brought, and how it moves.
import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { RoleRating } from '../../../../modules/ratings/ratings.schemas';
import { RATING_BOUNDS, RATING_START, type RatingRole } from '../../../../modules/ratings/ladders.vocabulary.schemas';
import { Icon } from '../../shared/ui/Icon';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { LadderGauge } from './LadderGauge';
import { pointsOf } from './ladder';
import { SignedPoints } from './SignedPoints';

export function RoleCard({ ratingRole: role, view }: { ratingRole: RatingRole; view: RoleRating }) {
  const titleId = `ratings-${role}-title`;
  const max = RATING_BOUNDS[role].max;
  return (
    <section className="profile-card ratings-role" id={`ratings-${role}`} aria-labelledby={titleId}>
      <h2 id={titleId} className="profile-card__title">
        <Icon name={role === 'buyer' ? 'bag' : 'tag'} size={20} />
        <FormattedMessage id={`ratings.role.${role}`} />
      </h2>
      <div className="ratings-role__head">
        <p className="ratings-role__value" data-rating={view.rating}>
          <FormattedNumber value={view.rating} maximumFractionDigits={2} />
          {Number.isFinite(max) && (
            <span className="ratings-role__max">
              <FormattedMessage id="ratings.outOf" values={{ max }} />
            </span>
          )}
        </p>
        <Restriction view={view} />
      </div>
      <p className="ratings-role__start">
        <FormattedMessage id="ratings.start" values={{ start: RATING_START[role] }} />
      </p>
      <LadderGauge ratingRole={role} rating={view.rating} />
      <div className="ratings-role__moves">
        <h3 className="ratings-role__subtitle">
          <FormattedMessage id="ratings.moves.title" />
        </h3>
        <ul className="ratings-moves">
          {pointsOf(role).map(({ reason, points }) => (
            <li key={reason} className={points > 0 ? 'is-up' : 'is-down'}>
              <SignedPoints points={points} />
              <span>
                <FormattedMessage id={`ratings.moves.${role}.${reason}`} />
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The restriction a role is under now: blocked until a time, until support lifts it, or selling closed. */
function Restriction({ view }: { view: RoleRating }) {
  const r = view.restriction;
  if (!r) {
    return (
      <StatusBadge tone="success" status="none" className="ratings-role__restriction">
        <FormattedMessage id="ratings.restriction.none" />
      </StatusBadge>
    );
  }
  const until = r.until ? Date.parse(r.until) : null;
  const id =
    r.kind === 'sales_access_lost'
      ? 'ratings.restriction.salesClosed'
      : until === null
        ? 'ratings.restriction.blockedSupport'
        : 'ratings.restriction.blockedUntil';
  return (
    <StatusBadge tone="error" status={r.kind} className="ratings-role__restriction">
      <Icon name="lock" size={14} />
      <FormattedMessage id={id} values={{ until: until ?? 0 }} />
    </StatusBadge>
  );
}
