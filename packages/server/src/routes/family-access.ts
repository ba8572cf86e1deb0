/**
 * Per-family authorization. The contract's x-permission lets any of the three families' keys reach a
 * games operation (games.*, starline.*, jackpot.*); the handler then checks the key of the family the
 * request is about, so a starline-only clerk cannot declare a market result. Admins pass.
 */
import type { ProviderType } from '../domain/bid-types.js';
import { familyPermission, type GameType, providerTypeOfGame } from '../domain/families.js';
import { UNAUTHORIZED_ACCESS } from '../http/auth.js';
import { HttpError, type RequestContext } from '../http/handler.js';

export type FamilyArea = Parameters<typeof familyPermission>[1];

export function requireFamily(ctx: RequestContext, providerType: ProviderType, area: FamilyArea): void {
  const staff = ctx.staff;
  if (staff?.isAdmin) return;
  if (!staff?.permission.includes(familyPermission(providerType, area)))
    throw new HttpError(403, UNAUTHORIZED_ACCESS);
}

/** The provider type of a `{type}` path word (market, starline, jackpot), after checking the family's key. */
export function familyOfPath(ctx: RequestContext, area: FamilyArea): ProviderType {
  const providerType = providerTypeOfGame(ctx.params.type as GameType);
  requireFamily(ctx, providerType, area);
  return providerType;
}
