// Catches a lazy chunk that fails to load (a dialog opened for the first time): logs it, says so in a
// toast, and lets the owner close what it opened so the next opening tries again.
import { Component, type ReactNode } from 'react';
import { pushToast } from '../state/actions';

interface ChunkBoundaryProps {
  /** What failed, for the log ("Auth forms", "Cart"). */
  name: string;
  onError: () => void;
  children: ReactNode;
}

export class ChunkBoundary extends Component<ChunkBoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error(`${this.props.name} failed to load`, error);
    pushToast({ type: 'error', message: { id: 'errors.loadFailure.title' } });
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
