import { useSignals } from '@preact/signals-react/runtime';
import type { RefObject } from 'react';
import { holdsAny } from '../../app/permissions';
import { actionLabel } from '../../components/actions/row-action';
import { useRunRowAction } from '../../components/actions/use-row-actions';
import { LoadError } from '../../components/load-error';
import { operationPermission } from '../../components/operations';
import { sessionSignal } from '../../state/session';
import { MessageLog } from './message-log';
import { THREAD_ACTIONS } from './thread-actions';
import type { Thread } from './thread-list';
import { useThreadMessages } from './use-thread-messages';

export const MAX_MESSAGE = 2000;

interface Props {
  thread: Thread;
  draft: string;
  onDraft: (text: string) => void;
  onSend: () => void;
  composer: RefObject<HTMLTextAreaElement | null>;
}

/** The open thread: who it is with, its actions, the conversation and the reply box. */
export function ThreadPanel({ thread, draft, onDraft, onSend, composer }: Props) {
  useSignals();
  const held = sessionSignal.value?.permission;
  const run = useRunRowAction();
  const messages = useThreadMessages(thread.threadId);
  const tooLong = draft.length > MAX_MESSAGE;
  const closed = thread.status === 'CLOSED';
  const name = thread.fullName ?? `Thread ${thread.threadId}`;
  return (
    <section className="chat-panel" aria-label={`Conversation with ${name}`}>
      <header className="chat-panel-head">
        <h2>{name}</h2>
        <span className="muted">
          {thread.userId === null ? '' : `User ${thread.userId} · `}
          {closed ? 'Closed' : 'Open'}
        </span>
        <div className="chat-panel-actions">
          {THREAD_ACTIONS.filter(
            (action) => holdsAny(held, operationPermission(action.op)) && (action.when?.(thread) ?? true),
          ).map((action) => (
            <button key={action.id} type="button" onClick={() => run(action, thread)}>
              {actionLabel(action, thread)}
            </button>
          ))}
        </div>
      </header>
      {messages.error ? (
        <LoadError message={messages.error} onRetry={messages.reload} />
      ) : messages.status === 'loading' && messages.messages.length === 0 ? (
        <p className="muted">Loading messages…</p>
      ) : (
        <MessageLog
          messages={messages.messages}
          hasOlder={messages.hasOlder}
          onLoadOlder={messages.loadOlder}
        />
      )}
      <form
        className="chat-composer"
        onSubmit={(event) => {
          event.preventDefault();
          onSend();
        }}
      >
        <label htmlFor="chat-reply">Reply</label>
        <textarea
          id="chat-reply"
          ref={composer}
          value={draft}
          disabled={closed}
          rows={3}
          placeholder={
            closed
              ? 'This thread is closed: reopen it (O) to reply'
              : 'Type a reply · Ctrl+Enter sends · Esc leaves'
          }
          aria-invalid={tooLong || undefined}
          aria-describedby="chat-reply-note"
          onChange={(event) => onDraft(event.target.value)}
          // Esc leaves the reply box, so the thread's one-key shortcuts work again.
          onKeyDown={(event) => {
            if (event.key === 'Escape') event.currentTarget.blur();
          }}
        />
        <p id="chat-reply-note" className={tooLong ? 'field-error' : 'muted'}>
          {tooLong
            ? `Message: at most ${MAX_MESSAGE} characters (${draft.length} typed)`
            : `${draft.length}/${MAX_MESSAGE}`}
        </p>
        <button type="submit" className="primary" disabled={closed || tooLong || draft.trim() === ''}>
          Send
        </button>
      </form>
    </section>
  );
}
