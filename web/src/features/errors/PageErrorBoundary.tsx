// Catches page errors: a failed chunk shows the load-failure page; anything else shows the
// "Something went wrong" toast for 60 s (spec accounts-platform 8) and the fatal error page.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { PageLoadError } from '../../shared/routing/lazyPage';
import { pushToast } from '../../shared/state/actions';
import { FatalErrorPage } from './FatalErrorPage';
import { LoadFailurePage } from './LoadFailurePage';

const BOUNDARY_TOAST_MS = 60_000;

interface State {
  error: unknown;
}

export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Page error', error, info.componentStack);
    if (error instanceof PageLoadError) return;
    pushToast({
      type: 'error',
      title: { id: 'errors.boundary.title' },
      message: { id: 'errors.boundary.message' },
      buttonText: { id: 'errors.boundary.button' },
      buttonAction: 'reload',
      showTime: BOUNDARY_TOAST_MS,
    });
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return error instanceof PageLoadError ? <LoadFailurePage /> : <FatalErrorPage />;
  }
}
