import type { Crumb } from '../../components/report/breadcrumb';
import { shiftDate } from '../../components/report/quick-ranges';
import { reportHref } from '../../components/report/report-parts';

export type GameFamily = 'market' | 'starline' | 'jackpot';

export const salesPath = (family: GameFamily) => `/sales-report/${family}`;

/**
 * A sales report's state in the URL: the range (15 days back, the spec's default), provider_name and
 * player_name filters, and the provider whose players are shown (empty: the per-provider level).
 */
export function salesDefaults(today: string) {
  return {
    start: shiftDate(today, -15),
    end: today,
    providerName: '',
    playerName: '',
    provider: 0,
    page: 1,
    orderBy: 'provider_name' as SalesOrderKey,
    order: 'asc' as 'asc' | 'desc',
  };
}

export type SalesQuery = ReturnType<typeof salesDefaults>;

export const SALES_ORDER_KEYS = ['provider_name', 'player_name', 'bid', 'win', 'profit'] as const;
export type SalesOrderKey = (typeof SALES_ORDER_KEYS)[number];

export const SALES_ALLOWED = { orderBy: SALES_ORDER_KEYS, order: ['asc', 'desc'] as const };

export function salesHref(
  family: GameFamily,
  query: SalesQuery,
  defaults: SalesQuery,
  patch: Partial<SalesQuery>,
): string {
  return reportHref(salesPath(family), query, defaults, patch);
}

/** Per provider, then the players of one provider. */
export function salesCrumbs(
  family: GameFamily,
  query: SalesQuery,
  defaults: SalesQuery,
  providerName?: string,
): Crumb[] {
  if (!query.provider) return [{ label: 'Per provider' }];
  return [
    { label: 'Per provider', href: salesHref(family, query, defaults, { provider: 0, playerName: '' }) },
    { label: providerName ? `Players of ${providerName}` : `Players of provider ${query.provider}` },
  ];
}

/** The SDK input: the family, the range, the filters and the provider. */
export function salesInput(family: GameFamily, query: SalesQuery) {
  return {
    type: family,
    startDate: query.start,
    endDate: query.end,
    ...(query.providerName ? { providerName: query.providerName } : {}),
    ...(query.playerName ? { playerName: query.playerName } : {}),
    ...(query.provider ? { providerId: query.provider } : {}),
  };
}
