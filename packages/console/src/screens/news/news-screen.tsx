import type { Schemas } from '@backoffice/sdk';
import { type FormValues, rowActions } from '../../components/actions/row-action';
import { ListScreen } from '../../components/list/list-screen';
import { defineList } from '../../components/list/list-spec';
import type { ScreenProps } from '../screen-types';

type News = Schemas['NewsRow'];

const list = defineList('news.list', {
  filters: [{ key: 'search', kind: 'search', label: 'Search news' }],
  columns: [
    { field: 'newsId', header: 'ID', kind: 'number', width: 80 },
    { field: 'title', header: 'Title', flex: 1 },
    { field: 'body', header: 'Text', flex: 2 },
    { field: 'isActive', header: 'Shown', kind: 'bool', width: 100 },
    { field: 'updatedAt', header: 'Updated', kind: 'datetime' },
  ],
  rowId: (row) => String(row.newsId),
});

const FIELDS = [
  { key: 'title', label: 'Title' },
  { key: 'body', label: 'Text', kind: 'textarea' },
  { key: 'isActive', label: 'Shown in the app', kind: 'switch' },
] as const;

const input = (newsId: number | undefined, values: FormValues) => ({
  ...(newsId ? { newsId } : {}),
  title: String(values.title ?? ''),
  body: String(values.body ?? ''),
  isActive: values.isActive === true,
});

const act = rowActions<News>({ invalidates: ['news.list'] });

const ACTIONS = [
  act({
    op: 'news.update',
    id: 'edit',
    label: 'Edit news…',
    keywords: ['update', 'change'],
    shortcut: 'Alt+E',
    form: { title: 'Edit news', fields: FIELDS, initial: (row) => ({ ...row }) },
    input: (row, values) => input(row.newsId, values),
  }),
  act({
    op: 'news.delete',
    id: 'delete',
    label: 'Delete news…',
    keywords: ['remove'],
    shortcut: 'Alt+Delete',
    confirm: (row) => ({
      title: 'Delete news',
      message: `Delete "${row.title}"? Players will no longer see it.`,
      confirmLabel: 'Delete',
      danger: true,
    }),
    input: (row) => ({ newsId: row.newsId }),
  }),
];

const SCREEN_ACTIONS = [
  rowActions<null>({ invalidates: ['news.list'] })({
    op: 'news.update',
    id: 'add',
    label: 'Add news…',
    keywords: ['new', 'create', 'publish'],
    shortcut: 'Alt+N',
    form: { title: 'Add news', fields: FIELDS, initial: () => ({ isActive: true }), submitLabel: 'Add' },
    input: (_, values) => input(undefined, values),
  }),
];

/** News shown in the player app: list, add, edit, delete. */
export default function NewsScreen(_: ScreenProps) {
  return (
    <ListScreen
      list={list}
      label="News"
      rowLabel={(row) => row.title}
      actions={ACTIONS}
      screenActions={SCREEN_ACTIONS}
      emptyText="No news"
    />
  );
}
