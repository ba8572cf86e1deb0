import type { ActionDef } from '../../app/actions/types';
import { titleText } from '../../screens/titles';
import { deleteViewDialog, openSaveViewDialog, type SavedView, savedViews } from '../../state/saved-views';
import {
  isModified,
  mayChange,
  openViewHere,
  resetView,
  saveViewChanges,
  toggleDefaultView,
  togglePinnedView,
} from './view-commands';
import { openView, savableScreen, screenById } from './view-controller';

/** 'View: Withdrawals · pending, largest first (shared by admin)'. */
export function viewEntryLabel(view: SavedView): string {
  const screen = screenById(view.screen);
  const shared = view.shared ? (view.mine ? ' (shared)' : ` (shared by ${view.author})`) : '';
  return `View: ${screen ? titleText(screen.titleKey) : view.screen} · ${view.name}${shared}`;
}

function openEntries(): ActionDef[] {
  return savedViews.value.flatMap((view) => {
    const screen = screenById(view.screen);
    if (!screen) return [];
    return [
      {
        id: `views.open.${view.viewId}`,
        label: viewEntryLabel(view),
        keywords: ['view', 'saved view', 'filter', screen.id, view.author],
        permission: screen.permission,
        needs: screen.needs,
        run: ({ navigate }) => openView(view, navigate),
      },
    ];
  });
}

/** Commands on the view the screen was opened from. */
function openViewCommands(): ActionDef[] {
  const view = openViewHere();
  if (!view) return [];
  const commands: ActionDef[] = [
    {
      id: 'views.default',
      label: view.isDefault ? `Stop landing on view: ${view.name}` : `Make view my default: ${view.name}`,
      keywords: ['view', 'default', 'arrival', 'land'],
      run: () => toggleDefaultView(view),
    },
    {
      id: 'views.pin',
      label: view.pinned
        ? `Unpin view from the sidebar: ${view.name}`
        : `Pin view in the sidebar: ${view.name}`,
      keywords: ['view', 'pin', 'sidebar', 'star'],
      run: () => togglePinnedView(view),
    },
    ...(mayChange(view)
      ? [
          {
            id: 'views.delete',
            label: `Delete view…: ${view.name}`,
            keywords: ['view', 'delete', 'remove'],
            run: () => {
              deleteViewDialog.value = view.viewId;
            },
          },
        ]
      : []),
  ];
  if (!isModified(view)) return commands;
  return [
    ...(mayChange(view)
      ? [
          {
            id: 'views.save-changes',
            label: `Save changes to view: ${view.name}`,
            keywords: ['view', 'save', 'update'],
            run: () => saveViewChanges(view),
          },
        ]
      : []),
    {
      id: 'views.reset',
      label: `Reset view: ${view.name}`,
      keywords: ['view', 'reset', 'revert', 'discard'],
      run: ({ navigate }) => resetView(view, navigate),
    },
    ...commands,
  ];
}

/** The palette's saved-view entries: save (Alt+V), one entry per view, and the open view's commands. */
export function savedViewActions(): ActionDef[] {
  return [
    {
      id: 'views.save',
      label: 'Save view…',
      keywords: ['view', 'save', 'filter', 'bookmark', 'save as new'],
      shortcut: 'Alt+V',
      when: () => savableScreen() !== undefined,
      run: () => openSaveViewDialog(),
    },
    ...openViewCommands(),
    ...openEntries(),
  ];
}
