import { Component, type ReactNode } from 'react';
import { i18n } from '@/lib/core/i18n';

interface State {
  error: unknown;
}

/** Last line of defence (e.g. the router bundle failed to download). */
export class RootErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <main id="main" tabIndex={-1} className="fatal">
        <h1>{i18n.t('common:errors.fatalSummary')}</h1>
        <p>{i18n.t('common:errors.fatalDetail')}</p>
        <button type="button" onClick={() => window.location.reload()}>
          {i18n.t('common:actions.reload')}
        </button>
      </main>
    );
  }
}
