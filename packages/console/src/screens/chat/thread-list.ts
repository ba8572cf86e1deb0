import type { PermissionKey, Schemas } from '@backoffice/sdk';
import { holdsAny } from '../../app/permissions';
import { defineList } from '../../components/list/list-spec';

export type Thread = Schemas['ThreadRow'];
export type ThreadKind = Thread['kind'];
type Counts = Schemas['ChatUnreadCounts'];

const KINDS: readonly { value: ThreadKind; label: string; key: PermissionKey }[] = [
  { value: 'USER', label: 'Player chat', key: 'support.chat' },
  { value: 'SYSTEM', label: 'System chat', key: 'support.systemchat' },
];

/** The threads list: one tab per kind the staff member holds the key for, with its unread count. */
export function threadList(held: readonly PermissionKey[] | undefined) {
  const kinds = KINDS.filter((kind) => holdsAny(held, [kind.key]));
  return defineList('chat.threads', {
    filters: [
      {
        key: 'kind',
        kind: 'tabs',
        label: 'Chat kinds',
        initial: kinds[0]?.value ?? 'USER',
        options: kinds.map(({ value, label }) => ({ value, label })),
        counts: {
          op: 'chat.unreadCounts',
          count: (answer, kind) => (kind === 'SYSTEM' ? (answer as Counts).system : (answer as Counts).user),
        },
      },
      { key: 'search', kind: 'search', label: 'Search chats', placeholder: 'Name, phone or user id' },
      {
        key: 'unreadOnly',
        kind: 'select',
        label: 'Show',
        anyLabel: 'All threads',
        options: [{ value: 'true', label: 'Unread only' }],
      },
    ],
    perPage: 20,
    columns: [],
    rowId: (row) => String(row.threadId),
    dependsOn: ['chat.markRead', 'chat.setStatus', 'chat.send'],
  });
}
