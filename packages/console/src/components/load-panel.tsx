import type { OperationState } from './use-operation';

/** What a screen shows before its first answer: the failure with Retry, or that it is loading. */
export function LoadPanel({ read, onRetry }: { read: OperationState<unknown>; onRetry: () => void }) {
  return read.status === 'error' ? (
    <div role="alert" className="panel grid-error">
      <span>{read.message}</span>
      <button type="button" onClick={onRetry}>
        Retry
      </button>
    </div>
  ) : (
    <p role="status" className="panel">
      Loading...
    </p>
  );
}
