import type { Schemas } from '@backoffice/sdk';
import { type FormValues, rowActions } from '../../components/actions/row-action';
import { ListScreen } from '../../components/list/list-screen';
import { defineList } from '../../components/list/list-spec';
import type { ScreenProps } from '../screen-types';

type Notification = Schemas['NotificationRow'];

const list = defineList('notifications.list', {
  filters: [{ key: 'search', kind: 'search', label: 'Search notifications' }],
  columns: [
    { field: 'notificationId', header: 'ID', kind: 'number', width: 80 },
    { field: 'title', header: 'Title', flex: 1 },
    { field: 'body', header: 'Message', flex: 2 },
    {
      field: 'audience',
      header: 'To',
      width: 140,
      text: (row) => (row.audience === 'ALL' ? 'All players' : `Player ${row.userId}`),
    },
    { field: 'sentCount', header: 'Sent', kind: 'number', width: 90 },
    { field: 'status', header: 'Status', width: 110 },
    { field: 'createdAt', header: 'Sent at', kind: 'datetime' },
  ],
  rowId: (row) => String(row.notificationId),
});

const audienceText = (audience: unknown, userId: unknown) =>
  audience === 'USER' ? `player ${String(userId ?? '?')}` : 'every player';

const act = rowActions<Notification>({ invalidates: ['notifications.list'] });

const ACTIONS = [
  act({
    op: 'notifications.resend',
    id: 'resend',
    label: 'Resend notification…',
    keywords: ['send again', 'push'],
    shortcut: 'Alt+R',
    when: (row) => row.status !== 'DELETED',
    confirm: (row) => ({
      title: 'Resend notification',
      message: `Send "${row.title}" again to ${audienceText(row.audience, row.userId)}?`,
      confirmLabel: 'Resend',
    }),
    input: (row) => ({ notificationId: row.notificationId }),
  }),
  act({
    op: 'notifications.delete',
    id: 'delete',
    label: 'Delete notification…',
    keywords: ['remove'],
    shortcut: 'Alt+Delete',
    when: (row) => row.status !== 'DELETED',
    confirm: (row) => ({
      title: 'Delete notification',
      message: `Delete "${row.title}"? It leaves the players' notification lists.`,
      confirmLabel: 'Delete',
      danger: true,
    }),
    input: (row) => ({ notificationId: row.notificationId }),
  }),
];

const sendInput = (values: FormValues) => ({
  title: String(values.title ?? ''),
  body: String(values.body ?? ''),
  audience: values.audience === 'USER' ? ('USER' as const) : ('ALL' as const),
  ...(values.audience === 'USER' && typeof values.userId === 'number' ? { userId: values.userId } : {}),
});

const SCREEN_ACTIONS = [
  rowActions<null>({ invalidates: ['notifications.list'] })({
    op: 'notifications.send',
    id: 'send',
    label: 'Send notification…',
    keywords: ['new', 'push', 'message', 'broadcast'],
    shortcut: 'Alt+N',
    form: {
      title: 'Send notification',
      fields: [
        { key: 'title', label: 'Title' },
        { key: 'body', label: 'Message', kind: 'textarea' },
        {
          key: 'audience',
          label: 'Send to',
          kind: 'select',
          options: [
            { value: 'ALL', label: 'All players' },
            { value: 'USER', label: 'One player' },
          ],
        },
        { key: 'userId', label: 'Player id (for one player)', kind: 'number' },
      ],
      initial: () => ({ audience: 'ALL' }),
      submitLabel: 'Review',
    },
    confirm: (_, values) => ({
      title: 'Send notification',
      message: `Send "${String(values.title ?? '')}" to ${audienceText(values.audience, values.userId)}? It reaches their phones at once.`,
      confirmLabel: 'Send',
    }),
    input: (_, values) => sendInput(values),
  }),
];

/** Push notifications to players: list, send (asks first), resend, delete. */
export default function NotificationsScreen(_: ScreenProps) {
  return (
    <ListScreen
      list={list}
      label="Notifications"
      rowLabel={(row) => row.title}
      actions={ACTIONS}
      screenActions={SCREEN_ACTIONS}
      emptyText="No notifications sent"
    />
  );
}
