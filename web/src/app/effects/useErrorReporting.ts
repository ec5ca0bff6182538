// Error reporting waits for the first click, touch or scroll (shared/errors/errorReporting.ts).
import { useEffect } from 'react';
import { installErrorReporting } from '../../shared/errors/errorReporting';

export function useErrorReporting(): void {
  useEffect(() => installErrorReporting(), []);
}
