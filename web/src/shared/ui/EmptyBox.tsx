// A list that is empty or failed to load, said in a dashed box (history lists, cash-outs, purchased items).
import type { ReactNode } from 'react';
import './emptyBox.css';

/** `alert`: the list failed to load (role="alert"), usually with a retry button inside. */
export function EmptyBox({ id, alert, children }: { id?: string; alert?: boolean; children: ReactNode }) {
  return (
    <div className="history-empty" id={id} role={alert ? 'alert' : undefined}>
      {children}
    </div>
  );
}
