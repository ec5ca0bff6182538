// The bot fleet (spec trading-core 4 bots): each bot's health and load, flows by state, and putting a bot back in
// service (or taking it out). Read again every 10 s: the fleet changes while one watches.
import { FormattedMessage } from 'react-intl';
import useSWR from 'swr';
import { jsonFetcher } from '../../../shared/api/fetchers';
import { Button } from '../../../shared/ui/Button';
import { StatusBadge } from '../../../shared/ui/StatusBadge';
import { ActionError, PanelBody, TableHead } from '../PanelParts';
import { useStaffAction } from '../useStaffAction';

interface Bot {
  id: string;
  game: string;
  nickname: string;
  health: string;
  capacity: number;
  active: number;
}
const KEY = '/api/admin/bots';

export default function BotsPanel() {
  const { data, error } = useSWR<{ bots: Bot[]; flows: Record<string, number> }>(KEY, jsonFetcher, {
    refreshInterval: 10_000,
  });
  const action = useStaffAction();
  const setHealth = (id: string, health: string) =>
    action.send(id, 'PUT', `/api/admin/bots/${id}/health`, { health }, [KEY]);
  return (
    <div className="admin-bots">
      <ActionError error={action.error} />
      <PanelBody data={data} error={error}>
        {(d) => (
          <>
            <h3 className="admin-subtitle">
              <FormattedMessage id="admin.bots.flows" />
            </h3>
            <dl className="admin-stats">
              {Object.entries(d.flows).map(([state, count]) => (
                <div key={state} className="admin-stat" data-state={state}>
                  <dt>{state}</dt>
                  <dd>{count}</dd>
                </div>
              ))}
            </dl>
            <h3 className="admin-subtitle">
              <FormattedMessage id="admin.bots.fleet" />
            </h3>
            <table className="admin-table">
              <TableHead titles={['admin.bots.bot', 'admin.bots.load', 'admin.bots.health', 'admin.actions']} />
              <tbody>
                {d.bots.map((b) => (
                  <tr key={b.id} data-bot-id={b.id} data-health={b.health}>
                    <td>
                      {b.nickname} <span className="admin-muted">{b.game}</span>
                    </td>
                    <td>
                      <meter min={0} max={b.capacity} value={b.active} className="admin-meter" /> {b.active}/
                      {b.capacity}
                    </td>
                    <td>
                      <StatusBadge tone={b.health === 'ok' ? 'success' : 'error'} status={b.health}>
                        {b.health}
                      </StatusBadge>
                    </td>
                    <td className="admin-actions">
                      {b.health === 'ok' ? (
                        <Button
                          size="sm"
                          variant="secondary"
                          disabled={action.busy !== null}
                          onClick={() => setHealth(b.id, 'broken')}
                        >
                          <FormattedMessage id="admin.bots.takeOut" />
                        </Button>
                      ) : (
                        <Button size="sm" disabled={action.busy !== null} onClick={() => setHealth(b.id, 'ok')}>
                          <FormattedMessage id="admin.bots.putBack" />
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </PanelBody>
    </div>
  );
}
