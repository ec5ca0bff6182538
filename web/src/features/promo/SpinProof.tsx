// One spin's proof: the revealed server seed, its commitment, the client seed and counter, the roll, the segment;
// "Verify" recomputes them in the browser.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { SpinView } from '../../../../modules/promo/wheel.schemas';
import { Button } from '../../shared/ui/Button';
import { CheckList } from './CheckList';
import { wonText } from './prizeText';
import { verifySpin } from './verifyDraws';

export function SpinProof({ spin, open: openAtFirst = false }: { spin: SpinView; open?: boolean }) {
  const intl = useIntl();
  const [verifying, setVerifying] = useState(openAtFirst);
  return (
    <article className="proof" data-spin-id={spin.id}>
      <header className="proof__head">
        <span className="proof__title">
          <FormattedMessage
            id="fairness.spin.title"
            values={{ nonce: spin.nonce, prize: <strong>{wonText(intl, spin.prize)}</strong> }}
          />
        </span>
        <time className="proof__time" dateTime={spin.createdAt}>
          {intl.formatDate(spin.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
      </header>
      <dl className="proof__facts">
        <dt>
          <FormattedMessage id="fairness.serverSeed" />
        </dt>
        <dd>
          <code>{spin.serverSeed}</code>
        </dd>
        <dt>
          <FormattedMessage id="fairness.serverSeedHash" />
        </dt>
        <dd>
          <code>{spin.serverSeedHash}</code>
        </dd>
        <dt>
          <FormattedMessage id="fairness.clientSeed" />
        </dt>
        <dd>
          <code>{spin.clientSeed}</code>
        </dd>
        <dt>
          <FormattedMessage id="fairness.nonce" />
        </dt>
        <dd>{spin.nonce}</dd>
        <dt>
          <FormattedMessage id="fairness.roll" />
        </dt>
        <dd>
          <code>{spin.roll}</code>
        </dd>
        <dt>
          <FormattedMessage id="fairness.segment" />
        </dt>
        <dd>{spin.segment + 1}</dd>
      </dl>
      <div className="proof__actions">
        {!verifying && (
          <Button variant="secondary" size="sm" className="proof__verify" onClick={() => setVerifying(true)}>
            <FormattedMessage id="fairness.verify" />
          </Button>
        )}
        <Link href={`/fortune/verify/${spin.id}`} className="proof__link">
          <FormattedMessage id="fairness.spin.publicLink" />
        </Link>
      </div>
      {verifying && <CheckList verify={() => verifySpin(spin)} />}
    </article>
  );
}
