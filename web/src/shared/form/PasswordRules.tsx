// Live checklist of the password rules (spec accounts-platform 5), read from the shared schema itself.
import { FormattedMessage } from 'react-intl';
import { PASSWORD_MAX, PASSWORD_MIN, passwordSchema } from '../../../../modules/identity/identity.schemas';
import { Icon } from '../ui/Icon';
import { MESSAGE } from '../../../../kernel';
import './form.css';

const RULES = [
  { id: 'length', keys: [MESSAGE.tooShort, MESSAGE.tooLong, MESSAGE.required] },
  { id: 'lowercase', keys: [MESSAGE.missingLowercase] },
  { id: 'uppercase', keys: [MESSAGE.missingUppercase] },
  { id: 'digit', keys: [MESSAGE.missingDigit] },
  { id: 'symbol', keys: [MESSAGE.missingSymbol] },
] as const;

function failedKeys(value: string): Set<string> {
  try {
    passwordSchema.validateSync(value, { abortEarly: false });
    return new Set();
  } catch (error) {
    return new Set((error as { errors?: string[] }).errors ?? []);
  }
}

export function PasswordRules({ value, id }: { value: string; id?: string }) {
  const failed = failedKeys(value);
  return (
    <ul className="password-rules" id={id}>
      {RULES.map((rule) => {
        const ok = value !== '' && rule.keys.every((key) => !failed.has(key));
        return (
          <li key={rule.id} className={ok ? 'is-ok' : undefined}>
            <Icon name={ok ? 'check' : 'dot'} size={16} />
            <FormattedMessage id={`auth.passwordRule.${rule.id}`} values={{ min: PASSWORD_MIN, max: PASSWORD_MAX }} />
            <span className="visually-hidden">
              <FormattedMessage id={ok ? 'auth.passwordRule.met' : 'auth.passwordRule.notMet'} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
