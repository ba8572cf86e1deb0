import { type BackofficeClient, type CallOptions, MESSAGES, type OperationId } from '@backoffice/sdk';
import { answerProblem } from './answer-schema.js';
import type { CheckRow } from './check-row.js';
import { skippedRow } from './check-row.js';
import { FACT_LABELS, type Fact, type FactName, firstRow, isFactRef } from './facts.js';
import { failureReason, failureStatus } from './failure.js';
import type { Params } from './inputs.js';
import type { PlannedCheck } from './plan.js';

/** Where a client writes what it got back: the last answer's HTTP status and, for JSON, its wire body. */
export interface AnswerRecord {
  status: number | null;
  /** A copy of the last JSON answer, unread: the SDK hands back camelCase data, the contract is snake_case. */
  json?: Response;
}

export interface ProbeContext {
  /** A client that records each answer into `record`; every client shares the one login. */
  clientFor(record: AnswerRecord): BackofficeClient;
  timeoutMs: number;
  failSlowMs: number | null;
}

export interface ProbeResult {
  row: CheckRow;
  /** The first row of the answer, for checks that provide a fact. */
  fact: Fact | undefined;
}

/** A spec fallback (section 8) for an answer without its data. */
const NO_DATA = 'No data received';

type ParamLookup = { input: Record<string, unknown> } | { missing: FactName };

/** Replaces fact references by the facts' values; names the first fact that is not known. */
function resolveParams(params: Params, facts: ReadonlyMap<FactName, Fact>): ParamLookup {
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    if (!isFactRef(value)) {
      input[key] = value;
      continue;
    }
    const known = facts.get(value.fact)?.[value.field];
    if (known === undefined || known === null || known === '') return { missing: value.fact };
    input[key] = value.derive ? value.derive(known) : known;
  }
  return { input };
}

/**
 * Whether the answer proves the operation works: a stream that opened, or data that came back in the
 * shape v1.yaml gives for it.
 */
async function verdictOf(
  operation: OperationId,
  data: unknown,
  stream: boolean,
  record: AnswerRecord,
): Promise<string | null> {
  if (!stream) {
    if (data === undefined) return NO_DATA;
    if (!record.json || record.status === null) return null;
    return answerProblem(operation, record.status, await record.json.json());
  }
  const response = data as Response;
  const type = response.headers.get('content-type') ?? '';
  await response.body?.cancel();
  return type.includes('text/event-stream') ? null : MESSAGES.invalidResponse;
}

// The plan builds each input from the contract's parameter list (checked by plan-contract.test.ts),
// so the untyped send is sound.
type LooseSend = (
  id: OperationId,
  input: Record<string, unknown>,
  options: CallOptions,
) => Promise<{ data: unknown; msg: string }>;

/** Runs one planned check. Never rejects: every failure becomes a failed row. */
export async function probe(
  check: PlannedCheck,
  facts: ReadonlyMap<FactName, Fact>,
  context: ProbeContext,
): Promise<ProbeResult> {
  if (check.kind === 'skip') return { row: skippedRow(check, check.reason), fact: undefined };
  if (check.kind === 'fail')
    return { row: { ...skippedRow(check, check.reason), result: 'failed' }, fact: undefined };
  const lookup = check.kind === 'call' ? resolveParams(check.params, facts) : { input: {} };
  if ('missing' in lookup) {
    return { row: skippedRow(check, `no ${FACT_LABELS[lookup.missing]} to test with`), fact: undefined };
  }
  const record: AnswerRecord = { status: null };
  const client = context.clientFor(record);
  const callOptions = (): CallOptions => ({ signal: AbortSignal.timeout(context.timeoutMs) });
  const { operation, tag, method, path } = check;
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    let reason: string | null;
    let fact: Fact | undefined;
    if (check.kind === 'write') {
      const outcome = await check.roundTrip.run(client, callOptions);
      if (outcome.kind === 'skipped') return { row: skippedRow(check, outcome.reason), fact: undefined };
      reason = null;
    } else {
      const send = client.send as LooseSend;
      const { data } = await send(check.operation, lookup.input, callOptions());
      reason = await verdictOf(check.operation, data, check.stream, record);
      fact = check.provides ? firstRow(data) : undefined;
    }
    const latencyMs = elapsed();
    if (
      reason === null &&
      check.kind === 'call' &&
      context.failSlowMs !== null &&
      latencyMs > context.failSlowMs
    ) {
      reason = `slow: ${latencyMs} ms > --fail-slow ${context.failSlowMs} ms`;
    }
    const result = reason === null ? 'ok' : 'failed';
    return { row: { operation, tag, method, path, status: record.status, latencyMs, result, reason }, fact };
  } catch (error) {
    const row: CheckRow = {
      operation,
      tag,
      method,
      path,
      status: failureStatus(error) ?? record.status,
      latencyMs: elapsed(),
      result: 'failed',
      reason: failureReason(error, context.timeoutMs),
    };
    return { row, fact: undefined };
  }
}
