/** Shown in the main area for a path that is not a screen (the title falls back to the Dashboard's). */
export function NotFoundPanel({ path }: { path: string }) {
  return (
    <section className="panel notice" aria-labelledby="not-found-title">
      <h2 id="not-found-title">Page not found</h2>
      <p>
        There is no screen at <code>{path}</code>. Use the sidebar or press Ctrl/Cmd+K to find one.
      </p>
    </section>
  );
}

export function LoadingPanel() {
  return (
    <p className="loading" role="status">
      Loading...
    </p>
  );
}
