// The checks a browser recomputed (verifyDraws.ts), each passing or failing, with what was computed.
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Icon } from '../../shared/ui/Icon';
import type { Check } from './verifyDraws';

/** Runs `verify` once and lists its checks; `id` names the list for tests and links. */
export function CheckList({ verify, id }: { verify: () => Promise<Check[]>; id?: string }) {
  const [checks, setChecks] = useState<Check[] | null>(null);
  const [failed, setFailed] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: verifies what it was mounted with
  useEffect(() => {
    let live = true;
    verify()
      .then((result) => live && setChecks(result))
      .catch((error: unknown) => {
        console.error('Verification failed to run', error);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, []);
  if (failed)
    return (
      <p className="field__error" role="alert">
        <FormattedMessage id="fairness.check.cannotRun" />
      </p>
    );
  if (!checks) return <span className="spinner promo-spinner" role="status" />;
  const allOk = checks.every((c) => c.ok);
  return (
    <div className="checks" id={id} data-ok={allOk}>
      <ul className="checks__list">
        {checks.map((check) => (
          <li key={check.id} className={`checks__item checks__item--${check.ok ? 'ok' : 'bad'}`} data-ok={check.ok}>
            <Icon name={check.ok ? 'success' : 'error'} size={18} />
            <span className="checks__name">
              <FormattedMessage id={check.id} />
            </span>
            <code className="checks__value">{check.computed}</code>
          </li>
        ))}
      </ul>
      <p className={`checks__summary checks__summary--${allOk ? 'ok' : 'bad'}`} role="status">
        <FormattedMessage id={allOk ? 'fairness.verified' : 'fairness.notVerified'} />
      </p>
    </div>
  );
}
