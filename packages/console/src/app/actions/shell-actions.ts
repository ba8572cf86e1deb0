import { type DueResult, slotName } from '../../components/game/board-time';
import { ABOUT_HOST_PATH } from '../../components/not-offered';
import { openAccountDialog } from '../../state/account-dialog';
import { awaitingApproval } from '../../state/approvals';
import { requestArrival } from '../../state/arrival';
import { dueResults, nextDueResult } from '../../state/due-results';
import { isOffered } from '../../state/host';
import { openPalette } from '../../state/palette';
import { openShortcutHelp } from '../../state/shortcut-help';
import { toggleSidebar } from '../../state/sidebar';
import { toggleTheme } from '../../state/theme';
import { showInfoToast } from '../errors';
import type { ActionContext, ActionDef } from './types';

export function logout({ client, session, navigate }: ActionContext): void {
  // Revoke the token on the server when it offers that; the stored login goes either way.
  if (isOffered('auth.logout')) client.auth.logout().catch(() => undefined);
  session.clear();
  // What this console sent for approval belongs to the one signing out.
  awaitingApproval.value = [];
  navigate('/login', { replace: true });
}

/** What "Declare next due result" says when nothing is due: the next result due today, if any. */
export function nothingDueText(next: DueResult | null): string {
  return next
    ? `Nothing is due now; next due: ${slotName(next)} at ${next.resultDue}`
    : 'Nothing is due now, and no result is due later today';
}

/** Commands of the frame itself. */
export const SHELL_ACTIONS: readonly ActionDef[] = [
  {
    id: 'shell.palette',
    label: 'Open command palette',
    keywords: ['search', 'command', 'go to'],
    shortcut: 'Mod+K',
    run: () => openPalette(),
  },
  {
    id: 'shell.toggle-sidebar',
    label: 'Toggle sidebar',
    keywords: ['menu', 'collapse', 'expand', 'navigation'],
    shortcut: 'Mod+B',
    run: () => toggleSidebar(),
  },
  {
    id: 'shell.shortcuts',
    label: 'Show keyboard shortcuts',
    keywords: ['help', 'keys', 'keyboard', '?'],
    shortcut: '?',
    run: () => openShortcutHelp(),
  },
  {
    id: 'shell.toggle-theme',
    label: 'Toggle light/dark theme',
    keywords: ['dark', 'light', 'theme', 'appearance'],
    shortcut: 'Mod+Shift+L',
    run: () => toggleTheme(),
  },
  {
    id: 'shell.declare-next-due',
    get label() {
      const next = dueResults.value[0];
      return next ? `Declare next due result: ${slotName(next)}` : 'Declare next due result';
    },
    keywords: ['result', 'overdue', 'alarm', 'declare', 'market board', 'next', 'due'],
    shortcut: 'Alt+Shift+D',
    permission: ['games.result', 'starline.result', 'jackpot.result'],
    needs: ['board.day'],
    // Offered even when nothing is due: it says so, and what is due next, instead of doing nothing.
    run: ({ navigate }) => {
      const next = dueResults.value[0];
      if (next) {
        navigate(next.href);
        requestArrival();
        return;
      }
      showInfoToast(nothingDueText(nextDueResult.value));
    },
  },
  {
    id: 'account.sessions',
    label: 'Your sessions',
    keywords: ['sessions', 'devices', 'sign out', 'other browsers', 'security'],
    needs: ['auth.sessions'],
    run: () => openAccountDialog('sessions'),
  },
  {
    id: 'account.second-factor',
    label: 'Set up two-factor sign-in',
    keywords: ['2fa', 'totp', 'authenticator', 'second factor', 'security', 'otp'],
    needs: ['auth.secondFactor'],
    run: () => openAccountDialog('second-factor'),
  },
  {
    id: 'account.sign-in-policy',
    label: 'Sign-in policy…',
    keywords: ['2fa', 'second factor', 'money keys', 'security', 'policy'],
    permission: ['masters.manageEmployee'],
    needs: ['employees.signInPolicy'],
    run: () => openAccountDialog('sign-in-policy'),
  },
  {
    id: 'shell.about-host',
    label: 'About this host',
    keywords: ['host', 'capabilities', 'operations', 'offered', 'operation map', 'version', 'server'],
    run: ({ navigate }) => navigate(ABOUT_HOST_PATH),
  },
  {
    id: 'shell.logout',
    label: 'Logout',
    keywords: ['sign out', 'log out', 'exit'],
    run: logout,
  },
];
