/**
 * Chat support (/chat; reading B /support/chat, and /support/systemchat, which opens the System chat tab
 * as /chat?kind=SYSTEM): player and system threads per the staff member's keys, with unread counts, search and open/closed status; a thread's conversation,
 * reply, mark read, close and reopen. New messages arrive live over the shell's chat stream. Every action
 * is in the palette for the open thread and on a key: J/K next/previous thread, R reply, Ctrl+Enter send,
 * M mark read, C close, O reopen.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { ActionDef } from '../../app/actions/types';
import { useServices } from '../../app/services';
import { newIntent, runIntent } from '../../components/actions/action-runner';
import { toActionDefs, useRegisterActions } from '../../components/actions/use-row-actions';
import { Pager } from '../../components/data-grid/pager';
import { FilterBar } from '../../components/list/filter-bar';
import { useList } from '../../components/list/use-list';
import { LoadError } from '../../components/load-error';
import { CHAT_KEYS, chatFeedStatus } from '../../state/chat-feed';
import { focusRecord } from '../../state/scope';
import { sessionSignal } from '../../state/session';
import type { ScreenProps } from '../screen-types';
import { SEND, THREAD_ACTIONS } from './thread-actions';
import { type Thread, threadList } from './thread-list';
import { MAX_MESSAGE, ThreadPanel } from './thread-panel';
import { ThreadPicker } from './thread-picker';

const OWNER = 'chat.thread';
const FEED_TEXT = { connecting: 'Connecting…', open: 'Live', retrying: 'Reconnecting…', stopped: 'Not live' };

export default function ChatScreen(_: ScreenProps) {
  useSignals();
  const { client } = useServices();
  const held = sessionSignal.value?.permission;
  const heldKey = (held ?? []).join(',');
  const spec = useMemo(() => threadList(held), [heldKey]);
  const list = useList(spec);
  const threads = list.rows ?? [];
  const search = useSearch();
  const [location, navigate] = useLocation();
  const openId = Number(new URLSearchParams(search).get('thread')) || null;
  // The open thread stays open when a search or page leaves it off the list.
  const lastOpen = useRef<Thread | null>(null);
  const open =
    threads.find((t) => t.threadId === openId) ??
    (lastOpen.current?.threadId === openId ? lastOpen.current : null);
  lastOpen.current = open;
  const [draft, setDraft] = useState('');
  const composer = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (open) focusRecord(OWNER, open.fullName ?? `thread ${open.threadId}`, open);
  }, [open]);
  useEffect(() => setDraft(''), [openId]);

  const openThread = (thread: Thread, replace = false) => {
    const params = new URLSearchParams(window.location.search);
    params.set('thread', String(thread.threadId));
    navigate(`${location}?${params}`, { replace });
  };
  const step = (by: number) => {
    const at = threads.findIndex((t) => t.threadId === openId);
    const next = threads[at < 0 ? 0 : Math.max(0, Math.min(threads.length - 1, at + by))];
    if (next) openThread(next, true);
  };
  const canSend = open?.status === 'OPEN' && draft.trim() !== '' && draft.length <= MAX_MESSAGE;
  const send = async () => {
    if (!open || !canSend) return;
    const result = await runIntent(client, newIntent(SEND, open), { body: draft });
    if (result.ok) setDraft('');
  };

  const panelActions: ActionDef[] = [
    {
      id: 'chat.next',
      label: 'Next thread',
      keywords: ['chat', 'down'],
      shortcut: 'J',
      permission: CHAT_KEYS,
      when: () => threads.length > 0,
      run: () => step(1),
    },
    {
      id: 'chat.previous',
      label: 'Previous thread',
      keywords: ['chat', 'up'],
      shortcut: 'K',
      permission: CHAT_KEYS,
      when: () => threads.length > 0,
      run: () => step(-1),
    },
    {
      id: 'chat.reply',
      label: 'Reply to thread',
      keywords: ['chat', 'write', 'answer'],
      shortcut: 'R',
      permission: CHAT_KEYS,
      when: () => open?.status === 'OPEN',
      run: () => composer.current?.focus(),
    },
    {
      id: 'chat.send',
      label: 'Send message',
      keywords: ['chat', 'reply'],
      shortcut: 'Mod+Enter',
      permission: CHAT_KEYS,
      when: () => canSend,
      run: send,
    },
  ];
  const defs = useMemo(
    () => [...toActionDefs(OWNER, THREAD_ACTIONS), ...panelActions],
    [threads, open, draft],
  );
  useRegisterActions(OWNER, defs);

  return (
    <div className="screen chat-desk">
      <FilterBar filters={spec.filters} list={list}>
        <p className="chat-live muted" aria-live="polite">
          {FEED_TEXT[chatFeedStatus.value]}
        </p>
        <div className="chat-columns">
          <div className="chat-list" aria-busy={list.status === 'loading'}>
            {list.status === 'error' ? (
              <LoadError message={list.message} onRetry={list.reload} />
            ) : list.status === 'loading' && threads.length === 0 ? (
              <p className="muted">Loading threads…</p>
            ) : threads.length === 0 ? (
              <p className="empty">No chat threads</p>
            ) : (
              <ThreadPicker threads={threads} openId={openId} onOpen={(t) => openThread(t)} />
            )}
            {list.pagination ? (
              <Pager
                label="Chat threads"
                pagination={list.pagination}
                onPageChange={(page) => list.setQuery({ page })}
              />
            ) : null}
          </div>
          {open ? (
            <ThreadPanel thread={open} draft={draft} onDraft={setDraft} onSend={send} composer={composer} />
          ) : (
            <p className="chat-panel empty">Pick a thread (J/K or the arrows) to read and reply.</p>
          )}
        </div>
        <p className="muted keyboard-hint">
          J/K next/previous thread · R reply · Ctrl+Enter send · M mark read · C close · O reopen
        </p>
      </FilterBar>
    </div>
  );
}
