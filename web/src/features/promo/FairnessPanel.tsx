// Provable fairness of the wheel: the next spin's commitment (the server seed's hash), the client seed (the user may
// change it) and the counter; then the user's last spins, each verifiable in the browser.
import { FormattedMessage } from 'react-intl';
import type { WheelView } from '../../../../modules/promo/wheel.schemas';
import { Icon } from '../../shared/ui/Icon';
import { useMySpins } from './api';
import { ClientSeedForm } from './ClientSeedForm';
import { SpinProof } from './SpinProof';

type Commitment = NonNullable<WheelView['commitment']>;

export function FairnessPanel({ commitment }: { commitment: Commitment }) {
  const { data } = useMySpins(true);
  return (
    <section className="profile-card fairness" id="fairness" aria-labelledby="fairness-title">
      <h2 id="fairness-title" className="profile-card__title">
        <Icon name="shield" size={22} />
        <FormattedMessage id="fairness.title" />
      </h2>
      <p className="fairness__intro">
        <FormattedMessage id="fairness.intro" />
      </p>
      <dl className="proof__facts" id="fairness-commitment">
        <dt>
          <FormattedMessage id="fairness.nextHash" />
        </dt>
        <dd>
          <code id="next-seed-hash">{commitment.serverSeedHash}</code>
        </dd>
        <dt>
          <FormattedMessage id="fairness.clientSeed" />
        </dt>
        <dd>
          <code id="client-seed-current">{commitment.clientSeed}</code>
        </dd>
        <dt>
          <FormattedMessage id="fairness.nonce" />
        </dt>
        <dd id="next-nonce">{commitment.nonce}</dd>
      </dl>
      <ClientSeedForm key={commitment.clientSeed} current={commitment.clientSeed} />
      <h3 className="fairness__subtitle">
        <FormattedMessage id="fairness.mySpins" />
      </h3>
      {data && data.spins.length === 0 && (
        <p className="fairness__empty">
          <FormattedMessage id="fairness.noSpins" />
        </p>
      )}
      <div className="fairness__spins" id="my-spins">
        {data?.spins.map((spin) => (
          <SpinProof key={spin.id} spin={spin} />
        ))}
      </div>
    </section>
  );
}
