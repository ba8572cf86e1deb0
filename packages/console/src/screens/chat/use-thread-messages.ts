import type { Schemas } from '@backoffice/sdk';
import { useEffect, useMemo, useState } from 'react';
import { runTask } from '../../app/actions/run-task';
import { useServices } from '../../app/services';
import { messagesFor } from '../../components/actions/messages';
import { callOperation } from '../../components/operations';
import { useOperation } from '../../components/use-operation';
import { type ChatMessage, onChatMessage } from '../../state/chat-feed';

type MessageList = Schemas['MessageList'];

const PAGE = 50;

/**
 * A thread's messages: the newest page (reloaded after a send), older pages on request, and the ones the
 * live stream brings meanwhile; one list, oldest first, each message once.
 */
export function useThreadMessages(threadId: number | null) {
  const { client } = useServices();
  const newest = useOperation<MessageList>(
    'chat.messages',
    threadId === null ? null : { threadId, limit: PAGE },
    ['chat.send'],
  );
  const [older, setOlder] = useState<MessageList | null>(null);
  const [live, setLive] = useState<readonly ChatMessage[]>([]);

  useEffect(() => {
    setOlder(null);
    setLive([]);
    if (threadId === null) return;
    return onChatMessage((message) => {
      if (message.threadId === threadId) setLive((current) => [...current, message]);
    });
  }, [threadId]);

  const messages = useMemo(() => {
    const byId = new Map<number, ChatMessage>();
    for (const message of [...(older?.rows ?? []), ...(newest.data?.rows ?? []), ...live])
      byId.set(message.messageId, message);
    return [...byId.values()].sort((a, b) => a.messageId - b.messageId);
  }, [older, newest.data, live]);

  const loadOlder = async () => {
    const first = messages[0]?.messageId;
    if (threadId === null || first === undefined) return;
    const result = await runTask(
      () => callOperation(client, 'chat.messages', { threadId, beforeId: first, limit: PAGE }),
      { failure: messagesFor('chat.messages').failure },
    );
    if (!result.ok) return;
    const page = result.value.data as MessageList;
    setOlder((current) => ({ rows: [...page.rows, ...(current?.rows ?? [])], hasMore: page.hasMore }));
  };

  return {
    status: newest.status,
    error: newest.status === 'error' ? newest.message : undefined,
    reload: newest.reload,
    messages,
    hasOlder: older ? older.hasMore : (newest.data?.hasMore ?? false),
    loadOlder,
  };
}
