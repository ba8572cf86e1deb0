import type { BackofficeClient } from '@backoffice/sdk';
import { runTask } from '../../app/actions/run-task';
import { patchUserEverywhere, reloadAfterBlockChange, reloadStage } from './users-store';
import type { UserPermissions, UserRow } from './users-types';
import { bumpUsersVersion, focusedUser } from './users-ui';

/** Watchlist on/off with an optional reason; patches every stage list, then reloads REGISTERED. */
export function setWatchlist(client: BackofficeClient, userId: number, status: boolean, reason?: string) {
  const trimmed = reason?.trim() || undefined;
  return runTask(() => client.send('users.setWatchlist', { userId, status, reason: trimmed }), {
    success: 'Watchlist updated successfully',
    failure: 'Failed to update watchlist',
    onSuccess: () => {
      const patch = { toWatch: status, watchlistReason: status ? (trimmed ?? null) : null };
      patchUserEverywhere(userId, patch);
      if (focusedUser.value?.userId === userId) focusedUser.value = { ...focusedUser.value, ...patch };
      void reloadStage(client, 'REGISTERED');
      bumpUsersVersion();
    },
  });
}

export interface BlockInput {
  userId: number;
  blockType: 'TEMPORARY' | 'PERMANENT';
  reason: string;
  riskLevel: 'LOW' | 'MEDIUM' | 'HIGH';
  deviceIds: string[];
}

/** After a block or an unblock: the player as the server answered, and every stage list reloaded. */
function afterBlockChange(client: BackofficeClient) {
  return (sent: { data: UserRow }) => {
    focusedUser.value = sent.data;
    void reloadAfterBlockChange(client);
    bumpUsersVersion();
  };
}

export function blockUser(client: BackofficeClient, input: BlockInput) {
  return runTask(() => client.send('users.block', input), {
    success: 'User blocked successfully',
    failure: 'Failed to block user',
    onSuccess: afterBlockChange(client),
  });
}

export function unblockUser(client: BackofficeClient, userId: number, reason: string) {
  return runTask(() => client.send('users.unblock', { userId, reason }), {
    success: 'User unblocked successfully',
    failure: 'Failed to unblock user',
    onSuccess: afterBlockChange(client),
  });
}

export interface MarketsInput {
  marketProviders: number[];
  starlineBlocked: boolean;
  jackpotBlocked: boolean;
}

export function updateMarkets(client: BackofficeClient, id: number, input: MarketsInput) {
  return runTask(() => client.send('users.updateMarkets', { id, ...input }), {
    success: 'Market updated successfully',
    failure: 'Failed to update market',
    onSuccess: bumpUsersVersion,
  });
}

export function updateStarlineJackpot(
  client: BackofficeClient,
  id: number,
  type: 'starline' | 'jackpot',
  block: boolean,
) {
  return runTask(() => client.send('users.updateStarlineJackpot', { id, type, block }), {
    success: 'Market updated successfully',
    failure: 'Failed to update market SJ',
    onSuccess: bumpUsersVersion,
  });
}

export function updatePermissions(
  client: BackofficeClient,
  id: number,
  blockPermissions: UserPermissions['blockPermissions'],
) {
  return runTask(() => client.send('users.updatePermissions', { id, blockPermissions }), {
    success: 'Permissions updated successfully',
    failure: 'Failed to update permissions',
    onSuccess: bumpUsersVersion,
  });
}

export function setSwitchDevice(client: BackofficeClient, id: number, status: boolean) {
  return runTask(() => client.send('users.setSwitchDevice', { id, status }), {
    success: 'Switch device status updated successfully',
    failure: 'Failed to update switch device status',
    onSuccess: (sent) => {
      patchUserEverywhere(id, { canSwitchDevice: sent.data.canSwitchDevice });
      bumpUsersVersion();
    },
  });
}
