import {
  type BackofficeClient,
  type ChatStreamStatus,
  type PermissionKey,
  readChatEvents,
  type Schemas,
} from '@backoffice/sdk';
import { signal } from '@preact/signals-react';
import { sayIfRedirecting } from '../app/errors';
import { invalidate } from './invalidation';

export type ChatMessage = Schemas['MessageRow'];

/**
 * The live chat feed, one per logged-in console: the shell opens the stream (chat.events, read with
 * fetch and headers) for staff holding a chat key; the sidebar shows `chatUnreadTotal` and the chat
 * screen listens for messages. Every event marks the thread list and the counts stale.
 */
export const chatUnreadTotal = signal<number | null>(null);
export const chatFeedStatus = signal<ChatStreamStatus>('stopped');

const listeners = new Set<(message: ChatMessage) => void>();

/** Calls `listener` with every new message the stream brings; returns the unsubscribe function. */
export function onChatMessage(listener: (message: ChatMessage) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const CHAT_KEYS: readonly PermissionKey[] = ['support.chat', 'support.systemchat'];

/** Opens the stream until the returned function is called (logout, or the keys go away). */
export function startChatFeed(client: BackofficeClient): () => void {
  const stop = new AbortController();
  void readChatEvents(client, {
    signal: stop.signal,
    onStatus: (status, error) => {
      chatFeedStatus.value = status;
      // A refused token may meet the stream first: the user is sent to /login and told why.
      if (status === 'stopped' && error) sayIfRedirecting(error);
    },
    onEvent: (event) => {
      if (event.name === 'unread') chatUnreadTotal.value = event.counts.total;
      else for (const listener of listeners) listener(event.message);
      invalidate(['chat.threads', 'chat.unreadCounts']);
    },
  });
  return () => {
    stop.abort();
    chatUnreadTotal.value = null;
  };
}
