// A status in a coloured pill: item, account and moderation statuses, and the statuses of money records.
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import './statusBadge.css';

export type Tone = 'success' | 'info' | 'warning' | 'error' | 'neutral';

interface StatusBadgeProps {
  tone: Tone;
  /** The raw status value, as data-status (read by tests). */
  status?: string;
  id?: string;
  className?: string;
  children: ReactNode;
}

export function StatusBadge({ tone, status, id, className, children }: StatusBadgeProps) {
  return (
    <span
      id={id}
      className={`status-badge status-badge--${tone}${className ? ` ${className}` : ''}`}
      data-status={status}
    >
      {children}
    </span>
  );
}

/** Each kind of money record keeps its own statuses (spec trading-core 3); the tone tells them apart at a glance. */
const RECORD_TONES: Record<string, Tone> = {
  waiting: 'info',
  delivering: 'info',
  sold: 'info',
  delivery: 'info',
  created: 'neutral',
  on_check: 'warning',
  completed: 'success',
  paid: 'success',
  cancelled: 'error',
  expired: 'warning',
  failed: 'error',
};

export type RecordKind = 'purchase' | 'sale' | 'topup' | 'cashout' | 'withdrawal' | 'deposit' | 'rbx';

/**
 * The status of a purchase, a sale, a top-up, a cash-out, a withdrawal or a deposit (quick sale) trade, in
 * words (history.status.<kind>.<status>).
 */
export function RecordStatusBadge({ kind, status }: { kind: RecordKind; status: string }) {
  return (
    <StatusBadge tone={RECORD_TONES[status] ?? 'neutral'} status={status}>
      <FormattedMessage id={`history.status.${kind}.${status}`} />
    </StatusBadge>
  );
}
