import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../../modules/identity/identity.schemas';
import { PasswordField } from './fields';
import { PasswordRules } from './PasswordRules';

interface NewPasswordFieldsProps {
  /** The Formik field holding the new password; its twin is always `repeatPassword`. */
  name: string;
  value: string;
  label: ReactNode;
  autoFocus?: boolean;
}

/** A new password, its live rule checklist and the repeat field: registration, recovery and change. */
export function NewPasswordFields({ name, value, label, autoFocus }: NewPasswordFieldsProps) {
  const limits = { min: PASSWORD_MIN, max: PASSWORD_MAX };
  return (
    <>
      <PasswordField
        key={name}
        name={name}
        label={label}
        autoComplete="new-password"
        limits={limits}
        autoFocus={autoFocus}
      />
      <PasswordRules value={value} />
      <PasswordField
        name="repeatPassword"
        label={<FormattedMessage id="auth.field.repeatPassword" />}
        autoComplete="new-password"
        limits={limits}
      />
    </>
  );
}
