import { ABOUT_HOST_PATH } from '../../components/not-offered';
import { openAccountDialog } from '../../state/account-dialog';
import { awaitingApproval } from '../../state/approvals';
import { requestArrival } from '../../state/arrival';
import { dueResults } from '../../state/due-results';
import { isOffered } from '../../state/host';
import { openPalette } from '../../state/palette';
import { toggleSidebar } from '../../state/sidebar';
import { toggleTheme } from '../../state/theme';
import type { ActionContext, ActionDef } from './types';

export function logout({ client, session, navigate }: ActionContext): void {
  // Revoke the token on the server when it offers that; the stored login goes either way.
  if (isOffered('auth.logout')) client.auth.logout().catch(() => undefined);
  session.clear();
  // What this console sent for approval belongs to the one signing out.
  awaitingApproval.value = [];
  navigate('/login', { replace: true });
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
    run: () => openPalette('?'),
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
      return next
        ? `Declare next due result: ${next.session ? `${next.providerName} ${next.session}` : next.providerName}`
        : 'Declare next due result';
    },
    keywords: ['result', 'overdue', 'alarm', 'declare', 'market board'],
    shortcut: 'Alt+Shift+D',
    permission: ['games.result', 'starline.result', 'jackpot.result'],
    needs: ['board.day'],
    when: () => dueResults.value.length > 0,
    run: ({ navigate }) => {
      const next = dueResults.value[0];
      if (!next) return;
      navigate(next.href);
      requestArrival();
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
