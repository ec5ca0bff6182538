// Users (issue 19): find by nickname, e-mail or id; one user's role, ratings and blocks. Operators block and unblock
// an account and lift rating blocks, each with a reason the audit log keeps; admins also grant roles.
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import useSWR from 'swr';
import type { StaffUserView } from '../../../../../modules/identity/staff.schemas';
import { jsonFetcher } from '../../../shared/api/fetchers';
import { PanelBody, SearchField } from '../PanelParts';
import { UserDetail } from './UserDetail';

export default function UsersPanel() {
  const [q, setQ] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  const query = q.trim();
  const found = useSWR<{ users: StaffUserView[] }>(
    query.length >= 2 ? `/api/admin/users?q=${encodeURIComponent(query)}` : '/api/admin/staff',
    jsonFetcher,
  );
  return (
    <div className="admin-users">
      <SearchField name="q" label="admin.users.find" hint="admin.users.findHint" value={q} onChange={setQ} />
      {query.length < 2 && (
        <p className="admin-muted">
          <FormattedMessage id="admin.users.staffList" />
        </p>
      )}
      <div className="admin-users__layout">
        <PanelBody data={found.data} error={found.error} empty={(d) => d.users.length === 0}>
          {(d) => (
            <ul className="admin-list admin-users__list">
              {d.users.map((u) => (
                <li key={u.id}>
                  <button
                    type="button"
                    className={`admin-users__pick${picked === u.id ? ' is-active' : ''}`}
                    data-user-id={u.id}
                    onClick={() => setPicked(u.id)}
                  >
                    <strong>{u.username}</strong> <span className="admin-muted">{u.email}</span>
                    <span className="admin-muted">
                      {u.role}
                      {u.block && (
                        <>
                          {' · '}
                          <FormattedMessage id="admin.users.blocked" />
                        </>
                      )}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </PanelBody>
        {picked && <UserDetail id={picked} />}
      </div>
    </div>
  );
}
