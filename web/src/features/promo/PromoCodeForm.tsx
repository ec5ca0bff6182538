// Step 1 of the promo modal: the code, submitted trimmed; the button is off while the code is empty or a check runs.
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../shared/ui/Button';
import '../../shared/form/form.css';

interface Props {
  code: string;
  onCode: (value: string) => void;
  error: string | null;
  busy: boolean;
  onSubmit: () => void;
}

export function PromoCodeForm({ code, onCode, error, busy, onSubmit }: Props) {
  const intl = useIntl();
  const errorId = useId();
  return (
    <form
      id="promo-form"
      className="promo-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <p className="promo-modal__lead">
        <FormattedMessage id="promo.form.lead" />
      </p>
      <label className={`field${error ? ' field--invalid' : ''}`}>
        <span className="field__label">
          <FormattedMessage id="promo.form.label" />
        </span>
        <input
          id="promo-code"
          className="field__input"
          value={code}
          autoComplete="off"
          spellCheck={false}
          maxLength={32}
          placeholder={intl.formatMessage({ id: 'promo.form.placeholder' })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onCode(event.target.value)}
          data-autofocus
        />
      </label>
      {error && (
        <p id={errorId} className="field__error promo-form__error" role="alert">
          <FormattedMessage id={error} />
        </p>
      )}
      <Button type="submit" size="lg" className="promo-form__submit" disabled={!code.trim() || busy} aria-busy={busy}>
        {busy && <span className="spinner promo-spinner" aria-hidden="true" />}
        <FormattedMessage id="promo.form.submit" />
      </Button>
    </form>
  );
}
