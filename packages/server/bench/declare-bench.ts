/**
 * Declaring the busy market session through the real handlers: POST /results/game-result/save (saves
 * the Open panna and previews the payout over every pending bid), then POST /results/game-result/declared
 * (settles every pending bid and credits the winners through the ledger, in one transaction).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/db.js';
import type { BenchData } from './bench-seed.js';
import { captureStatements } from './floor.js';

export interface DeclareFigures {
  saveMs: number;
  declareMs: number;
  /** Time inside the declare's own statements as they ran (its floor, floor.ts). */
  declareStatementMs: number;
  declareStatements: number;
  won: number;
  lost: number;
  payout: number;
  /** Bids still PENDING in the session afterwards (0 when the declare settled all). */
  stillPending: number;
}

async function timedPost(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string>,
  payload: object,
) {
  const started = performance.now();
  const res = await app.inject({ method: 'POST', url, headers, payload });
  const ms = performance.now() - started;
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return { ms, body: res.json() as { data: Record<string, unknown> } };
}

export async function benchDeclare(
  app: FastifyInstance,
  db: Db,
  headers: Record<string, string>,
  data: BenchData,
): Promise<DeclareFigures> {
  const save = await timedPost(app, '/v1/results/game-result/save', headers, {
    provider_id: data.busyMarket,
    provider_type: 1,
    game_date: data.today,
    session: 'Open',
    panna: '123',
  });
  const result = save.body.data.result as { result_id: number };
  const captured = await captureStatements(db, () =>
    timedPost(app, '/v1/results/game-result/declared', headers, {
      result_id: result.result_id,
      reason: 'benchmark',
    }),
  );
  const declared = captured.result;
  const settled = declared.body.data.settled as { won: number; lost: number; payout: number };
  const [left] = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM bids WHERE provider_id = $1 AND game_date = $2 AND session = 'Open' AND bid_status = 'PENDING'",
    [data.busyMarket, data.today],
  );
  return {
    saveMs: save.ms,
    declareMs: declared.ms,
    declareStatementMs: captured.statementMs,
    declareStatements: captured.statements.length,
    won: settled.won,
    lost: settled.lost,
    payout: settled.payout,
    stillPending: Number(left?.n ?? -1),
  };
}
