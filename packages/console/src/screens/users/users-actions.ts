import { playerWalletUrl } from '../../app/links';
import { historyAction } from '../../components/actions/history-action';
import { type FormValues, type LinkAction, rowActions } from '../../components/actions/row-action';
import {
  isBlockedStage,
  type UserDetails,
  type UserMarkets,
  type UserPermissions,
  type UserRow,
} from './users-types';

const act = rowActions<UserRow>({ invalidates: ['users.list', 'users.details'] });

const text = (value: unknown) => String(value ?? '').trim();

/** Every action on a player: the row menu, the details toolbar, the palette and shortcuts. */
export const USER_ACTIONS = [
  {
    id: 'wallet',
    label: "Go to player's wallet",
    keywords: ['wallet', 'balance', 'credit', 'debit', 'transactions'],
    shortcut: 'Alt+G',
    permission: ['wallet.viewWallet'],
    href: (user: UserRow) => playerWalletUrl(user.userId),
  } satisfies LinkAction<UserRow>,
  historyAction<UserRow>('player', (user) => user.userId),
  act({
    op: 'users.setWatchlist',
    id: 'watchlist.add',
    label: 'Add to watchlist…',
    keywords: ['watch', 'flag', 'suspicious'],
    shortcut: 'Alt+W',
    when: (user) => !user.toWatch,
    form: {
      title: (user) => `Add ${user.fullName} to the watchlist`,
      fields: [{ key: 'reason', label: 'Reason (optional)', kind: 'textarea' }],
      submitLabel: 'Add to watchlist',
    },
    input: (user, values) => ({
      userId: user.userId,
      status: true,
      reason: text(values.reason) || undefined,
    }),
  }),
  act({
    op: 'users.setWatchlist',
    id: 'watchlist.remove',
    label: 'Remove from watchlist',
    keywords: ['watch', 'unflag'],
    shortcut: 'Alt+W',
    when: (user) => user.toWatch,
    input: (user) => ({ userId: user.userId, status: false }),
  }),
  act({
    op: 'users.block',
    id: 'block',
    label: 'Block user…',
    keywords: ['ban', 'suspend', 'risk', 'device'],
    shortcut: 'Alt+B',
    when: (user) => !isBlockedStage(user.stage),
    toFirstPage: true,
    form: {
      title: (user) => `Block ${user.fullName}`,
      fields: [
        {
          key: 'blockType',
          label: 'Block type',
          kind: 'select',
          options: [
            { value: 'TEMPORARY', label: 'Temporary (blocked)' },
            { value: 'PERMANENT', label: 'Permanent (banned)' },
          ],
        },
        { key: 'reason', label: 'Reason', kind: 'textarea' },
        {
          key: 'riskLevel',
          label: 'Risk level',
          kind: 'select',
          options: [
            { value: 'LOW', label: 'Low' },
            { value: 'MEDIUM', label: 'Medium' },
            { value: 'HIGH', label: 'High' },
          ],
        },
        { key: 'deviceIds', label: 'Device ids (comma separated, optional)' },
      ],
      initial: () => ({ blockType: 'TEMPORARY', riskLevel: 'MEDIUM' }),
      submitLabel: 'Block',
    },
    input: (user, values) => ({
      userId: user.userId,
      blockType: values.blockType === 'PERMANENT' ? ('PERMANENT' as const) : ('TEMPORARY' as const),
      reason: text(values.reason),
      riskLevel: (['LOW', 'MEDIUM', 'HIGH'] as const).find((level) => level === values.riskLevel) ?? 'MEDIUM',
      deviceIds: text(values.deviceIds)
        .split(/[\s,]+/)
        .filter(Boolean),
    }),
  }),
  act({
    op: 'users.unblock',
    id: 'unblock',
    label: 'Unblock user…',
    keywords: ['restore', 'unban'],
    shortcut: 'Alt+U',
    when: (user) => isBlockedStage(user.stage),
    toFirstPage: true,
    form: {
      title: (user) => `Unblock ${user.fullName}`,
      fields: [{ key: 'reason', label: 'Reason', kind: 'textarea' }],
      submitLabel: 'Unblock',
    },
    input: (user, values) => ({ userId: user.userId, reason: text(values.reason) }),
  }),
  act({
    op: 'users.updateMarkets',
    id: 'markets',
    label: 'Edit market access…',
    keywords: ['market', 'providers', 'starline', 'jackpot', 'games'],
    shortcut: 'Alt+M',
    form: {
      title: (user) => `Market access of ${user.fullName}`,
      fields: [],
      load: {
        op: 'users.getMarkets',
        input: (user) => ({ userId: user.userId }),
        values: (markets: UserMarkets) => ({
          marketProviders: markets.marketProviders.map(String),
          starlineBlocked: markets.starlineBlocked,
          jackpotBlocked: markets.jackpotBlocked,
        }),
        fields: (markets: UserMarkets) => [
          {
            key: 'marketProviders',
            label: 'Allowed markets (none checked: every market)',
            kind: 'checks',
            placeholder: 'No markets to choose from yet.',
            options: markets.providers
              .filter((provider) => provider.providerType === 1)
              .map((provider) => ({ value: String(provider.providerId), label: provider.providerName })),
          },
          { key: 'starlineBlocked', label: 'Starline blocked', kind: 'switch' },
          { key: 'jackpotBlocked', label: 'Jackpot blocked', kind: 'switch' },
        ],
      },
      submitLabel: 'Save markets',
    },
    input: (user, values: FormValues) => ({
      id: user.userId,
      marketProviders: (Array.isArray(values.marketProviders) ? values.marketProviders : []).map(Number),
      starlineBlocked: values.starlineBlocked === true,
      jackpotBlocked: values.jackpotBlocked === true,
    }),
  }),
  act({
    op: 'users.updatePermissions',
    id: 'permissions',
    label: 'Edit permissions…',
    keywords: ['block permissions', 'deposit', 'withdraw', 'bid'],
    shortcut: 'Alt+P',
    form: {
      title: (user) => `Permissions of ${user.fullName}`,
      fields: [],
      load: {
        op: 'users.getPermissions',
        input: (user) => ({ userId: user.userId }),
        values: (permissions: UserPermissions) => ({ blockPermissions: [...permissions.blockPermissions] }),
        fields: (permissions: UserPermissions) => [
          {
            key: 'blockPermissions',
            label: 'Blocked permissions',
            kind: 'checks',
            options: permissions.availablePermissions.map((p) => ({
              value: p.key,
              label: `Block ${p.label}`,
            })),
          },
        ],
      },
      submitLabel: 'Save permissions',
    },
    input: (user, values) => ({
      id: user.userId,
      blockPermissions: (Array.isArray(values.blockPermissions)
        ? values.blockPermissions
        : []) as UserPermissions['blockPermissions'],
    }),
  }),
  act({
    op: 'users.setSwitchDevice',
    id: 'switch-device.allow',
    label: 'Allow device switch',
    keywords: ['switch device', 'can_switch_device', 'phone'],
    shortcut: 'Alt+D',
    when: (user) => !user.canSwitchDevice,
    input: (user) => ({ id: user.userId, status: true }),
  }),
  act({
    op: 'users.setSwitchDevice',
    id: 'switch-device.stop',
    label: 'Stop device switch',
    keywords: ['switch device', 'can_switch_device', 'phone'],
    shortcut: 'Alt+D',
    when: (user) => user.canSwitchDevice,
    input: (user) => ({ id: user.userId, status: false }),
  }),
];

const family = rowActions<UserDetails>({ invalidates: ['users.details'] });

/** Only where the player's details are open: the starline and jackpot blocks, saved at once. */
export const DETAIL_ACTIONS = [
  ...(['starline', 'jackpot'] as const).flatMap((type) => {
    const blocked = (user: UserDetails) => (type === 'starline' ? user.starlineBlocked : user.jackpotBlocked);
    return [
      family({
        op: 'users.updateStarlineJackpot',
        id: `${type}.block`,
        label: `Block ${type}`,
        keywords: [type, 'market', 'sj'],
        when: (user) => !blocked(user),
        input: (user) => ({ id: user.userId, type, block: true }),
      }),
      family({
        op: 'users.updateStarlineJackpot',
        id: `${type}.unblock`,
        label: `Unblock ${type}`,
        keywords: [type, 'market', 'sj'],
        when: (user) => blocked(user),
        input: (user) => ({ id: user.userId, type, block: false }),
      }),
    ];
  }),
];
