// Store links waiting for moderation (spec trading-core 2 seller pages): approve shows the link on the seller's page.
import { FormattedDate, FormattedMessage } from 'react-intl';
import useSWR from 'swr';
import { jsonFetcher } from '../../../shared/api/fetchers';
import { Button } from '../../../shared/ui/Button';
import { ActionError, PanelBody } from '../PanelParts';
import { useStaffAction } from '../useStaffAction';

interface PendingLink {
  user_id: string;
  link: string;
  requested_at: string;
}
const KEY = '/api/admin/store-links';

export default function StoreLinksPanel() {
  const { data, error } = useSWR<{ links: PendingLink[] }>(KEY, jsonFetcher);
  const action = useStaffAction();
  const review = (userId: string, approved: boolean) =>
    action.send(userId, 'POST', `/api/admin/store-links/${userId}`, { approved }, [KEY]);
  return (
    <div className="admin-store-links">
      <ActionError error={action.error} />
      <PanelBody data={data} error={error} empty={(d) => d.links.length === 0}>
        {(d) => (
          <ul className="admin-list">
            {d.links.map((l) => (
              <li key={l.user_id} className="admin-list__row" data-user-id={l.user_id}>
                <div>
                  <a href={l.link} target="_blank" rel="noopener noreferrer nofollow" className="admin-mono">
                    {l.link}
                  </a>
                  <div className="admin-muted">
                    <span className="admin-mono">{l.user_id.slice(0, 8)}</span> ·{' '}
                    <FormattedDate value={l.requested_at} dateStyle="short" timeStyle="short" />
                  </div>
                </div>
                <div className="admin-actions">
                  <Button size="sm" disabled={action.busy !== null} onClick={() => review(l.user_id, true)}>
                    <FormattedMessage id="admin.approve" />
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={action.busy !== null}
                    onClick={() => review(l.user_id, false)}
                  >
                    <FormattedMessage id="admin.reject" />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </PanelBody>
    </div>
  );
}
