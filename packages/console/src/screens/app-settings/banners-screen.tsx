import { ENUMS, type Schemas } from '@backoffice/sdk';
import { type FormValues, rowActions } from '../../components/actions/row-action';
import { ListScreen } from '../../components/list/list-screen';
import { defineList } from '../../components/list/list-spec';
import type { ScreenProps } from '../screen-types';

type Banner = Schemas['BannerRow'];

const MAX_BYTES = 2 * 1024 * 1024;

const list = defineList('appSettings.listBanners', {
  columns: [
    { field: 'sortOrder', header: 'Order', kind: 'number', width: 90 },
    { field: 'title', header: 'Title', flex: 1 },
    { field: 'link', header: 'Link', flex: 1, text: (row) => row.link ?? '—' },
    { field: 'contentType', header: 'Type', width: 120 },
    {
      field: 'sizeBytes',
      header: 'Size',
      width: 100,
      text: (row) => `${Math.ceil(row.sizeBytes / 1024)} KB`,
    },
    { field: 'isActive', header: 'Shown', kind: 'bool', width: 100 },
    { field: 'createdAt', header: 'Uploaded', kind: 'datetime' },
  ],
  rowId: (row) => String(row.bannerId),
});

const DETAILS = [
  { key: 'title', label: 'Title' },
  {
    key: 'link',
    label: 'Link',
    placeholder: 'https://…',
    help: 'Where a tap on the banner leads; may be empty.',
  },
  { key: 'sortOrder', label: 'Display order', kind: 'number' },
] as const;

const act = rowActions<Banner>({ invalidates: ['appSettings.listBanners'] });

const ACTIONS = [
  act({
    op: 'appSettings.updateBanner',
    id: 'edit',
    label: 'Edit banner…',
    keywords: ['update', 'order', 'hide', 'show'],
    shortcut: 'Alt+E',
    form: {
      title: 'Edit banner',
      fields: [...DETAILS, { key: 'isActive', label: 'Shown in the app', kind: 'switch' }],
      initial: (row) => ({ ...row, link: row.link ?? '' }),
    },
    input: (row, values) => ({
      bannerId: row.bannerId,
      title: String(values.title ?? ''),
      link: typeof values.link === 'string' && values.link ? values.link : null,
      sortOrder: typeof values.sortOrder === 'number' ? values.sortOrder : 0,
      isActive: values.isActive === true,
    }),
  }),
  act({
    op: 'appSettings.deleteBanner',
    id: 'delete',
    label: 'Delete banner…',
    keywords: ['remove'],
    shortcut: 'Alt+Delete',
    confirm: (row) => ({
      title: 'Delete banner',
      message: `Delete the banner "${row.title}"? Its image is removed too.`,
      confirmLabel: 'Delete',
      danger: true,
    }),
    input: (row) => ({ bannerId: row.bannerId }),
  }),
];

function uploadForm(values: FormValues): FormData {
  const form = new FormData();
  if (values.image instanceof File) form.append('image', values.image);
  form.append('title', String(values.title ?? ''));
  if (typeof values.link === 'string' && values.link) form.append('link', values.link);
  if (typeof values.sortOrder === 'number') form.append('sort_order', String(values.sortOrder));
  return form;
}

const SCREEN_ACTIONS = [
  rowActions<null>({ invalidates: ['appSettings.listBanners'] })({
    op: 'appSettings.createBanner',
    id: 'upload',
    label: 'Upload banner…',
    keywords: ['new', 'add', 'image', 'create'],
    shortcut: 'Alt+N',
    form: {
      title: 'Upload banner',
      fields: [
        {
          key: 'image',
          label: 'Image',
          kind: 'file',
          accept: ENUMS.BannerContentType.join(','),
          maxBytes: MAX_BYTES,
          help: 'PNG, JPEG or WebP, at most 2 MB.',
        },
        ...DETAILS,
      ],
      submitLabel: 'Upload',
    },
    input: (_, values) => uploadForm(values),
  }),
];

/** Banners of the player app: list, upload (type and size checked first, with a preview), edit, delete. */
export default function BannersScreen(_: ScreenProps) {
  return (
    <ListScreen
      list={list}
      label="Banners"
      rowLabel={(row) => row.title}
      actions={ACTIONS}
      screenActions={SCREEN_ACTIONS}
      emptyText="No banners"
    />
  );
}
