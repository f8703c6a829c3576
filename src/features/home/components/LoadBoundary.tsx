import { Component, type ReactNode } from 'react';
import { showError } from '@/lib/core/errors';

/** Catches a failed load of a home section: the 'Load failed' toast (unless notify is false) and the section's fallback. */
export class LoadBoundary extends Component<{ fallback: ReactNode; children: ReactNode; notify?: boolean }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: unknown): void {
    if (this.props.notify !== false) showError(error, 'loadFailed');
    else console.warn(error);
  }

  render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
