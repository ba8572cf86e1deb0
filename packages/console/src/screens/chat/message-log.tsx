import { useLayoutEffect, useRef } from 'react';
import { formatIst } from '../../components/format';
import type { ChatMessage } from '../../state/chat-feed';

interface Props {
  messages: readonly ChatMessage[];
  hasOlder: boolean;
  onLoadOlder: () => void;
}

/** A thread's messages, oldest first. Bodies are text (React escapes them): markup shows as typed. */
export function MessageLog({ messages, hasOlder, onLoadOlder }: Props) {
  const log = useRef<HTMLOListElement>(null);
  const newest = messages.at(-1)?.messageId;
  // Follow the conversation: a new message scrolls into view.
  useLayoutEffect(() => {
    if (newest !== undefined && log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [newest]);
  return (
    <>
      {hasOlder ? (
        <button type="button" className="chat-older" onClick={onLoadOlder}>
          Load older messages
        </button>
      ) : null}
      <ol className="chat-log" role="log" aria-label="Messages" ref={log}>
        {messages.map((message) => (
          <li key={message.messageId} className="chat-message" data-sender={message.sender}>
            <span className="chat-sender">{message.senderName}</span>
            <time dateTime={message.createdAt}>{formatIst(message.createdAt)}</time>
            <p className="chat-body">{message.body}</p>
          </li>
        ))}
        {messages.length === 0 ? <li className="empty">No messages in this thread yet</li> : null}
      </ol>
    </>
  );
}
