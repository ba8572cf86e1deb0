import { rowActions } from '../../components/actions/row-action';
import type { Thread } from './thread-list';

const act = rowActions<Thread>({ invalidates: ['chat.threads', 'chat.unreadCounts'] });

/** What staff do to a thread; the palette and the keys apply them to the open thread. */
export const THREAD_ACTIONS = [
  act({
    op: 'chat.markRead',
    id: 'mark-read',
    label: 'Mark thread read',
    keywords: ['chat', 'unread', 'seen'],
    shortcut: 'M',
    when: (thread) => thread.unreadCount > 0,
    input: (thread) => ({ threadId: thread.threadId }),
  }),
  act({
    op: 'chat.setStatus',
    id: 'close',
    label: 'Close thread',
    keywords: ['chat', 'resolve', 'done'],
    shortcut: 'C',
    when: (thread) => thread.status === 'OPEN',
    input: (thread) => ({ threadId: thread.threadId, status: 'CLOSED' as const }),
  }),
  act({
    op: 'chat.setStatus',
    id: 'reopen',
    label: 'Reopen thread',
    keywords: ['chat', 'open again'],
    shortcut: 'O',
    when: (thread) => thread.status === 'CLOSED',
    input: (thread) => ({ threadId: thread.threadId, status: 'OPEN' as const }),
  }),
];

/** Sending a reply: the composer's text is the form value `body`. */
export const SEND = act({
  op: 'chat.send',
  id: 'send',
  label: 'Send message',
  when: (thread) => thread.status === 'OPEN',
  input: (thread, values) => ({ threadId: thread.threadId, body: String(values.body ?? '') }),
  invalidates: ['chat.messages'],
});
