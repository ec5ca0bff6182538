import type { ReactNode } from 'react';
import { Button } from '../ui/Button';
import './form.css';

/** Full-width submit with a busy state (aria-busy, spinner). */
export function SubmitButton({ busy, disabled, children }: { busy: boolean; disabled?: boolean; children: ReactNode }) {
  return (
    <Button type="submit" size="lg" className="form__submit" disabled={busy || disabled} aria-busy={busy || undefined}>
      {busy && <span className="spinner spinner--inline" aria-hidden="true" />}
      {children}
    </Button>
  );
}
