// Where the chrome puts the pending-saves indicator (issue 18). Its code, and the outbox machine's, comes on
// demand after sign-in; a connection lost while it loads must not take the app down with it (an error in
// render with no boundary unmounts the whole app): the slot shows nothing and loads again once the browser
// is back online.
import { Component, lazy, Suspense, useState, type ReactNode } from 'react';

const loadIndicator = () => import('./pending-saves-indicator').then((m) => ({ default: m.PendingSavesIndicator }));

export function PendingSavesSlot(props: { readonly userId: string; readonly onList: boolean }) {
  // A lazy component that failed stays failed: each attempt is a component of its own.
  const [Indicator, setIndicator] = useState(() => lazy(loadIndicator));
  return (
    <RetryWhenOnline onRetry={() => setIndicator(() => lazy(loadIndicator))}>
      <Suspense fallback={null}>
        <Indicator {...props} />
      </Suspense>
    </RetryWhenOnline>
  );
}

interface RetryProps {
  readonly children: ReactNode;
  readonly onRetry: () => void;
}

/** Renders nothing after its children failed, until the browser's next `online` event asks for a new attempt. */
class RetryWhenOnline extends Component<RetryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override componentDidUpdate(_: RetryProps, prev: { failed: boolean }) {
    if (this.state.failed && !prev.failed) window.addEventListener('online', this.retry, { once: true });
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
