/** What every bid report shares: the family of its `{type}` path (with its own key) and its date range. */
import { bidConditions } from '../db/grouped-report.js';
import type { Conditions } from '../db/page-query.js';
import type { ProviderType } from '../domain/bid-types.js';
import { type GameType, providerTypeOfGame } from '../domain/families.js';
import { UNAUTHORIZED_ACCESS } from '../http/auth.js';
import { HttpError, type RequestContext } from '../http/handler.js';
import { defaultRange } from './date-range.js';

export const SALES_KEY: Record<ProviderType, string> = {
  1: 'srh.marketSalesReports',
  2: 'srh.starlineSalesReports',
  3: 'srh.jackpotSalesReports',
};

/** The family of the `{type}` path after checking its own report key (admins pass). */
export function reportFamily(ctx: RequestContext, keys: Record<ProviderType, string>): ProviderType {
  const providerType = providerTypeOfGame(ctx.params.type as GameType);
  if (!ctx.staff?.isAdmin && !ctx.staff?.permission.includes(keys[providerType]))
    throw new HttpError(403, UNAUTHORIZED_ACCESS);
  return providerType;
}

/** Bids `b` of the request's business days, of a family and a provider when given. */
export function bidRange(
  ctx: RequestContext,
  scope: { providerType?: ProviderType; providerId?: number | undefined } = {},
): Conditions {
  return bidConditions({ ...defaultRange(ctx.query, 15), ...scope });
}
