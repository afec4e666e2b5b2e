// The end of an infinite list: a spinner while the next page loads, the failure with 다시 시도, and the
// sentinel that asks for more as it scrolls into view. Presentational: the list's machine decides.
import { sharedMessages } from '../domain/shared/messages';
import { MoreSentinel } from './more-sentinel';
import { RetryAlert } from './retry-alert';
import { Spinner } from './spinner';

export function ListTail(p: {
  readonly loadingMore: boolean;
  readonly error: string | null;
  readonly canLoadMore: boolean;
  readonly onRetry: () => void;
  readonly onMore: () => void;
}) {
  return (
    <>
      {p.loadingMore && <Spinner label="더 불러오는 중" />}
      {p.error !== null && <RetryAlert className="list-end" message={p.error} onRetry={p.onRetry} />}
      {p.canLoadMore && <MoreSentinel className="list-end" label={sharedMessages.loadMore} onVisible={p.onMore} />}
    </>
  );
}
