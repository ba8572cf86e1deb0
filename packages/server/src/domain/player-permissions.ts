/** Player-side permissions that staff may block per player (users.block_permissions). */
export const PLAYER_PERMISSIONS = [
  { key: 'DEPOSIT', label: 'Deposit money' },
  { key: 'WITHDRAW', label: 'Withdraw money' },
  { key: 'BID', label: 'Place bids' },
  { key: 'TRANSFER', label: 'Transfer money' },
  { key: 'CHAT', label: 'Support chat' },
] as const;

export type PlayerPermission = (typeof PLAYER_PERMISSIONS)[number]['key'];
