// Cash-outs to decide (spec trading-core 4 cash-out statuses): waiting ones first; each row offers the decisions its
// status allows (created: on_check, paid, failed, cancelled; on_check: the last three). Failed and cancelled refund.
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import useSWR from 'swr';
import type { CashoutView } from '../../../../../modules/wallet/wallet.schemas';
import { jsonFetcher } from '../../../shared/api/fetchers';
import { formatMoney } from '../../../shared/format/money';
import { Button } from '../../../shared/ui/Button';
import { ActionError, PanelBody, TableHead } from '../PanelParts';
import { useStaffAction } from '../useStaffAction';

type Row = CashoutView & { userId: string; note: string | null };
const STATUSES = ['created', 'on_check', 'paid', 'failed', 'cancelled'] as const;
const NEXT: Record<string, readonly string[]> = {
  created: ['on_check', 'paid', 'failed', 'cancelled'],
  on_check: ['paid', 'failed', 'cancelled'],
};

export default function CashoutsPanel() {
  const intl = useIntl();
  const [status, setStatus] = useState<string>('created');
  const key = `/api/admin/cashouts?status=${status}&page=1`;
  const { data, error } = useSWR<{ rows: Row[]; total: number }>(key, jsonFetcher);
  const action = useStaffAction();
  return (
    <div className="admin-cashouts">
      <label className="admin-filter">
        <FormattedMessage id="admin.status" />
        <select value={status} onChange={(e) => setStatus(e.target.value)} name="status">
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      <ActionError error={action.error} />
      <PanelBody data={data} error={error} empty={(d) => d.rows.length === 0}>
        {(d) => (
          <table className="admin-table">
            <TableHead
              titles={[
                'admin.created',
                'admin.user',
                'admin.amount',
                'admin.destination',
                'admin.status',
                'admin.actions',
              ]}
            />
            <tbody>
              {d.rows.map((r) => (
                <tr key={r.id} data-cashout-id={r.id}>
                  <td>
                    <FormattedDate value={r.createdAt} dateStyle="short" timeStyle="short" />
                  </td>
                  <td className="admin-mono">{r.userId.slice(0, 8)}</td>
                  <td>{formatMoney(intl, r.amount)}</td>
                  <td>
                    {r.method} · <span className="admin-mono">{r.destination}</span>
                  </td>
                  <td data-status={r.status}>{r.status}</td>
                  <td className="admin-actions">
                    {(NEXT[r.status] ?? []).map((decision) => (
                      <Button
                        key={decision}
                        size="sm"
                        variant={decision === 'paid' ? 'primary' : 'secondary'}
                        disabled={action.busy !== null}
                        data-decision={decision}
                        onClick={() =>
                          action.send(r.id, 'POST', `/api/admin/cashouts/${r.id}`, { decision }, [
                            '/api/admin/cashouts',
                          ])
                        }
                      >
                        {decision}
                      </Button>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </PanelBody>
    </div>
  );
}
