import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../src/components/error-boundary';

let failing = true;
function Fragile({ name }: { name: string }) {
  if (failing) throw new Error(`${name} broke`);
  return <p>{name} drawn</p>;
}

const shown = (resetKey: string) => (
  <div>
    <h1>Shell stays</h1>
    <ErrorBoundary
      resetKey={resetKey}
      fallback={(error, retry) => (
        <div role="alert">
          {error.message}
          <button type="button" onClick={retry}>
            Retry
          </button>
        </div>
      )}
    >
      <Fragile name={resetKey} />
    </ErrorBoundary>
  </div>
);

describe('a part that fails to draw', () => {
  it('shows its fallback, keeps the rest of the console, and draws again on Retry or on another key', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    failing = true;
    const view = render(shown('Withdrawals'));
    expect(screen.getByRole('alert').textContent).toContain('Withdrawals broke');
    expect(screen.getByRole('heading', { name: 'Shell stays' })).toBeTruthy();

    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Withdrawals drawn')).toBeTruthy();

    failing = true;
    view.rerender(shown('Approvals'));
    expect(screen.getByRole('alert').textContent).toContain('Approvals broke');
    failing = false;
    view.rerender(shown('Dashboard'));
    expect(screen.getByText('Dashboard drawn')).toBeTruthy();
    vi.restoreAllMocks();
  });
});
