import { toCamelKeys } from '@backoffice/sdk';
import { describe, expect, it } from 'vitest';
import { SHELL_ACTIONS } from '../src/app/actions/shell-actions';
import { shortcutClashes } from '../src/app/actions/shortcut';
import { toActionDefs } from '../src/components/actions/use-row-actions';
import { DASHBOARD_ACTIONS } from '../src/screens/dashboard/dashboard-actions';
import { DETAIL_ACTIONS, USER_ACTIONS } from '../src/screens/users/users-actions';
import { focusRecord } from '../src/state/scope';
import { wireUser } from './wire-user';

const visible = (actions: readonly { id: string; shortcut?: string; when?: () => boolean }[]) =>
  actions.filter((action) => action.when?.() ?? true);

describe('one key, one command, in every scope', () => {
  it('finds two actions on one key', () => {
    expect(
      shortcutClashes([{ id: 'a', shortcut: 'Alt+X' }, { id: 'b', shortcut: 'alt+x' }, { id: 'c' }]),
    ).toEqual(['alt+x: a, b']);
  });

  it('has no clash on the dashboard', () => {
    expect(shortcutClashes(visible([...SHELL_ACTIONS, ...DASHBOARD_ACTIONS]))).toEqual([]);
  });

  it('has no clash on Users (list and details) for a registered, a watched and a blocked player', () => {
    const defs = [
      ...toActionDefs('users.list', USER_ACTIONS),
      ...toActionDefs('drawer:user', [...USER_ACTIONS, ...DETAIL_ACTIONS]),
    ];
    for (const player of [
      wireUser(1, 'REGISTERED'),
      wireUser(2, 'REGISTERED', { to_watch: true, can_switch_device: true }),
      wireUser(3, 'BLOCKED', { starline_blocked: true }),
    ]) {
      for (const owner of ['users.list', 'drawer:user']) {
        focusRecord(owner, 'a player', toCamelKeys(player));
        expect(shortcutClashes(visible([...SHELL_ACTIONS, ...defs]))).toEqual([]);
      }
    }
  });

  it('keeps a toggle pair on one key apart by the row (offer / stop offering a reason)', () => {
    const pair = [
      {
        id: 'offer',
        op: 'manualFunds.updateStatus',
        label: 'Offer',
        when: (r: { on: boolean }) => !r.on,
        input: () => ({}),
      },
      {
        id: 'stop',
        op: 'manualFunds.updateStatus',
        label: 'Stop',
        when: (r: { on: boolean }) => r.on,
        input: () => ({}),
      },
    ].map((action) => ({ ...action, shortcut: 'Alt+O' }));
    const defs = toActionDefs('reasons', pair);
    for (const row of [{ on: true }, { on: false }]) {
      focusRecord('reasons', 'a reason', row);
      expect(shortcutClashes([...SHELL_ACTIONS, ...defs].filter((d) => d.when?.() ?? true))).toEqual([]);
    }
  });
});
