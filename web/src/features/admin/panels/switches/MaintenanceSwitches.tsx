// Maintenance modes per game and service (spec accounts-platform 4.11): what is down, in which mode and until when;
// start one (optionally ending by itself) or end it now. Open pages follow at once (TECH_WORKS_CHANGE).
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import useSWR from 'swr';
import { jsonFetcher } from '../../../../shared/api/fetchers';
import { Button } from '../../../../shared/ui/Button';
import { StatusBadge } from '../../../../shared/ui/StatusBadge';
import {
  GAME_KEYS,
  type GameKey,
  MAINTENANCE_MODES,
  type MaintenanceMode,
  SERVICES,
  type Service,
} from '../../../../../../kernel';
import type { GameStatus } from '../../../../../../modules/operations/operations.schemas';
import { ActionError, PanelBody } from '../../PanelParts';
import { useStaffAction } from '../../useStaffAction';

const STATUS = '/api/status';
const REFRESH = [STATUS, ...GAME_KEYS.map((g) => `/api/${g}/status`)];

type Statuses = Record<GameKey, GameStatus>;

export function MaintenanceSwitches() {
  // Read again now and then: a timed maintenance ends by itself.
  const { data, error } = useSWR<Statuses>(STATUS, jsonFetcher, { refreshInterval: 15_000 });
  const action = useStaffAction();
  return (
    <section className="switches__section" aria-labelledby="switches-maintenance">
      <h3 id="switches-maintenance" className="switches__title">
        <FormattedMessage id="admin.switches.maintenance.title" />
      </h3>
      <p className="admin-muted">
        <FormattedMessage id="admin.switches.maintenance.hint" />
      </p>
      <ActionError error={action.error} />
      <PanelBody data={data} error={error}>
        {(statuses) => (
          <div className="switches__games">
            {GAME_KEYS.map((game) => (
              <div key={game} className="switches__game">
                <h4 className="switches__game-title">{game}</h4>
                {SERVICES.map((service) => (
                  <ServiceRow key={service} game={game} service={service} statuses={statuses} action={action} />
                ))}
              </div>
            ))}
          </div>
        )}
      </PanelBody>
    </section>
  );
}

interface ServiceRowProps {
  game: GameKey;
  service: Service;
  statuses: Statuses;
  action: ReturnType<typeof useStaffAction>;
}

function ServiceRow({ game, service, statuses, action }: ServiceRowProps) {
  const intl = useIntl();
  const [mode, setMode] = useState<MaintenanceMode>('bigTechWorks');
  const [until, setUntil] = useState('');
  const current = statuses[game].services[service];
  const url = `/api/admin/maintenance/${game}/${service}`;
  const down = !current.status;
  const start = () =>
    action.send(url, 'PUT', url, until ? { mode, until: new Date(until).toISOString() } : { mode }, REFRESH);
  const end = () => action.send(url, 'DELETE', url, undefined, REFRESH);
  const label = (id: string) => intl.formatMessage({ id }, { game, service });
  return (
    <div className="switches__service" data-game={game} data-service={service} data-up={String(current.status)}>
      <div className="switches__service-head">
        <strong>{service}</strong>
        {down ? (
          <StatusBadge tone="warning" status="down">
            {current.textId}
            {current.datetime && (
              <>
                {' · '}
                <FormattedMessage
                  id="admin.switches.maintenance.until"
                  values={{ time: intl.formatDate(current.datetime, { dateStyle: 'short', timeStyle: 'short' }) }}
                />
              </>
            )}
          </StatusBadge>
        ) : (
          <StatusBadge tone="success" status="up">
            <FormattedMessage id="admin.switches.maintenance.up" />
          </StatusBadge>
        )}
      </div>
      <div className="switches__service-form">
        {/* Maintenance modes are the API's words (spec 4.11), shown as staff use them in curl. */}
        <select
          aria-label={label('admin.switches.maintenance.mode')}
          value={mode}
          onChange={(e) => setMode(e.target.value as MaintenanceMode)}
        >
          {MAINTENANCE_MODES.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </select>
        <input
          type="datetime-local"
          aria-label={label('admin.switches.maintenance.endsAt')}
          value={until}
          onChange={(e) => setUntil(e.target.value)}
        />
        <Button size="sm" variant="secondary" disabled={action.busy !== null} onClick={() => void start()}>
          <FormattedMessage id={down ? 'admin.switches.maintenance.change' : 'admin.switches.maintenance.start'} />
        </Button>
        {down && (
          <Button size="sm" variant="ghost" disabled={action.busy !== null} onClick={() => void end()}>
            <FormattedMessage id="admin.switches.maintenance.end" />
          </Button>
        )}
      </div>
    </div>
  );
}
