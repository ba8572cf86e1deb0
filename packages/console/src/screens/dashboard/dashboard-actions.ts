import { signal } from '@preact/signals-react';
import type { ActionDef } from '../../app/actions/types';

/** Bumped to reload every dashboard panel. */
export const dashboardRound = signal(0);

export const DASHBOARD_ACTIONS: readonly ActionDef[] = [
  {
    id: 'dashboard.reload',
    label: 'Reload dashboard',
    keywords: ['refresh', 'counts', 'graphs'],
    shortcut: 'Alt+R',
    permission: ['dashboard'],
    run: () => {
      dashboardRound.value += 1;
    },
  },
];
