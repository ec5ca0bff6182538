// The season every page shows (spec accounts-platform 3 "Theme", SEASON_CHANGE) and the dev status (spec 4.10,
// DEV_STATUS_CHANGE; its values: modules/operations/flags.vocabulary.schemas.ts). Both apply to open pages at once.
import { FormattedMessage, useIntl } from 'react-intl';
import useSWR from 'swr';
import { useSnapshot } from 'valtio';
import { jsonFetcher } from '../../../../shared/api/fetchers';
import { SEASON_KEY } from '../../../../shared/api/keys';
import { store } from '../../../../shared/state/store';
import { SegmentedControl } from '../../../../shared/ui/SegmentedControl';
import { type Season, SEASONS } from '../../../../../../modules/operations/season.vocabulary.schemas';
import { DEV_STATUSES, type DevStatus } from '../../../../../../modules/operations/flags.vocabulary.schemas';
import { ActionError } from '../../PanelParts';
import { useStaffAction } from '../../useStaffAction';

const LIVE = 'live';
const REFRESH = [SEASON_KEY, '/api/flags'];
type DevChoice = DevStatus | typeof LIVE;

export function SiteSwitches() {
  const intl = useIntl();
  const { data } = useSWR<{ season: Season }>(SEASON_KEY, jsonFetcher);
  // The page's own copy: GET /api/flags and DEV_STATUS_CHANGE keep it current.
  const { devStatus } = useSnapshot(store);
  const action = useStaffAction();
  const devChoice: DevChoice = (devStatus as DevStatus | null) ?? LIVE;
  const setSeason = (season: string) => action.send('season', 'PUT', '/api/admin/season', { season }, REFRESH);
  const setDevStatus = (choice: DevChoice) =>
    action.send('devStatus', 'PUT', '/api/admin/dev-status', { status: choice === LIVE ? null : choice }, REFRESH);
  return (
    <section className="switches__section" aria-labelledby="switches-site">
      <h3 id="switches-site" className="switches__title">
        <FormattedMessage id="admin.switches.site.title" />
      </h3>
      <ActionError error={action.error} />
      <div className="switches__site">
        <div className="switches__field">
          <label className="switches__label" htmlFor="switches-season">
            <FormattedMessage id="admin.switches.season.label" />
          </label>
          {/* Season names are the API's words (DEFAULT, HALLOWEEN_2023_THEME, NEW_YEAR_2024). */}
          <select
            id="switches-season"
            value={data?.season ?? ''}
            disabled={action.busy !== null || !data}
            onChange={(e) => void setSeason(e.target.value)}
          >
            {SEASONS.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
        <div className="switches__field">
          <span className="switches__label">
            <FormattedMessage id="admin.switches.devStatus.label" />
          </span>
          <SegmentedControl<DevChoice>
            className="switches__dev-status"
            label={intl.formatMessage({ id: 'admin.switches.devStatus.label' })}
            value={devChoice}
            onChange={(choice) => void setDevStatus(choice)}
            segments={[LIVE, ...DEV_STATUSES].map((value) => ({
              value: value as DevChoice,
              label: intl.formatMessage({ id: `admin.switches.devStatus.${value}.help` }),
              content: value,
            }))}
          />
          <p className="admin-muted">
            <FormattedMessage id={`admin.switches.devStatus.${devChoice}.help`} />
          </p>
        </div>
      </div>
    </section>
  );
}
