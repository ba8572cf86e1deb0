import { type KeyboardEvent, useLayoutEffect, useRef } from 'react';
import { formatIst } from '../../components/format';
import { offerArrivalFocus } from '../../state/arrival';
import type { Thread } from './thread-list';

interface Props {
  threads: readonly Thread[];
  openId: number | null;
  onOpen: (thread: Thread) => void;
}

const MOVES: Record<string, (at: number, count: number) => number> = {
  ArrowDown: (at, count) => Math.min(at + 1, count - 1),
  ArrowUp: (at) => Math.max(at - 1, 0),
  Home: () => 0,
  End: (_, count) => count - 1,
};

export const threadOptionId = (threadId: number) => `chat-thread-${threadId}`;

/** The threads as a listbox: arrows, Home and End open the next thread; unread ones say how many. */
export function ThreadPicker({ threads, openId, onOpen }: Props) {
  const at = threads.findIndex((t) => t.threadId === openId);
  // Arriving at Chat support: focus on the threads, where J/K and the arrows work (not the search box).
  const list = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    return offerArrivalFocus({ kind: 'grid', element, focus: () => element.focus() });
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    const move = MOVES[event.key];
    if (!move || threads.length === 0) return;
    event.preventDefault();
    const next = threads[move(Math.max(at, 0), threads.length)];
    if (next) onOpen(next);
  };
  return (
    <div
      ref={list}
      className="chat-threads"
      role="listbox"
      aria-label="Threads"
      tabIndex={0}
      aria-activedescendant={openId && at >= 0 ? threadOptionId(openId) : undefined}
      onKeyDown={onKeyDown}
    >
      {threads.map((thread) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox owns the keys (arrows, Home, End).
        <div
          key={thread.threadId}
          tabIndex={-1}
          id={threadOptionId(thread.threadId)}
          role="option"
          aria-selected={thread.threadId === openId}
          className="chat-thread"
          data-unread={thread.unreadCount > 0 || undefined}
          onClick={() => onOpen(thread)}
        >
          <span className="chat-thread-name">{thread.fullName ?? `Thread ${thread.threadId}`}</span>
          {thread.unreadCount > 0 ? (
            <span className="chat-unread">
              {thread.unreadCount}
              <span className="visually-hidden"> unread</span>
            </span>
          ) : null}
          <span className="chat-thread-last">{thread.lastMessage ?? 'No messages yet'}</span>
          <span className="chat-thread-meta">
            {thread.status === 'CLOSED' ? 'Closed · ' : ''}
            {formatIst(thread.lastMessageAt)}
          </span>
        </div>
      ))}
    </div>
  );
}
