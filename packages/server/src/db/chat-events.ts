/**
 * New chat messages and unread counts pushed to open consoles (the chat.events stream). In-process:
 * with several server instances behind a load balancer a console only hears the messages written
 * through its own instance (PostgreSQL LISTEN/NOTIFY would carry them across; not done here).
 */
import { EventEmitter } from 'node:events';

export interface ChatEvent {
  kind: 'USER' | 'SYSTEM';
  name: 'message' | 'unread';
  payload: unknown;
}

const bus = new EventEmitter();
bus.setMaxListeners(0);

export function publishChat(event: ChatEvent): void {
  bus.emit('chat', event);
}

export function subscribeChat(listener: (event: ChatEvent) => void): () => void {
  bus.on('chat', listener);
  return () => bus.off('chat', listener);
}
