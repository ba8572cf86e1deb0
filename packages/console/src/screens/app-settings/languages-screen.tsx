import type { Schemas } from '@backoffice/sdk';
import { type FormValues, rowActions } from '../../components/actions/row-action';
import { ListScreen } from '../../components/list/list-screen';
import { defineList } from '../../components/list/list-spec';
import type { ScreenProps } from '../screen-types';

type Language = Schemas['LanguageRow'];

const list = defineList('appSettings.listLanguages', {
  columns: [
    { field: 'code', header: 'Code', width: 110 },
    { field: 'name', header: 'Name', flex: 1 },
    { field: 'nativeName', header: 'Native name', flex: 1 },
    { field: 'isActive', header: 'Offered', kind: 'bool', width: 110 },
    { field: 'isDefault', header: 'Default', kind: 'bool', width: 110 },
  ],
  rowId: (row) => String(row.languageId),
});

const FIELDS = [
  { key: 'code', label: 'Code', placeholder: 'hi, mr-IN', help: 'A BCP 47 language tag.' },
  { key: 'name', label: 'Name' },
  { key: 'nativeName', label: 'Native name' },
  { key: 'isActive', label: 'Offered in the app', kind: 'switch' },
  { key: 'isDefault', label: 'Default language', kind: 'switch' },
] as const;

const body = (values: FormValues) => ({
  code: String(values.code ?? ''),
  name: String(values.name ?? ''),
  nativeName: String(values.nativeName ?? ''),
  isActive: values.isActive === true,
  isDefault: values.isDefault === true,
});

const ACTIONS = [
  rowActions<Language>({ invalidates: ['appSettings.listLanguages'] })({
    op: 'appSettings.updateLanguage',
    id: 'edit',
    label: 'Edit language…',
    keywords: ['update', 'change', 'default'],
    shortcut: 'Alt+E',
    form: { title: 'Edit language', fields: FIELDS, initial: (row) => ({ ...row }) },
    input: (row, values) => ({ languageId: row.languageId, ...body(values) }),
  }),
];

const SCREEN_ACTIONS = [
  rowActions<null>({ invalidates: ['appSettings.listLanguages'] })({
    op: 'appSettings.createLanguage',
    id: 'add',
    label: 'Add language…',
    keywords: ['new', 'create', 'translation'],
    shortcut: 'Alt+N',
    form: { title: 'Add language', fields: FIELDS, initial: () => ({ isActive: true }), submitLabel: 'Add' },
    input: (_, values) => body(values),
  }),
];

/** Languages of the player app: list, add, edit (one is the default). */
export default function LanguagesScreen(_: ScreenProps) {
  return (
    <ListScreen
      list={list}
      label="Languages"
      rowLabel={(row) => row.name}
      actions={ACTIONS}
      screenActions={SCREEN_ACTIONS}
      emptyText="No languages"
    />
  );
}
