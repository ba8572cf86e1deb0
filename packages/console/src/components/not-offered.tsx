import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { notOffered } from '../state/host';

export const ABOUT_HOST_PATH = '/about-host';

/** A screen the host cannot serve: what it lacks and where an operator maps it. No error, no request. */
export function NotOfferedPanel({ what, operations }: { what: string; operations: readonly string[] }) {
  return (
    <section className="panel notice not-offered" aria-labelledby="not-offered-title">
      <h2 id="not-offered-title">This host does not offer {what}</h2>
      <p>
        It needs{' '}
        {operations.map((id, i) => (
          <span key={id}>
            {i > 0 ? ', ' : ''}
            <code>{id}</code>
          </span>
        ))}
        , which this host does not serve.
      </p>
      <p>
        If the host serves them on other paths, an operator can say where in the operation map of{' '}
        <code>/config.json</code>. <Link href={ABOUT_HOST_PATH}>About this host</Link> shows what it offers.
      </p>
    </section>
  );
}

/**
 * A part of a screen that needs optional operations: shown when the host offers them all, else one quiet
 * line saying what is missing (the rest of the screen goes on).
 */
export function Offered({
  needs,
  what,
  children,
}: {
  needs: readonly string[];
  what: string;
  children: ReactNode;
}) {
  useSignals();
  const missing = notOffered(needs);
  if (missing.length === 0) return <>{children}</>;
  return (
    <p className="quiet-line" data-not-offered={missing.join(' ')}>
      {what}: not offered by this host.
    </p>
  );
}
