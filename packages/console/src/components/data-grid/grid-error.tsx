/** A list that failed to load: the server's words and a way to try again. */
export function GridError({ error, onRetry }: { error: string | undefined; onRetry?: () => void }) {
  return (
    <div role="alert" className="grid-error">
      <span>{error ?? 'Something went wrong'}</span>
      {onRetry ? (
        <button type="button" onClick={onRetry}>
          Retry
        </button>
      ) : null}
    </div>
  );
}
