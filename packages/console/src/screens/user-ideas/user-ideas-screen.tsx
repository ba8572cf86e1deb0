import type { Schemas } from '@backoffice/sdk';
import { rowActions } from '../../components/actions/row-action';
import { ListScreen } from '../../components/list/list-screen';
import { defineList } from '../../components/list/list-spec';
import type { ScreenProps } from '../screen-types';

type Idea = Schemas['IdeaRow'];

const list = defineList('ideas.list', {
  filters: [{ key: 'search', kind: 'search', label: 'Search ideas' }],
  columns: [
    { field: 'ideaId', header: 'ID', kind: 'number', width: 80 },
    { field: 'idea', header: 'Idea', flex: 3 },
    { field: 'fullName', header: 'Player', flex: 1, text: (row) => row.fullName ?? '—' },
    { field: 'createdAt', header: 'Received', kind: 'datetime' },
  ],
  rowId: (row) => String(row.ideaId),
});

const ACTIONS = [
  rowActions<Idea>({ invalidates: ['ideas.list'] })({
    op: 'ideas.delete',
    id: 'delete',
    label: 'Delete idea…',
    keywords: ['remove'],
    shortcut: 'Alt+Delete',
    confirm: (row) => ({
      title: 'Delete idea',
      message: `Delete idea ${row.ideaId}${row.fullName ? ` from ${row.fullName}` : ''}? This cannot be undone.`,
      confirmLabel: 'Delete',
      danger: true,
    }),
    input: (row) => ({ ideaId: row.ideaId }),
  }),
];

const SCREEN_ACTIONS = [
  rowActions<null>({ invalidates: ['ideas.list'] })({
    op: 'ideas.create',
    id: 'add',
    label: 'Add idea…',
    keywords: ['new', 'create', 'suggestion'],
    shortcut: 'Alt+N',
    form: {
      title: 'Add idea',
      fields: [
        { key: 'idea', label: 'Idea', kind: 'textarea' },
        { key: 'userId', label: 'Player id (optional)', kind: 'number' },
      ],
      submitLabel: 'Add',
    },
    input: (_, values) => ({
      idea: String(values.idea ?? ''),
      ...(typeof values.userId === 'number' ? { userId: values.userId } : {}),
    }),
  }),
];

/** Ideas players sent: the total, list, add, delete. */
export default function UserIdeasScreen(_: ScreenProps) {
  return (
    <ListScreen
      list={list}
      label="User ideas"
      rowLabel={(row) => `idea ${row.ideaId}`}
      actions={ACTIONS}
      screenActions={SCREEN_ACTIONS}
      emptyText="No ideas yet"
      summary={(answer) => `Total ideas: ${(answer as { total?: number }).total ?? '–'}`}
    />
  );
}
