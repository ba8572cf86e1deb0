/**
 * Improbable winners (issue 26): per player over a window of business days, their settled bids grouped
 * by bid type (so by chance of winning), their wins, stake and winnings; the chance of winning at least
 * that often by luck comes from domain/win-odds.ts. One GROUP BY over the window's settled bids.
 */
import {
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
  groups: TrialGroup[];
  bids: number;
  wins: number;
  stakePaise: number;
  winPaise: number;
}

/** The bid types of each chance of winning (five classes: 1 in 10, 100, 220, 2,200, 48,400). */
const CHANCE_CLASSES: ReadonlyArray<{ p: number; bidTypes: string[] }> = (() => {
  const byP = new Map<number, string[]>();
  for (const [bidType, p] of Object.entries(WIN_CHANCE)) byP.set(p, [...(byP.get(p) ?? []), bidType]);
  return [...byP].map(([p, bidTypes]) => ({ p, bidTypes }));
})();

/**
 * One row per player with enough wins: settled bids per chance class, wins, stake and winnings (one
 * GROUP BY over the window's settled bids; names are read afterwards for the players shown only).
 */
async function tallies(q: Queryable, filter: LuckFilter): Promise<Tally[]> {
  const params: unknown[] = [filter.startDate, filter.endDate, filter.minWins];
  const classes = CHANCE_CLASSES.map((c) => {
    params.push(c.bidTypes);
    return `count(*) FILTER (WHERE b.bid_type = ANY($${params.length}::text[]))`;
  });
  let only = '';
  if (filter.userIds) {
    params.push(filter.userIds);
    only = `AND b.user_id = ANY($${params.length}::int[])`;
  }
  const rows = await q.query<{ user_id: number; n: unknown[]; won: unknown; stake: unknown; win: unknown }>(
    `SELECT b.user_id, ARRAY[${classes.join(', ')}] AS n, count(*) FILTER (WHERE b.bid_status = 'WON') AS won,
            sum(b.amount_paise) AS stake, sum(b.win_amount_paise) AS win
       FROM bids b
      WHERE b.game_date BETWEEN $1::date AND $2::date AND b.bid_status IN ('WON', 'LOST') ${only}
      GROUP BY b.user_id HAVING count(*) FILTER (WHERE b.bid_status = 'WON') >= $3
      ORDER BY b.user_id`,
    params,
  );
  return rows.map((r) => {
    const counts = (r.n ?? []).map((n) => int(n));
    return {
      userId: Number(r.user_id),
      groups: CHANCE_CLASSES.map((c, i) => ({ p: c.p, n: counts[i] ?? 0 })),
      bids: counts.reduce((sum, n) => sum + n, 0),
      wins: int(r.won),
      stakePaise: paise(r.stake),
      winPaise: paise(r.win),
    };
  });
}

async function namesOf(q: Queryable, userIds: readonly number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await q.query<{ user_id: number; full_name: string }>(
    'SELECT user_id, full_name FROM players WHERE user_id = ANY($1::int[])',
    [userIds],
  );
  return new Map(rows.map((r) => [r.user_id, r.full_name]));
}

function judge(t: Tally): PlayerLuck {
  const groups = mergeGroups(t.groups);
  const tail = winTailProbability(groups, t.wins);
  return {
    userId: t.userId,
    fullName: '',
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
 * Players whose wins had a chance of at most `threshold` (e.g. 1e-4), most improbable first. Every
 * player with `minWins` is judged by the exact programme (a few hundred steps for an ordinary player);
 * no cheaper bound sets anyone aside first, since an upper bound above the threshold says nothing about
 * the exact figure.
 */
export async function improbableWinners(
  q: Queryable,
  filter: LuckFilter,
  threshold: number,
): Promise<PlayerLuck[]> {
  const log10Threshold = Math.log10(threshold);
  const found = (await tallies(q, filter))
    .map(judge)
    .filter((luck) => luck.log10Probability <= log10Threshold)
    .sort((a, b) => a.log10Probability - b.log10Probability || a.userId - b.userId);
  const names = await namesOf(
    q,
    found.map((l) => l.userId),
  );
  return found.map((l) => ({ ...l, fullName: names.get(l.userId) ?? '' }));
}

/** The luck of the given players (any number of wins), e.g. a page of user analysis or one player. */
export async function luckOfPlayers(
  q: Queryable,
  filter: Omit<LuckFilter, 'minWins' | 'userIds'>,
  userIds: readonly number[],
): Promise<Map<number, PlayerLuck>> {
  if (userIds.length === 0) return new Map();
  const found = await tallies(q, { ...filter, minWins: 0, userIds });
  const names = await namesOf(q, userIds);
  return new Map(found.map((t) => [t.userId, { ...judge(t), fullName: names.get(t.userId) ?? '' }]));
}

export async function playerExists(q: Queryable, userId: number): Promise<boolean> {
  return (await q.query('SELECT 1 FROM players WHERE user_id = $1', [userId])).length > 0;
}
