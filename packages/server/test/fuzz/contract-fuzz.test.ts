import { appendFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedgerInvariant } from '../../src/db/ledger.js';
import { loadContract, type Operation } from '../../src/http/contract.js';
import { seedContent } from '../../src/seed/content.js';
import { seedGames } from '../../src/seed/games.js';
import { seedPlayers } from '../../src/seed/players.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { emptyTally, fuzzOperation, summarize } from './fuzz-run.js';

/**
 * Hostile requests generated from v1.yaml for every operation, as the demo admin (and now and then
 * without a token). Every answer: status < 500, the `{error: true, msg}` envelope, or a 2xx valid
 * against its response schema. Quick run in `npm test` (FUZZ_RUNS=100 per operation, fixed seed);
 * `pnpm --filter @backoffice/server fuzz` runs 2,000 per operation (FUZZ_RUNS, FUZZ_SEED override).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
/** FUZZ_ONLY=wallet (a regular expression): only the matching operations, to reproduce a failure. */
const ONLY = new RegExp(process.env.FUZZ_ONLY ?? '');
/** FUZZ_LOG=file: one line per operation as it finishes (the long run's progress). */
const LOG = process.env.FUZZ_LOG;

/** Operations that can end the admin's own session or sign-in: fuzzed last, each with a fresh login. */
const SESSION_ENDING = [
  'auth.login',
  'auth.endSession',
  'auth.endOtherSessions',
  'employees.endSession',
  'employees.endSessions',
  'employees.resetSecondFactor',
  'fingerprints.setEnforcement',
  'employees.update',
  'employees.resetPassword',
  'employees.setStatus',
  // Near the end: a second factor required of the admin (by id or by the policy) leaves its next
  // sign-in able to enrol one only, so every later operation would answer 403.
  'employees.setSecondFactorRequired',
  'employees.setSignInPolicy',
  'auth.logout',
];

function fuzzOrder(operations: readonly Operation[]): Operation[] {
  const rank = (op: Operation) => SESSION_ENDING.indexOf(op.operationId);
  return [...operations].sort((a, b) => rank(a) - rank(b));
}

let t: TestApp;
let auth: Record<string, string> = {};
const tally = emptyTally();

async function signedIn(): Promise<Record<string, string>> {
  const me = await t.app.inject({ method: 'GET', url: '/v1/auth/admin/me', headers: auth });
  if (me.statusCode === 200) return auth;
  auth = await t.login('admin', 'Admin@123');
  return auth;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedPlayers(t.db, 40);
  await seedGames(t.db, 400);
  await seedContent(t.db);
  auth = await t.login('admin', 'Admin@123');
}, 600_000);

afterAll(async () => {
  const figures = `contract fuzz (${RUNS} per operation, seed ${SEED})\n${summarize(tally)}`;
  console.log(figures);
  if (LOG) appendFileSync(LOG, `${figures}\n`);
  await t?.close();
});

describe('hostile requests generated from v1.yaml', () => {
  const contract = loadContract(process.env.CONTRACT_PATH || undefined);
  const fuzzed = fuzzOrder(contract.operations).filter((op) => ONLY.test(op.operationId));
  it.each(fuzzed.map((op) => [op.operationId, op] as const))(
    '%s answers < 500 with the error envelope, or a 2xx on contract',
    async (_id, op) => {
      const before = tally.failures.length;
      const headers = await signedIn();
      await fuzzOperation(t.app, t.contract, op, () => headers, { runs: RUNS, seed: SEED, tally });
      if (LOG)
        appendFileSync(
          LOG,
          `${op.operationId} requests=${tally.requests} failures=${tally.failures.length - before}\n`,
        );
      const shown = tally.failures
        .slice(before, before + 8)
        .map((f) => `${f.kind} ${f.status}: ${f.request} -> ${f.answer}`);
      expect(shown).toEqual([]);
    },
    RUNS * 2_000,
  );

  it('leaves every wallet equal to the sum of its ledger entries', async () => {
    expect(await checkLedgerInvariant(t.db)).toEqual([]);
  });
});
