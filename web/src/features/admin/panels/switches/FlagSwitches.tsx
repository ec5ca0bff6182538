// Feature flags (spec accounts-platform 6): each flag's value and where it comes from; a switch is an override that
// every process and open page applies at once, "reset" gives the flag back to its default or FEATURE_FLAGS value.
import { FormattedMessage, useIntl } from 'react-intl';
import useSWR from 'swr';
import { jsonFetcher } from '../../../../shared/api/fetchers';
import { Button } from '../../../../shared/ui/Button';
import { StatusBadge } from '../../../../shared/ui/StatusBadge';
import type { FlagState } from '../../../../../../modules/operations/flags.vocabulary.schemas';
import { ActionError, PanelBody } from '../../PanelParts';
import { useStaffAction } from '../../useStaffAction';

const ADMIN_FLAGS = '/api/admin/flags';
const REFRESH = [ADMIN_FLAGS, '/api/flags'];

export function FlagSwitches() {
  const intl = useIntl();
  const { data, error } = useSWR<{ flags: FlagState[] }>(ADMIN_FLAGS, jsonFetcher);
  const action = useStaffAction();
  const change = (flag: string, value: boolean | null) =>
    value === null
      ? action.send(flag, 'DELETE', `${ADMIN_FLAGS}/${flag}`, undefined, REFRESH)
      : action.send(flag, 'PUT', `${ADMIN_FLAGS}/${flag}`, { value }, REFRESH);
  return (
    <section className="switches__section" aria-labelledby="switches-flags">
      <h3 id="switches-flags" className="switches__title">
        <FormattedMessage id="admin.switches.flags.title" />
      </h3>
      <p className="admin-muted">
        <FormattedMessage id="admin.switches.flags.hint" />
      </p>
      <ActionError error={action.error} />
      <PanelBody data={data} error={error}>
        {(d) => (
          <ul className="switches__flags">
            {d.flags.map((f) => (
              <li key={f.flag} className="switches__flag" data-flag={f.flag}>
                <label className="switches__toggle">
                  <input
                    type="checkbox"
                    role="switch"
                    aria-checked={f.value}
                    checked={f.value}
                    disabled={action.busy !== null}
                    onChange={(e) => void change(f.flag, e.target.checked)}
                  />
                  <code className="admin-mono">{f.flag}</code>
                </label>
                {/* The source is the API's own word (default, config, override), as staff read it in curl and logs. */}
                <StatusBadge tone={f.source === 'override' ? 'warning' : 'neutral'} status={f.source}>
                  {f.source}
                </StatusBadge>
                {f.source === 'override' && (
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={action.busy !== null}
                    aria-label={intl.formatMessage({ id: 'admin.switches.flags.resetLabel' }, { flag: f.flag })}
                    onClick={() => void change(f.flag, null)}
                  >
                    <FormattedMessage id="admin.switches.flags.reset" values={{ value: String(f.configured) }} />
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </PanelBody>
    </section>
  );
}
