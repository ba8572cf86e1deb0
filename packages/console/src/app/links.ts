/**
 * URLs of records on other screens: a command that opens another screen is a URL, so screens and the
 * shell link to each other without importing each other.
 */

/** A player's details on the Users screen (its stage tab, the details panel open). */
export function userDetailsUrl(userId: number, stage?: string): string {
  const params = new URLSearchParams();
  if (stage && stage !== 'REGISTERED') params.set('stage', stage);
  params.set('user', String(userId));
  return `/users?${params}`;
}

/** A player's wallet on View wallet (the wallet drawer open). */
export function playerWalletUrl(userId: number): string {
  return `/wallet/view-wallet?user=${userId}`;
}

/** The audit trail filtered to one record. */
export function recordHistoryUrl(entity: string, entityId: number | string): string {
  return `/masters/audit-log?${new URLSearchParams({ entity, entityId: String(entityId) })}`;
}

/** A result slot on the family's result desk: `/games/result?date=…&provider=…&session=Open`. */
export function resultDeskUrl(
  prefix: 'games' | 'starline' | 'jackpot',
  date: string,
  providerId: number,
  session?: 'Open' | 'Close' | null,
): string {
  const params = new URLSearchParams({ date, provider: String(providerId) });
  if (session) params.set('session', session);
  return `/${prefix}/result?${params}`;
}
