// The audit log (issue 19): every staff action, newest first: when, who (or the ADMIN_TOKEN automation), what, on
// what, and the state before and after. Filters by action words; more pages on demand.
import { useState } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import useSWRInfinite from 'swr/infinite';
import type { AuditPage } from '../../../../../modules/admin/admin.schemas';
import { jsonFetcher } from '../../../shared/api/fetchers';
import { Button } from '../../../shared/ui/Button';
import { auditChanges } from '../auditDiff';
import { PanelBody, SearchField } from '../PanelParts';

export default function AuditPanel() {
  const [action, setAction] = useState('');
  const { data, error, size, setSize } = useSWRInfinite<AuditPage>((_index, previous: AuditPage | null) => {
    if (previous && !previous.next) return null;
    const query = new URLSearchParams();
    if (action.trim()) query.set('action', action.trim());
    if (previous?.next) query.set('before', previous.next);
    return `/api/admin/audit?${query}`;
  }, jsonFetcher);
  const entries = data?.flatMap((p) => p.entries);
  const more = data?.[data.length - 1]?.next;
  return (
    <div className="admin-audit">
      <SearchField
        name="action"
        label="admin.audit.filter"
        hint="admin.audit.filterHint"
        value={action}
        onChange={setAction}
      />
      <PanelBody data={entries} error={error} empty={(e) => e.length === 0}>
        {(list) => (
          <ol className="admin-audit__list">
            {list.map((e) => (
              <li key={e.id} className="admin-audit__entry" data-action={e.action}>
                <div className="admin-audit__head">
                  <FormattedDate value={e.at} dateStyle="short" timeStyle="medium" />
                  <strong>
                    {e.actor ? `${e.actor.name ?? e.actor.id.slice(0, 8)} (${e.actor.role})` : 'ADMIN_TOKEN'}
                  </strong>
                  <code className="admin-mono">{e.action}</code>
                </div>
                <AuditChanges before={e.before} after={e.after} />
                <dl className="admin-audit__detail">
                  {(['params', 'input', 'before', 'after'] as const).map((k) =>
                    e[k] === null || e[k] === undefined ? null : (
                      <div key={k}>
                        <dt>{k}</dt>
                        <dd>
                          <pre className="admin-json">{JSON.stringify(e[k], null, 1)}</pre>
                        </dd>
                      </div>
                    ),
                  )}
                </dl>
              </li>
            ))}
          </ol>
        )}
      </PanelBody>
      {more && (
        <Button variant="secondary" onClick={() => setSize(size + 1)}>
          <FormattedMessage id="admin.more" />
        </Button>
      )}
    </div>
  );
}

function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  const changes = auditChanges(before, after);
  if (!changes.length) return null;
  return (
    <ul className="admin-audit__changes">
      {changes.map((c) => (
        <li key={c.field} data-field={c.field}>
          <strong>{c.field}</strong>: <code className="admin-mono">{c.before}</code> →{' '}
          <code className="admin-mono">{c.after}</code>
        </li>
      ))}
    </ul>
  );
}
