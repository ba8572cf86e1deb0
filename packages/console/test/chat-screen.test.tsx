import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentScreenActions } from '../src/state/scope';
import { type Call, fakeClient, loggedIn, ok, on } from './fake-client';
import { currentUrl, renderApp } from './render-app';

const thread = (id: number, name: string, unread: number, status = 'OPEN') => ({
  thread_id: id,
  kind: 'USER',
  user_id: 100 + id,
  full_name: name,
  last_message: 'Any update?',
  last_message_at: '2026-11-25T10:00:00+05:30',
  unread_count: unread,
  status,
});

const MARKUP = '<b>bold?</b><img src=x onerror="alert(1)">';

/** Two player threads; the chat stream never answers (the browser test covers the live path). */
function chatServer() {
  const threads = [thread(1, 'Asha Rao', 2), thread(2, 'Ravi Kumar', 0, 'CLOSED')];
  return fakeClient([
    on('GET', '/support/chat/events', () => new Promise(() => undefined)),
    on('GET', '/support/chat/unread-counts', () => ok({ user: 2, system: 1, total: 3 })),
    on('GET', '/support/chat/threads?', () =>
      ok({ rows: threads, pagination: { per_page: 20, current_page: 1, total_page: 1, total_count: 2 } }),
    ),
    on('GET', '/support/chat/threads/1/messages', () =>
      ok({
        rows: [
          {
            message_id: 11,
            thread_id: 1,
            sender: 'PLAYER',
            sender_name: 'Asha Rao',
            body: MARKUP,
            created_at: '2026-11-25T10:00:00+05:30',
          },
        ],
        has_more: false,
      }),
    ),
    on('GET', '/support/chat/threads/2/messages', () => ok({ rows: [], has_more: false })),
    on('PUT', '/support/chat/threads/1/read', () =>
      ok({ thread_id: 1, unread_count: 0 }, 'Thread marked read'),
    ),
    on('POST', '/support/chat/threads/1/messages', (call) =>
      ok(
        {
          message_id: 12,
          thread_id: 1,
          sender: 'STAFF',
          sender_name: 'Demo Admin',
          body: (call.body as { body: string }).body,
          created_at: '2026-11-25T10:01:00+05:30',
        },
        'Message sent',
      ),
    ),
  ]);
}

/** The screen's lazy chunk loads first: slower than findBy's default second on a loaded machine. */
const LOADED = { timeout: 10_000 };

const callsTo = (calls: Call[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path.startsWith(`/v1${path}`));

describe('Chat support', () => {
  it('shows kinds with unread counts and a message with markup as text', async () => {
    const { client, session } = chatServer();
    loggedIn(session, ['support.chat', 'support.systemchat']);
    renderApp('/chat?thread=1', client, session);
    const log = await screen.findByRole('log', { name: 'Messages' }, LOADED);
    await within(log).findByText(MARKUP);
    expect(log.querySelector('b, img')).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /Player chat/ }).textContent).toBe('Player chat2'),
    );
    expect(screen.getByRole('tab', { name: /System chat/ }).textContent).toBe('System chat1');
  });

  it('offers only the tab of the key held', async () => {
    const { client, session } = chatServer();
    loggedIn(session, ['support.chat']);
    renderApp('/chat', client, session);
    await screen.findByRole('listbox', { name: 'Threads' }, LOADED);
    expect(screen.getAllByRole('tab').map((t) => t.textContent?.replace(/\d+$/, ''))).toEqual([
      'Player chat',
    ]);
  });

  it('works by keyboard: J opens, M marks read, R + Ctrl+Enter replies, K goes back; all in the palette', async () => {
    const { client, session, calls } = chatServer();
    loggedIn(session, ['support.chat']);
    renderApp('/chat', client, session);
    await screen.findByRole('listbox', { name: 'Threads' }, LOADED);
    await userEvent.keyboard('j');
    await waitFor(() => expect(currentUrl()).toContain('thread=1'));
    await screen.findByRole('heading', { name: 'Asha Rao' });
    expect(currentScreenActions().map((a) => a.label)).toEqual(
      expect.arrayContaining([
        'Mark thread read: Asha Rao',
        'Close thread: Asha Rao',
        'Next thread',
        'Reply to thread',
      ]),
    );
    await userEvent.keyboard('m');
    await waitFor(() => expect(callsTo(calls, 'PUT', '/support/chat/threads/1/read')).toHaveLength(1));
    await userEvent.keyboard('r');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Reply' }));
    await userEvent.keyboard('Paid by evening{Control>}{Enter}{/Control}');
    await waitFor(() =>
      expect(callsTo(calls, 'POST', '/support/chat/threads/1/messages').map((c) => c.body)).toEqual([
        { body: 'Paid by evening' },
      ]),
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Reply' })).toHaveProperty('value', ''));
    await userEvent.keyboard('{Escape}j');
    await waitFor(() => expect(currentUrl()).toContain('thread=2'));
    expect(screen.getByRole('textbox', { name: 'Reply' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Reopen thread' })).toBeTruthy();
    await userEvent.keyboard('k');
    await waitFor(() => expect(currentUrl()).toContain('thread=1'));
  });
});

describe('Chat support reached by its reading-B paths', () => {
  const selectedTab = async () => {
    await screen.findByRole('listbox', { name: 'Threads' }, LOADED);
    return screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');
  };
  const lastThreadsQuery = (calls: Call[]) =>
    new URLSearchParams(callsTo(calls, 'GET', '/support/chat/threads?').at(-1)?.path.split('?')[1]);

  it('opens /support/systemchat on the System chat tab, keeping the query string', async () => {
    const { client, session, calls } = chatServer();
    loggedIn(session, ['support.chat', 'support.systemchat']);
    renderApp('/support/systemchat?search=Asha', client, session);
    await waitFor(() => expect(currentUrl()).toBe('/chat?search=Asha&kind=SYSTEM'));
    expect((await selectedTab())?.textContent).toMatch(/^System chat/);
    await waitFor(() => expect(lastThreadsQuery(calls).get('kind')).toBe('SYSTEM'));
    expect(lastThreadsQuery(calls).get('search')).toBe('Asha');
  });

  it('opens /support/chat on the Player chat tab', async () => {
    const { client, session, calls } = chatServer();
    loggedIn(session, ['support.chat', 'support.systemchat']);
    renderApp('/support/chat', client, session);
    await waitFor(() => expect(currentUrl()).toBe('/chat'));
    expect((await selectedTab())?.textContent).toMatch(/^Player chat/);
    await waitFor(() => expect(lastThreadsQuery(calls).get('kind')).toBe('USER'));
  });
});
