// One user in the console: account, role (admins change it), account block with a reason, ratings with their rating
// blocks (operators lift them, with a reason).
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import useSWR from 'swr';
import type { StaffUserDetail } from '../../../../../modules/admin/admin.schemas';
import { ROLES } from '../../../../../modules/identity/staff.schemas';
import { jsonFetcher } from '../../../shared/api/fetchers';
import { Button } from '../../../shared/ui/Button';
import { StatusBadge } from '../../../shared/ui/StatusBadge';
import { roleAllows, useStaffMe } from '../adminApi';
import { ActionError, PanelBody } from '../PanelParts';
import { useStaffAction } from '../useStaffAction';

export function UserDetail({ id }: { id: string }) {
  const intl = useIntl();
  const key = `/api/admin/users/${id}`;
  const { data, error } = useSWR<StaffUserDetail>(key, jsonFetcher);
  const me = useStaffMe();
  const action = useStaffAction();
  const [reason, setReason] = useState('');
  // The user's own read and the lists that show their role or block.
  const refresh = [key, '/api/admin/staff', '/api/admin/users?'];
  const withReason = async (name: string, method: string, url: string) => {
    if (await action.send(name, method, url, { reason }, refresh)) setReason('');
  };
  return (
    <article className="admin-user" data-user-id={id}>
      <ActionError error={action.error} />
      <PanelBody data={data} error={error}>
        {({ user, ratings }) => (
          <>
            <h3 className="admin-subtitle">{user.username}</h3>
            <dl className="admin-facts">
              <dt>
                <FormattedMessage id="admin.users.email" />
              </dt>
              <dd>{user.email}</dd>
              <dt>
                <FormattedMessage id="admin.users.registered" />
              </dt>
              <dd>
                <FormattedDate value={user.registeredAt} dateStyle="medium" />
              </dd>
              <dt>
                <FormattedMessage id="admin.users.role" />
              </dt>
              <dd>
                {roleAllows(me.data?.role, 'admin') ? (
                  <select
                    name="role"
                    value={user.role}
                    disabled={action.busy !== null}
                    onChange={(e) => action.send('role', 'PUT', `${key}/role`, { role: e.target.value }, refresh)}
                  >
                    {ROLES.map((r) => (
                      <option key={r} value={r}>
                        {r}
                      </option>
                    ))}
                  </select>
                ) : (
                  user.role
                )}
              </dd>
              <dt>
                <FormattedMessage id="admin.users.mmBeta" />
              </dt>
              <dd>
                <input
                  type="checkbox"
                  name="mmBeta"
                  checked={user.mmBeta}
                  disabled={action.busy !== null || !roleAllows(me.data?.role, 'admin')}
                  onChange={(e) => action.send('beta', 'PUT', `${key}/mm-beta`, { mm_beta: e.target.checked }, refresh)}
                />
              </dd>
            </dl>
            <h4 className="admin-subtitle">
              <FormattedMessage id="admin.users.ratings" />
            </h4>
            <ul className="admin-list">
              {(['buyer', 'seller'] as const).map((role) => (
                <li key={role} className="admin-list__row" data-rating-role={role}>
                  <span>
                    {role}: <strong>{ratings[role].rating}</strong>{' '}
                    {ratings[role].restriction && (
                      <StatusBadge tone="error" status={ratings[role].restriction.kind}>
                        {ratings[role].restriction.kind}
                        {ratings[role].restriction.until
                          ? ` → ${intl.formatDate(ratings[role].restriction.until)}`
                          : ''}
                      </StatusBadge>
                    )}
                  </span>
                  {ratings[role].restriction && (
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={action.busy !== null || reason.trim().length < 3}
                      onClick={() => withReason('lift', 'DELETE', `${key}/rating-block/${role}`)}
                    >
                      <FormattedMessage id="admin.users.lift" />
                    </Button>
                  )}
                </li>
              ))}
            </ul>
            <h4 className="admin-subtitle">
              <FormattedMessage id="admin.users.block" />
            </h4>
            {user.block ? (
              <p className="admin-alert" data-blocked="true">
                <FormattedMessage
                  id="admin.users.blockedSince"
                  values={{ at: intl.formatDate(user.block.at), reason: user.block.reason }}
                />
              </p>
            ) : (
              <p className="admin-muted">
                <FormattedMessage id="admin.users.notBlocked" />
              </p>
            )}
            <label className="admin-filter">
              <FormattedMessage id="admin.users.reason" />
              <input name="reason" value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
            </label>
            <div className="admin-actions">
              {user.block ? (
                <Button
                  size="sm"
                  disabled={action.busy !== null || reason.trim().length < 3}
                  onClick={() => withReason('unblock', 'DELETE', `${key}/block`)}
                >
                  <FormattedMessage id="admin.users.unblock" />
                </Button>
              ) : (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={action.busy !== null || reason.trim().length < 3}
                  onClick={() => withReason('block', 'POST', `${key}/block`)}
                >
                  <FormattedMessage id="admin.users.blockAction" />
                </Button>
              )}
            </div>
          </>
        )}
      </PanelBody>
    </article>
  );
}
