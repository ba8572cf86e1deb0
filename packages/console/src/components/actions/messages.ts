/**
 * The toast texts of every operation a screen runs, keyed by operation id: the spec's section 8 texts
 * where it has them. A success toast shows the server's msg when it sends one, else `success`; a
 * failure shows the server's message, else `failure`.
 */
export interface OperationMessages {
  success?: string;
  failure: string;
}

const TABLE: Readonly<Record<string, OperationMessages>> = {
  'users.setWatchlist': { success: 'Watchlist updated successfully', failure: 'Failed to update watchlist' },
  'users.block': { success: 'User blocked successfully', failure: 'Failed to block user' },
  'users.unblock': { success: 'User unblocked successfully', failure: 'Failed to unblock user' },
  'users.updateMarkets': { success: 'Market updated successfully', failure: 'Failed to update market' },
  'users.updateStarlineJackpot': {
    success: 'Market updated successfully',
    failure: 'Failed to update market SJ',
  },
  'users.getMarkets': { failure: 'Failed to fetch market data' },
  'users.getPermissions': { failure: 'Failed to fetch permission data' },
  'users.updatePermissions': {
    success: 'Permissions updated successfully',
    failure: 'Failed to update permissions',
  },
  'users.setSwitchDevice': {
    success: 'Switch device status updated successfully',
    failure: 'Failed to update switch device status',
  },
  'users.details': { failure: 'Failed to fetch user details' },
  'wallet.adjust': { failure: 'Failed to update wallet balance' },
  'manualFunds.create': {
    success: 'Manual fund reason added successfully',
    failure: 'Failed to add manual fund',
  },
  'manualFunds.delete': {
    success: 'Manual fund reason deleted successfully',
    failure: 'Failed to delete manual fund',
  },
  'manualFunds.updateStatus': {
    success: 'Manual fund reason updated successfully',
    failure: 'Failed to update manual fund',
  },
  'providers.create': {
    success: 'Game provider created successfully',
    failure: 'Failed to create/update/delete game provider',
  },
  'providers.update': {
    success: 'Game provider updated successfully',
    failure: 'Failed to create/update/delete game provider',
  },
  'providers.delete': {
    success: 'Game provider deleted successfully',
    failure: 'Failed to create/update/delete game provider',
  },
  'providers.listByType': { failure: 'Failed to fetch provider list' },
  'bids.revertList': { failure: 'Failed to fetch revert bids' },
  'bids.revertProvider': { success: 'Bids reverted successfully', failure: 'Failed to revert provider' },
  'bids.revertSelected': { success: 'Bids reverted successfully', failure: 'Failed to revert selected bids' },
  'results.save': { success: 'Result saved successfully', failure: 'Failed to add result' },
  'results.deleteSaved': { success: 'Result deleted successfully', failure: 'Failed to delete result' },
  'approvals.list': { failure: 'Failed to fetch approval requests' },
  'approvals.get': { failure: 'Failed to fetch the approval request' },
  'approvals.approve': { success: 'Approved and applied', failure: 'Failed to approve the request' },
  'approvals.reject': { success: 'Request rejected', failure: 'Failed to reject the request' },
  'approvals.cancel': { success: 'Request cancelled', failure: 'Failed to cancel the request' },
  'approvals.policies': { failure: 'Failed to fetch approval policies' },
  'approvals.updatePolicy': {
    success: 'Approval policy saved',
    failure: 'Failed to save the approval policy',
  },
  'integrity.lateBids': { failure: 'Failed to fetch late bids' },
  'integrity.improbableWinners': { failure: 'Failed to fetch improbable winners' },
  'integrity.playerLuck': { failure: "Failed to fetch the player's wins against chance" },
  'integrity.sessionChecks': { failure: 'Failed to fetch settlement checks' },
  'integrity.sessionCheck': { failure: 'Failed to fetch the settlement check' },
  'integrity.checkSession': { success: 'Settlement check done', failure: 'Failed to check the session' },
  'integrity.books': { failure: 'Failed to fetch the books check' },
  'integrity.checkBooks': { success: 'Books checked', failure: 'Failed to check the books' },
  'integrity.alarms': { failure: 'Failed to fetch integrity alarms' },
  'integrity.chains': { failure: 'Failed to fetch the chain verification' },
  'integrity.verifyChains': { success: 'Chains verified', failure: 'Failed to verify the chains' },
  'integrity.checkpointChains': { success: 'Checkpoint written', failure: 'Failed to write a checkpoint' },
  'results.declare': { success: 'Result declared successfully', failure: 'Failed to declare result' },
  'results.revert': { success: 'Result reverted successfully', failure: 'Failed to revert result' },
  'results.list': { failure: 'Failed to fetch result' },
  'notifications.list': { failure: 'Failed to fetch notifications' },
};

const GENERIC: OperationMessages = { success: 'Saved successfully', failure: 'Something went wrong' };

export function messagesFor(operationId: string): OperationMessages {
  return TABLE[operationId] ?? GENERIC;
}
