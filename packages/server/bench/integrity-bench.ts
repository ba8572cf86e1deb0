/**
 * The integrity watch's figures (issue 26), after the busy session is declared: the session check of
 * that session (its declare already ran one), the whole-books check over every wallet, entry and bid,
 * and the reads the desk and risk screens make (late bids of the busy session, improbable winners).
 */
import type { FastifyInstance } from 'fastify';
import { recordBooksCheck } from '../src/db/books-check.js';
import type { Db } from '../src/db/db.js';
import { recordSessionCheck } from '../src/db/settlement-check.js';
import type { BenchData } from './bench-seed.js';
import { type Floor, readsFloor } from './floor.js';
import { type LatencySummary, sampleLatency } from './latency-stats.js';

export interface IntegrityFigures {
  sessionCheck: LatencySummary;
  sessionVerdict: string;
  booksCheck: LatencySummary;
  booksVerdict: string;
  lateBidsDesk: LatencySummary;
  lateBidsFound: number;
  improbableWinners: LatencySummary;
  winnersFound: number;
  /** Each row's reads run bare (floor.ts), the floor its ratio target is on. */
  floors: Record<'sessionCheck' | 'booksCheck' | 'lateBidsDesk' | 'improbableWinners', Floor | undefined>;
}

/** Seconds of each floor's bare replay. */
const FLOOR_SECONDS = 3;

async function declaredBusyOpen(db: Db, data: BenchData): Promise<number> {
  const [row] = await db.query<{ result_id: number }>(
    `SELECT result_id FROM results WHERE provider_id = $1 AND game_date = $2 AND session = 'Open' AND status = 'DECLARED'`,
    [data.busyMarket, data.today],
  );
  if (!row) throw new Error('the busy session is not declared');
  return row.result_id;
}

async function timedGet(app: FastifyInstance, url: string, headers: Record<string, string>) {
  const res = await app.inject({ method: 'GET', url, headers });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  return res.json() as { data: { rows: unknown[]; totals?: { count: number } } };
}

export async function benchIntegrity(
  app: FastifyInstance,
  db: Db,
  headers: Record<string, string>,
  data: BenchData,
): Promise<IntegrityFigures> {
  const resultId = await declaredBusyOpen(db, data);
  let sessionVerdict = '';
  const sessionCheck = await sampleLatency(
    async () => {
      const v = await recordSessionCheck(db, resultId, 'ON_DEMAND');
      sessionVerdict = `${v.ok ? 'pass' : `FAIL ${v.problemCount}`}: ${v.bids} bids, ${v.winners} winners`;
    },
    { warmup: 1, minSamples: 10, maxSamples: 100, budgetMs: 8000 },
  );
  let booksVerdict = '';
  const booksCheck = await sampleLatency(
    async () => {
      const v = await recordBooksCheck(db, 'ON_DEMAND');
      booksVerdict = `${v.ok ? 'balanced' : `${v.mismatchCount} mismatches`}: ${v.wallets} wallets, ${v.entries} entries`;
    },
    { warmup: 1, minSamples: 3, maxSamples: 10, budgetMs: 10_000 },
  );
  const lateUrl = `/v1/integrity/late-bids?type=market&provider_id=${data.busyMarket}&start_date=${data.today}&end_date=${data.today}&session=Open&per_page=50`;
  let lateBidsFound = 0;
  const lateBidsDesk = await sampleLatency(
    async () => {
      lateBidsFound = (await timedGet(app, lateUrl, headers)).data.totals?.count ?? 0;
    },
    {
      warmup: 2,
      minSamples: 10,
      maxSamples: 200,
      budgetMs: 5000,
    },
  );
  let winnersFound = 0;
  const improbableWinners = await sampleLatency(
    async () => {
      winnersFound = (await timedGet(app, '/v1/integrity/improbable-winners', headers)).data.rows.length;
    },
    { warmup: 1, minSamples: 3, maxSamples: 20, budgetMs: 8000 },
  );
  const floorOf = (work: () => Promise<unknown>) => readsFloor(db, work, 1, FLOOR_SECONDS);
  const floors = {
    sessionCheck: await floorOf(() => recordSessionCheck(db, resultId, 'ON_DEMAND')),
    booksCheck: await floorOf(() => recordBooksCheck(db, 'ON_DEMAND')),
    lateBidsDesk: await floorOf(() => timedGet(app, lateUrl, headers)),
    improbableWinners: await floorOf(() => timedGet(app, '/v1/integrity/improbable-winners', headers)),
  };
  return {
    floors,
    sessionCheck,
    sessionVerdict,
    booksCheck,
    booksVerdict,
    lateBidsDesk,
    lateBidsFound,
    improbableWinners,
    winnersFound,
  };
}
