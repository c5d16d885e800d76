// A render error in one screen shows a plain message instead of a blank page. Its Retry renders the
// screen again, or does what `retry` says (a page whose code could not come reloads).
import { Component, type ReactNode } from 'react';
import { message } from '../../config';
import { Retry } from './Retry';

interface State {
  failed: boolean;
}

export class ErrorBoundary extends Component<{ children: ReactNode; retry?: () => void }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('screen crashed', error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="page page--center" role="alert">
        <h1>{message('crashTitle')}</h1>
        <p>{message('crashText')}</p>
        <Retry onRetry={this.props.retry ?? (() => this.setState({ failed: false }))} />
      </main>
    );
  }
}
