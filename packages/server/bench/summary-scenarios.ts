/**
 * The declare desk's exposure reads of the busy session (today's Open of the busy market, with the
 * pending bids): the bid summary per bid type (ordered by pnl, as the desk asks) and the bid digit
 * summary the heatmaps are drawn from. Measured before the declare, while every bid is pending.
 */
import type { BenchData } from './bench-seed.js';
import type { ListScenario } from './list-scenarios.js';

const SUMMARY_TYPES = ['SINGLE_DIGIT_MARKET', 'SINGLE_PANNA_MARKET', 'DOUBLE_PANNA_MARKET'] as const;

export function summaryScenarios(data: BenchData): ListScenario[] {
  const slot = `game_date=${data.today}&session=Open&provider_id=${data.busyMarket}`;
  const pending = data.counts.pendingBids.toLocaleString('en-IN');
  const summaries = SUMMARY_TYPES.map(
    (type) => `/v1/bids/game-result/bid_summary/market?${slot}&provider_type=1&bid_type=${type}&order_by=pnl`,
  );
  const digits = `/v1/bids/game-result/bid_digit/market?${slot}`;
  return [
    {
      operation: `bid summary (by pnl), session of ${pending} pending bids`,
      urls: summaries,
      httpUrl: summaries[0] ?? '',
    },
    { operation: `bid digit summary, session of ${pending} pending bids`, urls: [digits], httpUrl: digits },
  ];
}
