import { render, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { useRemote } from '../src/components/use-remote';

function Widget({ load }: { load: () => Promise<unknown> }) {
  const { state } = useRemote(load, 'range');
  return <p>{state.status}</p>;
}

describe('error toasts', () => {
  it('shows one toast when several widgets fail at once with the same message (one expired token)', async () => {
    const fail = () => Promise.reject(new Error('boom'));
    render(
      <>
        <Toaster />
        <Widget load={fail} />
        <Widget load={fail} />
        <Widget load={fail} />
      </>,
    );
    await waitFor(() => expect(screen.getAllByText('error')).toHaveLength(3));
    await screen.findByText('Something went wrong');
    await new Promise((done) => setTimeout(done, 50));
    expect(screen.getAllByText('Something went wrong')).toHaveLength(1);
  });
});
