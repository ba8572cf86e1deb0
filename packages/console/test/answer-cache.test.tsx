import { createMemorySession } from '@backoffice/sdk';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServicesProvider } from '../src/app/services';
import { useOperation } from '../src/components/use-operation';
import { FRESH_MS } from '../src/state/answer-cache';
import { invalidate } from '../src/state/invalidation';
import { sessionSignal } from '../src/state/session';
import { fakeClient, loggedIn, ok, on } from './fake-client';

/** A reader of the player list that shows its first name, or "loading". */
function Names() {
  const read = useOperation<{ rows: { fullName: string }[] }>('users.list', { page: 1, perPage: 10 });
  return <p>{read.status === 'ok' ? (read.data.rows[0]?.fullName ?? 'none') : 'loading'}</p>;
}

/** A host whose player list answers `name` after `answered` resolves (at once by default). */
function host(name: string, answered: Promise<void> = Promise.resolve()) {
  const session = createMemorySession();
  loggedIn(session);
  const fake = fakeClient(
    [
      on('GET', '/users?', async () => {
        await answered;
        return ok({ rows: [{ user_id: 1, full_name: name }], pagination: { total_page: 1, total: 1 } });
      }),
    ],
    session,
  );
  sessionSignal.value = session.get();
  const show = () =>
    render(
      <ServicesProvider services={{ client: fake.client, session: fake.session }}>
        <Names />
      </ServicesProvider>,
    );
  return { ...fake, show, lists: () => fake.calls.filter((c) => c.path.startsWith('/v1/users?')).length };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a screen opened again shows its last answer at once (issue 42)', () => {
  it('shows the answer read before in its first render, then asks again behind it', async () => {
    let release = () => {};
    const first = host('Asha Rao');
    const view = first.show();
    expect(await screen.findByText('Asha Rao')).toBeTruthy();
    view.unmount();

    // Reopened later than FRESH_MS: the kept answer is on screen before the new one comes in.
    const now = performance.now();
    vi.spyOn(performance, 'now').mockReturnValue(now + FRESH_MS + 1);
    const second = host('Asha Rao (renamed)', new Promise<void>((resolve) => (release = resolve)));
    second.show();
    expect(screen.getByText('Asha Rao')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    await vi.waitFor(() => expect(second.lists()).toBe(1));
    await act(async () => release());
    expect(await screen.findByText('Asha Rao (renamed)')).toBeTruthy();
  });

  it('does not ask again for an answer younger than FRESH_MS', async () => {
    const first = host('Asha Rao');
    first.show().unmount();
    await act(async () => {});
    const reopened = first.show();
    expect(screen.getByText('Asha Rao')).toBeTruthy();
    await act(async () => {});
    expect(first.lists()).toBe(1);
    reopened.unmount();
  });

  it('never shows an answer a change has made stale: after an invalidation it loads', async () => {
    const first = host('Asha Rao');
    const view = first.show();
    expect(await screen.findByText('Asha Rao')).toBeTruthy();
    view.unmount();
    act(() => invalidate(['users.list']));
    first.show();
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('Asha Rao')).toBeTruthy();
    expect(first.lists()).toBe(2);
  });

  it("another login does not see the last one's answers", async () => {
    const first = host('Asha Rao');
    const view = first.show();
    expect(await screen.findByText('Asha Rao')).toBeTruthy();
    view.unmount();
    act(() => {
      sessionSignal.value = { token: 'another', xApiKey: 'k', permission: ['users'] };
    });
    first.show();
    expect(screen.getByText('loading')).toBeTruthy();
  });
});
