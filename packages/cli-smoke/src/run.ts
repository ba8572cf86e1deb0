import type { CheckRow } from './check-row.js';
import type { Fact, FactName } from './facts.js';
import type { PlannedCheck } from './plan.js';
import { type ProbeContext, probe } from './probe.js';

export interface RunOptions extends ProbeContext {
  concurrency: number;
}

const isProducer = (check: PlannedCheck) => check.kind === 'call' && check.provides !== undefined;

/**
 * Runs the plan, at most `concurrency` calls at a time. A call whose input comes from a fact waits until
 * the fact is known or every check that could provide it has finished; producers go first so their
 * dependants start early. Rows come back in plan order.
 */
export async function runChecks(checks: readonly PlannedCheck[], options: RunOptions): Promise<CheckRow[]> {
  const rows = new Map<PlannedCheck, CheckRow>();
  const facts = new Map<FactName, Fact>();
  const producersLeft = new Map<FactName, number>();
  for (const check of checks) {
    if (check.kind === 'call' && check.provides) {
      producersLeft.set(check.provides, (producersLeft.get(check.provides) ?? 0) + 1);
    }
  }
  const settled = (fact: FactName) => facts.has(fact) || (producersLeft.get(fact) ?? 0) === 0;
  const ready = (check: PlannedCheck) => check.kind !== 'call' || check.needs.every(settled);
  // Stable sort: producers first, otherwise plan order.
  const waiting = [...checks].sort((a, b) => Number(isProducer(b)) - Number(isProducer(a)));

  await new Promise<void>((resolve) => {
    let running = 0;
    const finish = (check: PlannedCheck, row: CheckRow, fact: Fact | undefined) => {
      rows.set(check, row);
      if (check.kind === 'call' && check.provides) {
        if (fact && !facts.has(check.provides)) facts.set(check.provides, fact);
        producersLeft.set(check.provides, (producersLeft.get(check.provides) ?? 1) - 1);
      }
      running -= 1;
      pump();
    };
    const pump = () => {
      if (waiting.length === 0 && running === 0) return resolve();
      while (running < options.concurrency && waiting.length > 0) {
        let index = waiting.findIndex(ready);
        // Nothing ready and nothing running would wait forever: run the first; its missing fact skips it.
        if (index < 0 && running === 0) index = 0;
        if (index < 0) return;
        const [check] = waiting.splice(index, 1) as [PlannedCheck];
        running += 1;
        void probe(check, facts, options).then(({ row, fact }) => finish(check, row, fact));
      }
    };
    pump();
  });
  return checks.map((check) => rows.get(check) as CheckRow);
}
