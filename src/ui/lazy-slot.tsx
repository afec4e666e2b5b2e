// A part of a screen whose code comes on demand (a pane, an indicator). A connection lost while it loads
// must not take the app down with it (an error in render with no boundary unmounts the whole app): the slot
// shows nothing and loads again once the browser is back online.
import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/** A component drawing `load`'s component in place once loaded, `pending` meanwhile. */
export function lazySlot<P extends object>(load: Loader<P>, pending: ReactNode = null) {
  return function LazySlot(props: P) {
    // A lazy component that failed stays failed: each attempt is a component of its own.
    const [Loaded, setLoaded] = useState(() => lazy(load));
    return (
      <RetryWhenOnline onRetry={() => setLoaded(() => lazy(load))}>
        <Suspense fallback={pending}>
          <Loaded {...props} />
        </Suspense>
      </RetryWhenOnline>
    );
  };
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
