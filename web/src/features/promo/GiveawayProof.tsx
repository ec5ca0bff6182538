// The last draw with its proof: the revealed seed and its commitment, the entries and their digest, the roll, the
// winner; "Verify" recomputes them in the browser.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { GiveawayDrawView } from '../../../../modules/promo/giveaway.schemas';
import type { Currency } from '../../../../kernel';
import { Button } from '../../shared/ui/Button';
import { CheckList } from './CheckList';
import { balanceText } from './prizeText';
import { verifyGiveaway } from './verifyDraws';

export function GiveawayProof({ draw, currency }: { draw: GiveawayDrawView; currency: Currency }) {
  const intl = useIntl();
  const [verifying, setVerifying] = useState(false);
  return (
    <section className="profile-card proof" id="last-draw" aria-labelledby="last-draw-title">
      <h2 id="last-draw-title" className="profile-card__title">
        <FormattedMessage
          id="giveaway.last.title"
          values={{ day: intl.formatDate(`${draw.day}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' }) }}
        />
      </h2>
      <p className="giveaway-winner" id="last-winner">
        {draw.winner ? (
          <FormattedMessage
            id="giveaway.last.winner"
            values={{
              name: <strong>{draw.winner.name}</strong>,
              number: draw.winner.number,
              prize: balanceText(intl, draw.prize, currency),
            }}
          />
        ) : (
          <FormattedMessage id="giveaway.last.noEntries" />
        )}
      </p>
      <dl className="proof__facts">
        <dt>
          <FormattedMessage id="fairness.seed" />
        </dt>
        <dd>
          <code>{draw.seed}</code>
        </dd>
        <dt>
          <FormattedMessage id="fairness.serverSeedHash" />
        </dt>
        <dd>
          <code>{draw.seedHash}</code>
        </dd>
        <dt>
          <FormattedMessage id="fairness.digest" />
        </dt>
        <dd>
          <code>{draw.entriesDigest}</code>
        </dd>
        <dt>
          <FormattedMessage id="fairness.roll" />
        </dt>
        <dd>
          <code>{draw.roll ?? '—'}</code>
        </dd>
      </dl>
      <details className="giveaway-entries">
        <summary>
          <FormattedMessage id="giveaway.last.entries" values={{ count: draw.entries.length }} />
        </summary>
        <ol className="giveaway-entries__list">
          {draw.entries.map((entry) => (
            <li key={entry.number} value={entry.number}>
              {entry.name}
            </li>
          ))}
        </ol>
      </details>
      {verifying ? (
        <CheckList id="giveaway-checks" verify={() => verifyGiveaway(draw)} />
      ) : (
        <Button variant="secondary" size="sm" id="giveaway-verify" onClick={() => setVerifying(true)}>
          <FormattedMessage id="fairness.verify" />
        </Button>
      )}
    </section>
  );
}
