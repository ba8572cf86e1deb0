import type { BackofficeClient } from '@backoffice/sdk';
import type { SavedView, ViewState } from '../../state/saved-views';
import { callOperation } from '../operations';

export interface NewView {
  screen: string;
  operation: string;
  name: string;
  shared: boolean;
  state: ViewState;
}

export interface ViewChange {
  name?: string;
  shared?: boolean;
  state?: ViewState;
}

export interface ViewMarks {
  pinned?: boolean;
  isDefault?: boolean;
}

/** Where views live: the host's views operations, or this browser's storage on a host without them. */
export interface ViewStore {
  list(): Promise<SavedView[]>;
  /** One view as a link opens it: the host refuses one the reader may not see (403). */
  get(viewId: number): Promise<SavedView | undefined>;
  create(view: NewView): Promise<SavedView>;
  update(viewId: number, change: ViewChange): Promise<SavedView>;
  remove(viewId: number): Promise<void>;
  mark(viewId: number, marks: ViewMarks): Promise<SavedView>;
}

export function hostViewStore(client: BackofficeClient): ViewStore {
  const call = async (id: string, input: unknown) => (await callOperation(client, id, input)).data;
  return {
    list: async () => ((await call('views.list', {})) as { rows: SavedView[] }).rows,
    get: async (viewId) => (await call('views.get', { viewId })) as SavedView,
    create: async (view) => (await call('views.create', view)) as SavedView,
    update: async (viewId, change) => (await call('views.update', { viewId, ...change })) as SavedView,
    remove: async (viewId) => {
      await call('views.delete', { viewId });
    },
    mark: async (viewId, marks) => (await call('views.mark', { viewId, ...marks })) as SavedView,
  };
}

export const BROWSER_VIEWS_KEY = 'backoffice.savedViews';

/** Personal views in this browser's storage: what a host without the views operations gets. */
export function browserViewStore(storage: Storage = window.localStorage): ViewStore {
  const read = (): SavedView[] => {
    try {
      const parsed = JSON.parse(storage.getItem(BROWSER_VIEWS_KEY) ?? '[]') as unknown;
      return Array.isArray(parsed) ? (parsed as SavedView[]) : [];
    } catch {
      return [];
    }
  };
  const write = (views: SavedView[]) => storage.setItem(BROWSER_VIEWS_KEY, JSON.stringify(views));
  const change = (viewId: number, apply: (view: SavedView, all: SavedView[]) => SavedView) => {
    const all = read();
    const current = all.find((view) => view.viewId === viewId);
    if (!current) throw new Error('View not found');
    const next = apply(current, all);
    write(all.map((view) => (view.viewId === viewId ? next : view)));
    return next;
  };
  return {
    list: async () => read(),
    get: async (viewId) => read().find((view) => view.viewId === viewId),
    create: async (view) => {
      const all = read();
      const created: SavedView = {
        ...view,
        shared: false,
        viewId: Math.max(0, ...all.map((v) => v.viewId)) + 1,
        author: 'you',
        mine: true,
        pinned: false,
        isDefault: false,
      };
      write([...all, created]);
      return created;
    },
    update: async (viewId, patch) => change(viewId, (view) => ({ ...view, ...patch, shared: false })),
    remove: async (viewId) => write(read().filter((view) => view.viewId !== viewId)),
    mark: async (viewId, marks) => {
      const marked = change(viewId, (view) => ({ ...view, ...marks }));
      if (marks.isDefault)
        write(
          read().map((view) =>
            view.screen === marked.screen && view.viewId !== viewId ? { ...view, isDefault: false } : view,
          ),
        );
      return marked;
    },
  };
}
