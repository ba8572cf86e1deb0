/** Labels and sidebar groups of the permission keys, for the employee form's picker. */

const GROUPS: Record<string, string> = {
  support: 'Support',
  games: 'Games',
  starline: 'Starline',
  jackpot: 'Jackpot',
  wallet: 'Wallet',
  pg: 'Payment gateway',
  srh: 'Reports',
  'app-setting': 'App settings',
  masters: 'Masters',
};

const LABELS: Record<string, string> = {
  dashboard: 'Dashboard',
  users: 'Users',
  news: 'News',
  notification: 'Notifications',
  useridea: 'User ideas',
  'support.chat': 'Chat support',
  'support.systemchat': 'System chat',
  'wallet.viewWallet': 'View wallet',
  'wallet.adjustBalance': 'Adjust wallet balance',
  'pg.manualFundReason': 'Manual fund reasons',
  'pg.paymentGateway': 'Gateway requests',
  'srh.pgFundReport': 'PG fund report',
  'srh.overallPL': 'Overall profit/loss',
  'app-setting.wdScreenPopup': 'Withdraw screen popup',
  'masters.manageBrowserFingerprints': 'Browser fingerprints',
  'masters.auditLog': 'Audit trail',
  'risk.chainVerify': 'Verify hash chains',
};

/** "fundRequestHistory" -> "Fund request history". */
function humanize(camel: string): string {
  const words = camel.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function permissionLabel(key: string): { key: string; label: string; group: string } {
  const dot = key.indexOf('.');
  const prefix = dot < 0 ? '' : key.slice(0, dot);
  return {
    key,
    label: LABELS[key] ?? humanize(dot < 0 ? key : key.slice(dot + 1)),
    group: GROUPS[prefix] ?? '',
  };
}
