import { FormattedMessage } from 'react-intl';

/** "Step 2 of 4" with a progress bar (spec accounts-platform 2.6: the register step counter). */
export function StepCounter({ step, total }: { step: number; total: number }) {
  return (
    <div className="step-counter">
      <p className="step-counter__text">
        <FormattedMessage id="auth.step" values={{ step: step + 1, total }} />
      </p>
      <div className="step-counter__bar" aria-hidden="true">
        {Array.from({ length: total }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: segment i is step i; the index is its identity
          <span key={i} className={`step-counter__segment${i <= step ? ' is-done' : ''}`} />
        ))}
      </div>
    </div>
  );
}
