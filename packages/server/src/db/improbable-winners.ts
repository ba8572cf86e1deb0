/**
 * Improbable winners (issue 26): per player over a window of business days, their settled bids grouped
 * by bid type (so by chance of winning), their wins, stake and winnings; the chance of winning at least
 * that often by luck comes from domain/win-odds.ts. One GROUP BY over the window's settled bids.
 */
import type { BidType } from '../domain/bid-types.js';
import {
  chernoffLogTail,
  mergeGroups,
  probabilityInWords,
  type TrialGroup,
  WIN_CHANCE,
  winTailProbability,
} from '../domain/win-odds.js';
import type { Queryable } from './db.js';
import { paise } from './money.js';
import { int } from './values.js';

export interface LuckFilter {
  startDate: string;
  endDate: string;
  /** Only players with at least this many wins are judged. */
  minWins: number;
  userIds?: readonly number[];
}

export interface PlayerLuck {
  userId: number;
  fullName: string;
  bids: number;
  wins: number;
  expectedWins: number;
  stakePaise: number;
  winPaise: number;
  probability: number;
  log10Probability: number;
  probabilityText: string;
  method: 'exact' | 'chernoff';
}

interface Tally {
  userId: number;
  fullName: string;
  groups: TrialGroup[];
  bids: number;
  wins: number;
  stakePaise: number;
  winPaise: number;
}

async function tallies(q: Queryable, filter: LuckFilter): Promise<Tally[]> {
  const params: unknown[] = [filter.startDate, filter.endDate, filter.minWins];
  const only = filter.userIds ? `AND b.user_id = ANY($4::int[])` : '';
  if (filter.userIds) params.push(filter.userIds);
  const rows = await q.query<Record<string, unknown>>(
    `WITH t AS (
       SELECT b.user_id, b.bid_type, count(*) AS n, count(*) FILTER (WHERE b.bid_status = 'WON') AS won,
              sum(b.amount_paise) AS stake, sum(b.win_amount_paise) AS win
         FROM bids b
        WHERE b.game_date BETWEEN $1::date AND $2::date AND b.bid_status IN ('WON', 'LOST') ${only}
        GROUP BY b.user_id, b.bid_type),
     u AS (SELECT user_id FROM t GROUP BY user_id HAVING sum(won) >= $3)
     SELECT t.*, p.full_name FROM t JOIN u USING (user_id) JOIN players p ON p.user_id = t.user_id
      ORDER BY t.user_id`,
    params,
  );
  const byUser = new Map<number, Tally>();
  for (const r of rows) {
    const userId = Number(r.user_id);
    const tally = byUser.get(userId) ?? {
      userId,
      fullName: String(r.full_name),
      groups: [],
      bids: 0,
      wins: 0,
      stakePaise: 0,
      winPaise: 0,
    };
    const n = int(r.n);
    tally.groups.push({ p: WIN_CHANCE[r.bid_type as BidType] ?? 0.1, n });
    tally.bids += n;
    tally.wins += int(r.won);
    tally.stakePaise += paise(r.stake);
    tally.winPaise += paise(r.win);
    byUser.set(userId, tally);
  }
  return [...byUser.values()];
}

function judge(t: Tally): PlayerLuck {
  const groups = mergeGroups(t.groups);
  const tail = winTailProbability(groups, t.wins);
  return {
    userId: t.userId,
    fullName: t.fullName,
    bids: t.bids,
    wins: t.wins,
    expectedWins: groups.reduce((sum, g) => sum + g.n * g.p, 0),
    stakePaise: t.stakePaise,
    winPaise: t.winPaise,
    probability: tail.probability,
    log10Probability: tail.log10,
    probabilityText: probabilityInWords(tail.log10),
    method: tail.method,
  };
}

/**
 * Players whose wins are below `threshold` by chance (e.g. 1e-4), most improbable first. The Chernoff
 * bound (an upper bound, cheap) first sets aside players who cannot be below it.
 */
export async function improbableWinners(
  q: Queryable,
  filter: LuckFilter,
  threshold: number,
): Promise<PlayerLuck[]> {
  const lnThreshold = Math.log(threshold);
  return (await tallies(q, filter))
    .filter((t) => chernoffLogTail(mergeGroups(t.groups), t.wins) <= lnThreshold)
    .map(judge)
    .filter((luck) => luck.probability <= threshold || luck.log10Probability <= Math.log10(threshold))
    .sort((a, b) => a.log10Probability - b.log10Probability || a.userId - b.userId);
}

/** The luck of the given players (any number of wins), e.g. a page of user analysis or one player. */
export async function luckOfPlayers(
  q: Queryable,
  filter: Omit<LuckFilter, 'minWins' | 'userIds'>,
  userIds: readonly number[],
): Promise<Map<number, PlayerLuck>> {
  if (userIds.length === 0) return new Map();
  const found = await tallies(q, { ...filter, minWins: 0, userIds });
  return new Map(found.map((t) => [t.userId, judge(t)]));
}

export async function playerExists(q: Queryable, userId: number): Promise<boolean> {
  return (await q.query('SELECT 1 FROM players WHERE user_id = $1', [userId])).length > 0;
}
